// Being written (site pages).
export function NewsDetailPage(_props: { params: Record<string, string> }) {
  return <h1>NewsDetailPage</h1>;
}

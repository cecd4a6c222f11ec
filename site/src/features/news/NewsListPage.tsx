// Being written (site pages).
export function NewsListPage(_props: { params: Record<string, string> }) {
  return <h1>NewsListPage</h1>;
}

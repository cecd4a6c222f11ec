// Being written (site pages).
export function NotFoundPage(_props: { params: Record<string, string> }) {
  return <h1>NotFoundPage</h1>;
}

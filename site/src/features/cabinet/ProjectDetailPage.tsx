// Being written (site pages).
export function ProjectDetailPage(_props: { params: Record<string, string> }) {
  return <h1>ProjectDetailPage</h1>;
}

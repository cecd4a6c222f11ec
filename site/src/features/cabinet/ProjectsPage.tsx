// Being written (site pages).
export function ProjectsPage(_props: { params: Record<string, string> }) {
  return <h1>ProjectsPage</h1>;
}

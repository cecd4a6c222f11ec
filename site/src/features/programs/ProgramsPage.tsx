// Being written (site pages).
export function ProgramsPage(_props: { params: Record<string, string> }) {
  return <h1>ProgramsPage</h1>;
}

// Being written (site pages).
export function CampusPage(_props: { params: Record<string, string> }) {
  return <h1>CampusPage</h1>;
}

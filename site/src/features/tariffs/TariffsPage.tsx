// Being written (site pages).
export function TariffsPage(_props: { params: Record<string, string> }) {
  return <h1>TariffsPage</h1>;
}

// Being written (site pages).
export function AboutPage(_props: { params: Record<string, string> }) {
  return <h1>AboutPage</h1>;
}

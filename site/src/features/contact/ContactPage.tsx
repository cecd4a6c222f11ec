// Being written (site pages).
export function ContactPage(_props: { params: Record<string, string> }) {
  return <h1>ContactPage</h1>;
}

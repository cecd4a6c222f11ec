// Being written (site pages).
export function HomePage(_props: { params: Record<string, string> }) {
  return <h1>HomePage</h1>;
}

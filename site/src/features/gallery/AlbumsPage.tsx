// Being written (site pages).
export function AlbumsPage(_props: { params: Record<string, string> }) {
  return <h1>AlbumsPage</h1>;
}

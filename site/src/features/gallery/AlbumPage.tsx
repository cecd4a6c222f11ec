// Being written (site pages).
export function AlbumPage(_props: { params: Record<string, string> }) {
  return <h1>AlbumPage</h1>;
}

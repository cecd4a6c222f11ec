// The data a server-rendered page embeds for hydration (site/src/entry-server.tsx).
export interface PageState {
  queries: Array<{ queryKey: string[]; state: { data: unknown } }>;
}

export function pageState(html: string): PageState {
  const json = /<script id="__RQ_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('page without __RQ_STATE__');
  return JSON.parse(json) as PageState;
}

/** The data of one query of the page's state (undefined when the page holds no such query). */
export const queryData = (state: PageState, key: string) => state.queries.find((q) => q.queryKey[0] === key)?.state.data;

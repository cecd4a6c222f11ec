// A link's page, started at the tap: its code and its reads side by side. Left to the page,
// the reads waited for the code (the page asks for its data once it is mounted), two round
// trips one after the other: on mobile data, 150 ms or more each before a byte comes.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoute } from './match';

/** Starts downloading the code and the data of the page at `to` (a path of this site). */
export function prefetchPage(qc: QueryClient, to: string) {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  const { route, params } = matchRoute(url.pathname);
  // A failure is left to the page, which shows it and tries again (lazy-part.tsx, its query).
  route.page.load().catch(() => {});
  for (const key of route.queries(params)) void qc.prefetchQuery({ queryKey: [key] });
}

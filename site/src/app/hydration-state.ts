import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page's state, as fresh as the moment the browser received it. The server keeps a rendered
 * page until the administrator changes something, so a page rendered ten minutes ago holds the
 * current data; with the render's own time, the texts (fresh for 5 minutes) would arrive stale
 * and be fetched again at hydration. A failed read keeps its state (it is not data).
 */
export function receivedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => (q.state.status === 'success' ? { ...q, state: { ...q.state, dataUpdatedAt: now } } : q)),
  };
}

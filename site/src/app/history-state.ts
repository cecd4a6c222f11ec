import { useCallback, useSyncExternalStore } from 'react';

// A choice a visitor makes on a page (a list's filter) kept in the page's own history entry:
// Back from an article returns to the list as it was left, and a reload keeps it, without
// a query string the server's page cache would have to know about (every visitor gets the
// same rendered page; the choice is applied once the page is live).

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function read(key: string): string | undefined {
  const state: unknown = window.history.state;
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The current entry's state with `extra` added: the router's own keys (if any) stay. */
export function historyStateWith(extra: Record<string, unknown>): Record<string, unknown> {
  const state: unknown = window.history.state;
  return { ...(state && typeof state === 'object' ? state : {}), ...extra };
}

/**
 * A string kept in history.state under `key`, `initial` until set. The server renders
 * `initial`; hydration starts from it too and then moves to the stored value, as
 * useSyncExternalStore does for a server snapshot, so the page never mismatches.
 */
export function useHistoryState(key: string, initial: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key) ?? initial,
    () => initial,
  );
  const set = useCallback(
    (next: string) => {
      window.history.replaceState(historyStateWith({ [key]: next }), '');
      notify();
    },
    [key],
  );
  return [value, set];
}

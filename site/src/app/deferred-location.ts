// The public site's location as React sees it (decision 056). wouter's own hook reads the
// address through useSyncExternalStore, so a link's tap rendered the next page (the old one
// unmounted, the new one or its placeholder mounted) inside the tap's own task, before the
// browser could paint anything: 170-220 ms between a tap and the next frame on a phone at
// Lighthouse's 4x CPU (bench/phone.mjs), over the 200 ms of a "good" INP. React renders a
// store's change synchronously even in startTransition, hence this store of our own.
//
// The address itself changes at once (history, overlay-history.ts's checks and the tests see
// it in the tap); what lags is React's copy, by one painted frame, and only when the path
// changes: the tap's frame shows what its handler did (the menu's link pressed), and the
// page is rendered, the menu closed, in the next task. A change within the page (a /tarifs sheet in the
// query, a filter) and Back or Forward (popstate: the browser restores the scroll position
// of a page that must already be drawn) are followed at once, as before.
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
// Also installs wouter's pushState/replaceState events, which this store listens to.
import { navigate } from 'wouter/use-browser-location';

interface Shown {
  path: string;
  search: string;
}

let shown: Shown | undefined;
const listeners = new Set<() => void>();
let frame: number | undefined;
let task: ReturnType<typeof setTimeout> | undefined;

function cancelPending() {
  if (frame !== undefined) cancelAnimationFrame(frame);
  clearTimeout(task);
  frame = task = undefined;
}

/** React's copy catches up with the address. */
function follow() {
  cancelPending();
  const next = { path: window.location.pathname, search: window.location.search };
  if (shown && next.path === shown.path && next.search === shown.search) return;
  shown = next;
  listeners.forEach((l) => l());
}

/** After pushState or replaceState: another page waits for the next frame to be painted. */
function onHistoryWrite() {
  if (!shown || window.location.pathname === shown.path || document.hidden) return follow();
  cancelPending();
  // A requestAnimationFrame callback runs just before the frame is painted; a task queued
  // from it runs once that frame is on screen.
  frame = requestAnimationFrame(() => {
    frame = undefined;
    task = setTimeout(follow);
  });
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    shown ??= { path: window.location.pathname, search: window.location.search };
    window.addEventListener('pushState', onHistoryWrite);
    window.addEventListener('replaceState', onHistoryWrite);
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('pushState', onHistoryWrite);
    window.removeEventListener('replaceState', onHistoryWrite);
    window.removeEventListener('popstate', follow);
    window.removeEventListener('hashchange', follow);
    cancelPending();
    shown = undefined;
  };
}

const current = () => (shown ??= { path: window.location.pathname, search: window.location.search });
const currentPath = () => current().path;
const currentSearch = () => current().search;

/** The search string (after "?"), as wouter's own search hook gives it. */
const useDeferredSearch: BaseSearchHook = ({ ssrSearch }: { ssrSearch?: string } = {}) =>
  useSyncExternalStore(subscribe, currentSearch, ssrSearch != null ? () => ssrSearch : currentSearch);

/** wouter's `hook` for the public site's Router: the path React shows, and the browser's navigate. */
export const useDeferredLocation: BaseLocationHook = ({ ssrPath }: { ssrPath?: string } = {}) => [
  useSyncExternalStore(subscribe, currentPath, ssrPath != null ? () => ssrPath : currentPath),
  navigate,
];
useDeferredLocation.searchHook = useDeferredSearch;

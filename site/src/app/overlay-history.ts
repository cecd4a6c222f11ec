// Back closes what covers the page (decisions 016 and 036): the photo viewer, the phone menu,
// the "Voir en 360°" view, the chat on a phone. A visitor takes a view that fills the screen
// for a page of its own, and the phone's back gesture for the way out of it; leaving the page
// instead lost what was there (the chat's conversation). So while one is open it holds one
// history entry of its own, at the same address, marked in history.state:
// - Back leaves that entry, and the overlay closes (useBackCloses);
// - closed otherwise (its button, Escape, the backdrop), it steps back over its entry, so the
//   next Back leaves the page at once;
// - a link followed from inside it takes the place of its entry (overlayAwareNavigation): the
//   page opens once, and Back from there returns to the page under the overlay, not to it;
// - an entry whose overlay is no longer open (the page reloaded with one open, Forward after
//   Back closed one) is stepped back over as soon as it is reached (watchOverlayEntries).
import { useEffect, useRef } from 'react';
import type { AroundNavHandler } from 'wouter';
import { historyStateWith } from './history-state';

const KEY = 'overlay';
/** The entries of the overlays open in this page. */
const held = new Set<string>();
let counter = 0;

function currentEntry(): string | undefined {
  const state: unknown = window.history.state;
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * While `open`, one history entry at the same address: Back removes it and calls `close`;
 * closing otherwise removes it.
 */
export function useBackCloses(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    // Unique across reloads too: an entry left by an earlier load is never taken for this one's.
    const entry = `${Date.now().toString(36)}-${++counter}`;
    held.add(entry);
    window.history.pushState(historyStateWith({ [KEY]: entry }), '');
    const onPop = () => {
      if (currentEntry() !== entry) closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      held.delete(entry);
      // Looked at once the event that closed it is over: a link that closes its overlay
      // navigates after the close, in the same click, and its page has then replaced the
      // entry; going back would undo that navigation.
      queueMicrotask(() => {
        if (currentEntry() === entry) window.history.back();
      });
    };
  }, [open]);
}

/**
 * The router's navigations (wouter's aroundNav): from an overlay's entry, the new page takes
 * that entry's place, so no entry of a closed overlay stays under it. A link to the page shown
 * only closes its overlay, which steps back over its entry itself.
 */
export const overlayAwareNavigation: AroundNavHandler = (navigate, to, options) => {
  if (!currentEntry()) return navigate(to, options);
  if (new URL(to, window.location.href).href === window.location.href) return;
  navigate(to, { ...options, replace: true });
};

/** Once in the browser, before the page is live: steps back over an entry no open overlay holds. */
export function watchOverlayEntries() {
  const check = () => {
    const entry = currentEntry();
    if (entry && !held.has(entry)) window.history.back();
  };
  check();
  window.addEventListener('popstate', check);
}

// Moves inside the app drop a screen's unsaved typing as surely as a closed tab: a link,
// Retour, or the browser's Back (a phone's back gesture) with a dialog open. They ask first,
// as the dialogs do for their own ways out (decision 017).
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Router, type AroundNavHandler, type BaseLocationHook } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { discardUnsavedTyping, hasUnsavedTyping, leaveTyping } from '../forms/warn-before-leaving';
import { useConfirm } from './confirm';

// The path the screens are drawn for. Not read from the address bar as it stands: on Back
// the browser changes the address before it tells the page (popstate), and a render in
// between (wouter's own hook reads location.pathname on every render) would already
// unmount the form. The path moves only when a move is let through.
let shownPath = typeof location === 'undefined' ? '/' : location.pathname;
const watchers = new Set<() => void>();
function showCurrentPath() {
  if (location.pathname === shownPath) return;
  shownPath = location.pathname;
  watchers.forEach((w) => w());
}
const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
};
const useShownLocation: BaseLocationHook = () => [useSyncExternalStore(subscribe, () => shownPath), browserNavigate];

export function LeaveGuard({ children }: { children: ReactNode }) {
  const confirm = useConfirm();

  // Links, Retour and code. A replacing move is a redirect (no session, the login's
  // welcome), not a person leaving: it goes at once.
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      if (options?.replace || !hasUnsavedTyping()) return navigate(to, options);
      void confirm(leaveTyping).then((ok) => {
        if (!ok) return;
        discardUnsavedTyping();
        navigate(to, options);
      });
    },
    [confirm],
  );

  // Back and Forward: the screen left is put back as the newest entry, so the entry asked
  // for is then the previous one, which one history.back() reaches once confirmed.
  useEffect(() => {
    let here = { url: location.href, state: history.state as unknown };
    let asking = false;
    let passing = false;
    // wouter's module dispatches these events for every pushState and replaceState.
    const moved = () => {
      here = { url: location.href, state: history.state as unknown };
      showCurrentPath();
    };
    const onPop = () => {
      // A fragment ("Aller au contenu") stays on the screen.
      const sameScreen = new URL(here.url).pathname === location.pathname;
      if (passing || sameScreen || !hasUnsavedTyping()) {
        passing = false;
        moved();
        return;
      }
      history.pushState(here.state, '', here.url);
      if (asking) return;
      asking = true;
      void confirm(leaveTyping).then((ok) => {
        asking = false;
        if (!ok) return;
        discardUnsavedTyping();
        passing = true;
        history.back();
      });
    };
    showCurrentPath();
    window.addEventListener('popstate', onPop);
    window.addEventListener('pushState', moved);
    window.addEventListener('replaceState', moved);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pushState', moved);
      window.removeEventListener('replaceState', moved);
    };
  }, [confirm]);

  return (
    <Router hook={useShownLocation} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}

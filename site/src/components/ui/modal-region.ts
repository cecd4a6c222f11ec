// A window of our own (not a Radix Dialog) made modal while it covers the screen: the chat on a
// phone. Everything else in the document is inert, the skip link, the footer and whatever is
// added meanwhile (a toast) included, so neither Tab nor a screen reader reaches what nobody
// can see; Tab and Shift+Tab go round the window's own controls instead of leaving it for the
// browser's bar; Escape closes it wherever the focus is (<body> included).
import { useLayoutEffect, useRef, type RefObject } from 'react';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

/** Makes inert every element outside `self`, level by level up to <body>; gives them back on the returned call. */
function inertOutside(self: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  const cover = (el: Node) => {
    if (el instanceof HTMLElement && !el.inert) {
      el.inert = true;
      made.push(el);
    }
  };
  const observers: MutationObserver[] = [];
  for (let node = self; node !== document.body && node.parentElement; node = node.parentElement) {
    const kept = node;
    for (const el of Array.from(node.parentElement.children)) if (el !== kept) cover(el);
    const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(cover)));
    observer.observe(node.parentElement, { childList: true });
    observers.push(observer);
  }
  return () => {
    for (const o of observers) o.disconnect();
    for (const el of made) el.inert = false;
  };
}

/**
 * While `active`, the element of `ref` is the only live part of the document. A layout effect:
 * the page is live again within the commit that ends it, before anything outside takes the
 * focus back.
 */
export function useModalRegion(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const restore = inertOutside(root);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = tabbables(root);
      const at = document.activeElement;
      const first = list[0];
      const last = list[list.length - 1];
      const inside = at instanceof Node && root.contains(at);
      let to: HTMLElement | undefined;
      if (!first || !last) to = root;
      else if (!inside) to = e.shiftKey ? last : first;
      else if (e.shiftKey && (at === first || at === root)) to = last;
      else if (!e.shiftKey && at === last) to = first;
      if (to) {
        e.preventDefault();
        to.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
    };
  }, [ref, active]);
}

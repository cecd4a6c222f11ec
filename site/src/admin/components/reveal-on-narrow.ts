import { useEffect, useRef, type RefObject } from 'react';

/** Where the list screens put the detail beside the list (Tailwind's `lg`). */
const SIDE_BY_SIDE = '(min-width: 1024px)';

/**
 * On a phone the detail of a list item is drawn under the whole list, off the screen, and a
 * tap seemed to do nothing: once an item is chosen there, the detail takes the focus, which
 * brings it into view and has a screen reader start there. Side by side, nothing moves.
 */
export function useRevealOnNarrow(detail: RefObject<HTMLElement | null>, chosen: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (chosen == null || window.matchMedia(SIDE_BY_SIDE).matches) return;
    detail.current?.focus();
  }, [detail, chosen]);
}

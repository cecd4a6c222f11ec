// A long list shown `step` items at a time ("Voir plus …"): the album tiles, the news cards.
// A press on "Voir plus" moves the focus to the first new item, as a keyboard or screen
// reader user expects, since the button itself may be gone once everything is shown.
import { useEffect, useRef, useState } from 'react';

export function useSteps(step: number, focusItem: (index: number) => void) {
  const [shown, setShown] = useState(step);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    focusItem(focusFrom.current);
    focusFrom.current = null;
  }, [shown, focusItem]);
  return {
    shown,
    showMore() {
      focusFrom.current = shown;
      setShown(shown + step);
    },
    /** Shows the items up to `index` (whole steps), e.g. where a viewer was closed. */
    showUpTo(index: number) {
      if (index >= shown) setShown(Math.ceil((index + 1) / step) * step);
    },
    reset() {
      setShown(step);
    },
  };
}

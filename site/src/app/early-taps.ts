// Taps made before hydration. A page is readable, its buttons visible, long before its
// scripts have arrived and run: 1.5 to 3 s on a slow phone over mobile data. Links and the
// contact form work without scripts, but a button does nothing until React has hydrated it,
// and React sees no event from before hydrateRoot (after that call it hydrates at once on a
// tap and handles it, react#22448). The tap was lost, without a sign.
//
// So a tiny script inlined in the page's head (vite.config.ts; it carries the response's CSP
// nonce like every script of the page) notes, from the start, a click on a script-driven
// button: the button is marked (styles.css shows it pressed and waiting) and kept. Once
// hydration has committed, the client entry clicks it again and the script stops.
// See docs/decisions/037.

/** The mark of the button tapped before hydration, until its tap is done. */
export const EARLY_TAP = 'data-early-tap';

/** What a script makes work: buttons, and elements in their role or a tab's. */
export const TAPPABLE = 'button,[role=button],[role=tab]';

export interface EarlyTaps {
  /** The button tapped last before hydration. */
  tap?: Element;
  /** Stops noting taps. */
  stop(): void;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

/**
 * The inline script. Inlined by its source text (vite.config.ts): it names nothing from
 * outside its body and gets its constants as arguments.
 *
 * Noted: a click on a TAPPABLE element inside the React root. Left alone, as they work
 * without scripts: links, and a form's submit and reset buttons.
 * Only the last tap is kept, and pressed once: a double tap, or a visitor tapping again for
 * want of an answer, must not open then close a panel; and a visitor who tapped the menu,
 * then the assistant, wants the assistant, not both panels over each other. The mark moves
 * to the button that will be pressed.
 * A noted click goes no further: between hydrateRoot and its commit React would hydrate at
 * once and handle it too.
 */
export function captureEarlyTaps(w: Window, mark: string, tappable: string): void {
  const early: EarlyTaps = { stop };
  function stop() {
    w.removeEventListener('click', onClick, true);
    w.removeEventListener('error', onError, true);
  }
  function onClick(e: Event) {
    const el = (e.target as Element).closest?.(tappable) as HTMLButtonElement | null | undefined;
    if (!el || el.matches('a[href]') || !el.closest('#root') || (el.form && (el.type == 'submit' || el.type == 'reset'))) return;
    e.stopImmediatePropagation();
    early.tap?.removeAttribute(mark);
    el.setAttribute(mark, '');
    early.tap = el;
  }
  // The page's scripts could not be downloaded: nothing will press the button, which stops
  // saying it will.
  function onError(e: Event) {
    if ((e.target as Element).tagName != 'SCRIPT') return;
    stop();
    early.tap?.removeAttribute(mark);
    delete w.__earlyTaps;
  }
  w.addEventListener('click', onClick, true);
  w.addEventListener('error', onError, true);
  w.__earlyTaps = early;
}

/**
 * Once hydration has committed: stops the inline script and presses the button tapped before.
 * React keeps the server's nodes when it hydrates, so that is the element tapped. When it
 * could not (a page some extension had changed is rendered afresh), the one button alike
 * in the new page is pressed; a button no longer there is not replaced by another.
 * Once only; nothing at all without the inline script.
 */
export function replayEarlyTaps(w: Window = window): void {
  const early = w.__earlyTaps;
  if (!early) return;
  delete w.__earlyTaps;
  early.stop();
  const tapped = early.tap;
  if (!tapped) return;
  tapped.removeAttribute(EARLY_TAP);
  const target = tapped.isConnected ? tapped : twin(tapped, w.document);
  if (target instanceof HTMLElement) target.click();
}

const signature = (el: Element) => [el.tagName, el.getAttribute('role'), el.getAttribute('aria-label'), el.textContent].join('\n');

function twin(gone: Element, doc: Document): Element | undefined {
  const alike = [...doc.querySelectorAll(`#root :is(${TAPPABLE})`)].filter((el) => signature(el) === signature(gone));
  return alike.length === 1 ? alike[0] : undefined;
}

// Where the keyboard is after a client-side navigation. A full page load starts at the top of
// the new document and a screen reader reads its title; a navigation inside the site changes
// the page under the focus, which stayed on the link followed (or fell to <body> when that
// link was removed), so nothing said that the article had opened.

/** The page is read as settled once its content has not changed for this long. */
const QUIET_MS = 300;
/** Past this, a page still loading is left as it is (its own states speak). */
const GIVE_UP_MS = 60_000;

/**
 * Moves the focus into the page at once (so the next Tab starts from its content, not from the
 * link followed), then onto its heading once the page has settled: a screen reader reads the
 * heading, the article's or the album's title, when it arrives rather than "Chargement...".
 * Left alone as soon as the visitor moves the focus themselves. Returns the cleanup.
 */
export function focusArrivedPage(main: HTMLElement): () => void {
  main.focus({ preventScroll: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillOurs = () => document.activeElement === main || document.activeElement === document.body;
  const settle = () => {
    // A page whose code is still on its way is drawn over the one left, which Suspense keeps
    // in the document, hidden (display: none), with its own h1: on a slow phone that one was
    // found, could not take the focus, and the arriving page's was never looked for.
    const heading = Array.from(main.querySelectorAll('h1')).find((h) => h.getClientRects().length > 0);
    if (!heading) return;
    if (!stillOurs()) return stop();
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    if (document.activeElement === heading) stop();
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(settle, QUIET_MS);
  });
  const giveUp = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(giveUp);
  }
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  timer = setTimeout(settle, QUIET_MS);
  return stop;
}

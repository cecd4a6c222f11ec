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
    const heading = main.querySelector('h1');
    if (!heading) return;
    stop();
    if (!stillOurs()) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
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

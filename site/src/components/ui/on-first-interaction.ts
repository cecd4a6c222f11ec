// Code that only a gesture can need (the mobile menu's panel, the image viewer) is fetched
// at the visitor's first touch, click or key press: early enough for the panel to be there
// when it opens, yet off the first download of a page that is only read.
const EVENTS = ['pointerdown', 'keydown'] as const;

/** Runs `task` once, at the first pointer or keyboard input on the page. Returns a cancel function. */
export function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of EVENTS) window.removeEventListener(type, run, { capture: true });
  };
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}

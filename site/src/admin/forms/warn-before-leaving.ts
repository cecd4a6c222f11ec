// A form with unsaved typing and the tab closed, reloaded or left by the browser's own
// buttons: the browser asks first ("Quitter le site ?"), as it does for any page that says
// so. The back office's own ways out (Annuler, Escape, a click outside) ask in the dialog
// itself; this covers the ones the page does not see. The desktop app's window turns the
// same request into its own question (desktop-admin main process, will-prevent-unload).
import { useEffect } from 'react';

function askFirst(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Still needed by some browsers for the question to be asked.
  e.returnValue = '';
}

export function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [unsaved]);
}

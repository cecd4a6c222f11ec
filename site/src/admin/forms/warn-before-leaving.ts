// A form with unsaved typing and the tab closed, reloaded or left by the browser's own
// buttons: the browser asks first ("Quitter le site ?"), as it does for any page that says
// so. The back office's own ways out (Annuler, Escape, a click outside) ask in the dialog
// itself; a link, Retour or the browser's Back inside the app ask through
// `components/leave-guard.tsx`, which reads `hasUnsavedTyping`. The desktop app's window
// turns the same request into its own question (desktop-admin main process,
// will-prevent-unload).
import { useEffect } from 'react';

function askFirst(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Still needed by some browsers for the question to be asked.
  e.returnValue = '';
}

/** Mounted forms holding unsaved typing. */
let unsavedForms = 0;

export const hasUnsavedTyping = () => unsavedForms > 0;

/** The question before a move to another screen drops the typing (decision 017's, in the app). */
export const leaveTyping = {
  title: 'Quitter sans enregistrer ?',
  description: 'Ce que vous avez saisi sur cet écran sera perdu.',
  confirmLabel: 'Quitter sans enregistrer',
};

export function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    unsavedForms++;
    window.addEventListener('beforeunload', askFirst);
    return () => {
      unsavedForms--;
      window.removeEventListener('beforeunload', askFirst);
    };
  }, [unsaved]);
}

// A form with unsaved typing and the tab closed, reloaded or left by the browser's own
// buttons: the browser asks first ("Quitter le site ?"), as it does for any page that says
// so. The back office's own ways out (Annuler, Escape, a click outside) ask in the dialog
// itself; a link, Retour or the browser's Back inside the app ask through
// `components/leave-guard.tsx`, which reads `hasUnsavedTyping`. The desktop app's window
// turns the same request into its own question (desktop-admin main process,
// will-prevent-unload).
import { useEffect, useRef } from 'react';

function askFirst(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Still needed by some browsers for the question to be asked.
  e.returnValue = '';
}

/** Mounted forms holding unsaved typing, each with what to do when the typing is given up. */
const unsavedForms = new Set<{ discard?: () => void }>();

export const hasUnsavedTyping = () => unsavedForms.size > 0;

/** A move away was confirmed: the forms' typing is given up (their drafts go with it). */
export const discardUnsavedTyping = () => unsavedForms.forEach((f) => f.discard?.());

/** The question before a move to another screen drops the typing (decision 017's, in the app). */
export const leaveTyping = {
  title: 'Quitter sans enregistrer ?',
  description: 'Ce que vous avez saisi sur cet écran sera perdu.',
  confirmLabel: 'Quitter sans enregistrer',
};

export function useWarnBeforeLeaving(unsaved: boolean, discard?: () => void) {
  const onDiscard = useRef(discard);
  onDiscard.current = discard;
  useEffect(() => {
    if (!unsaved) return;
    const form = { discard: () => onDiscard.current?.() };
    unsavedForms.add(form);
    window.addEventListener('beforeunload', askFirst);
    return () => {
      unsavedForms.delete(form);
      window.removeEventListener('beforeunload', askFirst);
    };
  }, [unsaved]);
}

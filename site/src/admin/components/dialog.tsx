// The create/edit dialogs of every screen (Radix Dialog: focus trap, Escape, aria-modal).
// Screens open them from plain buttons, not Radix triggers, so the opener is remembered
// here and gets the focus back on close.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { spaced } from './french';

const sizes = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

const focusHeading = () => document.querySelector<HTMLElement>('h1')?.focus();

/**
 * A confirmed deletion removes the opener's row once the server has answered, after the
 * dialog has closed and given the focus back: the focus would then fall to <body>, and a
 * keyboard user would start again from the top. The page's heading takes it instead. The
 * deletions without a confirmation (institutes, projects) watch their button the same way.
 */
export function headingWhenRemoved(el: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (document.activeElement !== el && document.activeElement !== document.body) observer.disconnect();
    else if (!el.isConnected) {
      observer.disconnect();
      focusHeading();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 60_000);
}

/** Remembers the focused element when a dialog opens and focuses it again on close. */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (e: Event) => {
      e.preventDefault();
      const el = opener.current;
      // The opener may be gone already (a deleted row): the page's heading takes the focus.
      // Unless the focus is somewhere already: "Fermer sans enregistrer ?" was opened from
      // a form dialog that closed with it, and that dialog gave the focus back to its own
      // opener first (the "Modifier" button the keyboard came from).
      if (el?.isConnected) {
        el.focus();
        headingWhenRemoved(el);
      } else if (!document.activeElement || document.activeElement === document.body) focusHeading();
    },
  };
}

/**
 * Escape for a dialog under a toast. Radix gives Escape to the newest dismissable layer only,
 * and a toast shown after the dialog opened (a save's answer arriving late) is one: the key
 * closed the toast and left the dialog open, where the focus is. On the dialog's content, the
 * key a layer did not take (not defaultPrevented) closes the dialog, as it would have anyway.
 */
export function closeOnEscapeUnderToast(close: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    close();
  };
}

/**
 * The form's first field, where typing goes once the dialog opens (Radix would focus the
 * close button, the first thing it can focus: typing then went nowhere). Not on a touch
 * screen: there the on-screen keyboard would rise over half the form before it is read.
 */
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  if (!form || !window.matchMedia('(pointer: fine)').matches) return null;
  return form.querySelector<HTMLElement>('input:not([type="hidden"]):not([type="file"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)');
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'lg',
  onSubmit,
  footer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: keyof typeof sizes;
  /** The dialog's body is a form: Enter submits, the footer's submit button too. */
  onSubmit: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  const focus = useReturnFocus();
  const form = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-navy-950/60" />
        <DialogPrimitive.Content
          onOpenAutoFocus={(e) => {
            focus.onOpenAutoFocus();
            const field = firstField(form.current);
            if (!field) return;
            e.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onKeyDown={closeOnEscapeUnderToast(() => onOpenChange(false))}
          className={cn(
            'fixed left-1/2 top-1/2 z-40 flex max-h-[94dvh] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl focus:outline-none',
            sizes[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-bold text-navy-900">{spaced(title)}</DialogPrimitive.Title>
              {description && <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{spaced(description)}</DialogPrimitive.Description>}
            </div>
            <DialogPrimitive.Close className="-mr-2 -mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50" aria-label="Fermer">
              <X aria-hidden="true" className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          <form ref={form} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

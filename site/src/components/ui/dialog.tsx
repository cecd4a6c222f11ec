import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from '../icons';
import { useState, type ReactNode } from 'react';
import { useBackCloses } from '../../app/overlay-history';
import { cn } from './cn';

/**
 * Radix's Dialog root, controlled (`open` and `onOpenChange`) or not. Every dialog of the
 * public site covers the page (the phone menu, the "Voir en 360°" view, the photo viewer), so
 * while open it holds a history entry and Back closes it (app/overlay-history.ts).
 */
export function Dialog({ open, onOpenChange, children }: { open?: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode }) {
  const [ownOpen, setOwnOpen] = useState(false);
  const shown = open ?? ownOpen;
  const change = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  useBackCloses(shown, () => change(false));
  return (
    <DialogPrimitive.Root open={shown} onOpenChange={change}>
      {children}
    </DialogPrimitive.Root>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A modal with an accessible title (visually hidden when `hideTitle`), Escape and focus trap from Radix. */
export function DialogContent({
  title,
  description,
  hideTitle,
  className,
  overlayClassName,
  children,
  closeLabel = 'Fermer',
}: {
  title: string;
  description?: string;
  hideTitle?: boolean;
  className?: string;
  overlayClassName?: string;
  children: ReactNode;
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/80', overlayClassName)} />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-xl bg-white p-4 shadow-2xl focus:outline-none',
          className,
        )}
        aria-describedby={description ? undefined : undefined}
      >
        <DialogPrimitive.Title className={hideTitle ? 'sr-only' : 'pr-10 text-lg font-bold text-navy-900'}>{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow hover:bg-white"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

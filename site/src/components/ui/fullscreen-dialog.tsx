// Full-screen variant of dialog.tsx's content (same Radix Dialog): dialog.tsx caps the
// modal at max-w-3xl / 92vh with classes that appended classes cannot reliably override.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from '../icons';
import type { ReactNode } from 'react';

export function FullscreenDialogContent({
  title,
  description,
  children,
  closeLabel = 'Fermer',
}: {
  title: string;
  description?: string;
  children: ReactNode;
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950" />
      <DialogPrimitive.Content
        className="surface-dark fixed inset-0 z-50 flex flex-col bg-navy-950 text-white focus:outline-none"
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <DialogPrimitive.Title className="text-base font-bold sm:text-lg">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        </div>
        <DialogPrimitive.Description className="sr-only">{description ?? title}</DialogPrimitive.Description>
        <div className="min-h-0 flex-1">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

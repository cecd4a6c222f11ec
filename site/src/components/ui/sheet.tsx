// A side panel built on the same Radix Dialog as dialog.tsx. dialog.tsx's content is a
// centred modal whose position classes cannot be overridden by appending classes (both
// would end up in the stylesheet), so the sheet gets its own content component.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from '../icons';
import type { ReactNode } from 'react';
import { cn } from './cn';

export function SheetContent({
  title,
  id,
  className,
  children,
  closeLabel = 'Fermer',
  onCloseAutoFocus,
}: {
  title: string;
  id?: string;
  className?: string;
  children: ReactNode;
  closeLabel?: string;
  /** Where the focus goes on close when the sheet is opened by a button that is not a Radix Trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-navy-950/70" />
      <DialogPrimitive.Content
        id={id}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'sheet-panel fixed inset-y-0 right-0 z-50 flex h-full w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none',
          className,
        )}
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <DialogPrimitive.Title className="text-base font-bold text-navy-900">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-navy-900 hover:bg-navy-50"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

// Deletion confirmations (admin-back-office.md section 5) as an accessible alert dialog
// instead of the browser prompt: `if (await confirm({ title })) …`. The focus starts on
// "Annuler", so Enter alone never deletes anything.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { closeOnEscapeUnderToast, useReturnFocus } from './dialog';
import { dangerButton } from './buttons';
import { spaced } from './french';

export interface ConfirmOptions {
  /** The question, worded as the spec ("Êtes-vous sûr de vouloir supprimer ce slider ?"). */
  title: string;
  description?: string;
  confirmLabel?: string;
  /** The question goes, answered "no", when this aborts: what it asked about is gone. */
  signal?: AbortSignal;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm>(() => Promise.resolve(false));
export const useConfirm = () => useContext(ConfirmContext);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus();

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        if (options.signal?.aborted) return resolve(false);
        const entry = { ...options, resolve };
        options.signal?.addEventListener(
          'abort',
          () => {
            resolve(false);
            setRequest((current) => (current === entry ? null : current));
          },
          { once: true },
        );
        setRequest(entry);
      }),
    [],
  );
  const settle = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <DialogPrimitive.Root open={!!request} onOpenChange={(open) => !open && settle(false)}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
          <DialogPrimitive.Content
            role="alertdialog"
            onOpenAutoFocus={(e) => {
              focus.onOpenAutoFocus();
              e.preventDefault();
              cancelRef.current?.focus();
            }}
            onCloseAutoFocus={focus.onCloseAutoFocus}
            onKeyDown={closeOnEscapeUnderToast(() => settle(false))}
            className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-2xl focus:outline-none"
          >
            <DialogPrimitive.Title className="text-base font-bold text-navy-900">{spaced(request?.title)}</DialogPrimitive.Title>
            <DialogPrimitive.Description className={request?.description ? 'mt-2 text-sm text-slate-700' : 'sr-only'}>
              {spaced(request?.description ?? 'Cette action est définitive.')}
            </DialogPrimitive.Description>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button ref={cancelRef} type="button" className={buttonClass('outline', 'sm')} onClick={() => settle(false)}>
                Annuler
              </button>
              <button type="button" className={dangerButton} onClick={() => settle(true)}>
                {request?.confirmLabel ?? 'Supprimer'}
              </button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </ConfirmContext.Provider>
  );
}

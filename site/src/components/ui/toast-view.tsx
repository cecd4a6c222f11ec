// The visible part of the toasts (Radix Toast), a chunk of its own: toast.tsx loads it at
// the first toast, so no page downloads Radix Toast for a notification it may never show.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { frenchSpacing } from '@ecole/shared/format';
import { X } from '../icons';
import { cn } from './cn';
import type { ToastState } from './toast';

export default function ToastView({ toast, onDismiss }: { toast: ToastState | null; onDismiss: () => void }) {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onDismiss()}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition',
            toast.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-bold">{frenchSpacing(toast.title)}</ToastPrimitive.Title>
            {toast.description && <ToastPrimitive.Description className="whitespace-pre-line text-sm opacity-90">{frenchSpacing(toast.description)}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Fermer" className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/* At the top, centred: never over a dialog's buttons (its footer) nor the floating
          ones. At the bottom right an error toast lay over the "Créer" it asks to press again
          (a click got through 5 s later), the chat button and the desktop app's pause; at the
          bottom left, over list rows and the content editor's buttons. Up there it covers a
          dialog's title and the middle of a header, where nothing waits to be pressed. On a
          phone a dialog's "Fermer" (×) sits in that band, 20 to 60 px from the right edge: the
          toast stops 64 px short of it there (the dialog's title, on the left, is what it
          covers). From 640 px the centred toast is narrower than any dialog and clear of it. */}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[100] mx-auto flex max-h-screen w-full flex-col p-4 pr-16 sm:max-w-sm sm:pr-4" />
    </ToastPrimitive.Provider>
  );
}

// Toasts as public-site.md section 9 states them: one visible at a time, 5000 ms,
// swipe right to dismiss past 50 px. Radix announces them to screen readers.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cn } from './cn';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const show = useCallback((t: ToastInput) => setToast({ ...t, id: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
        {children}
        {toast && (
          <ToastPrimitive.Root
            key={toast.id}
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && setToast(null)}
            className={cn(
              'relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition',
              toast.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-bold">{toast.title}</ToastPrimitive.Title>
              {toast.description && <ToastPrimitive.Description className="text-sm opacity-90">{toast.description}</ToastPrimitive.Description>}
            </div>
            <ToastPrimitive.Close aria-label="Fermer" className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
              <X aria-hidden="true" className="h-4 w-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:bottom-4 sm:right-4 sm:max-w-sm" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

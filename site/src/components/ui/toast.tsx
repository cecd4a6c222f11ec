// Toasts as public-site.md section 9 states them: one visible at a time, 5000 ms,
// swipe right to dismiss past 50 px; placed where they cover no button (toast-view.tsx).
// Radix announces them to screen readers. Only this context is in the first download; the
// toast's code (toast-view.tsx) comes with the first toast and then stays mounted.
import { createContext, useCallback, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import { lazyPart, PartBoundary } from './lazy-part';
import type ToastViewType from './toast-view';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
export interface ToastState extends ToastInput {
  id: number;
}

type ViewProps = ComponentProps<typeof ToastViewType>;
const { Part: ToastView, load: loadToastView } = lazyPart<ViewProps>(() => import('./toast-view').then((m) => m.default));

/** Fetches the toast's code ahead of a toast that may come when the network is gone. */
export const preloadToast = () => void loadToastView().catch(() => {});

const ToastContext = createContext<(t: ToastInput) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback((t: ToastInput) => {
    setLoaded(true);
    setToast({ ...t, id: Date.now() });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {loaded && (
        <PartBoundary resetKey={toast?.id}>
          <ToastView toast={toast} onDismiss={dismiss} />
        </PartBoundary>
      )}
    </ToastContext.Provider>
  );
}

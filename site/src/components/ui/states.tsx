import { AlertCircle, Inbox, Loader2 } from '../icons';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { frenchSpacing } from '@ecole/shared/format';

const OFFLINE_WAIT = "Pas de connexion internet : le contenu s'affichera dès le retour de la connexion.";

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
/** Whether reads may go out: while the browser says it is offline, TanStack Query holds them. */
const useOnline = () => useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true);

/**
 * What a page's placeholder takes, while its code or data comes after a navigation inside the
 * site: the screen's height, so the footer stays below it, out of view, and nothing on screen
 * moves when the page arrives (decision 054). Shorter, the footer came up into view and the
 * page pushed it back down 0.6 to 0.9 s after the tap: a layout shift counted in the CLS.
 */
export const PAGE_PLACEHOLDER = 'min-h-screen';

/**
 * Loading text with a spinner, announced politely to screen readers. Offline, the read waits
 * for the connection (and then goes by itself): said so, rather than a spinner with no end.
 * `page`: the placeholder of a page's content (PAGE_PLACEHOLDER), the spinner at its top.
 */
export function LoadingState({ text, page = false }: { text: string; page?: boolean }) {
  const online = useOnline();
  return (
    <div role="status" className={`flex flex-col items-center gap-3 py-16 text-slate-600 ${page ? `${PAGE_PLACEHOLDER} justify-start` : 'justify-center'}`}>
      <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-navy-700" />
      <p>{text}</p>
      {!online && <p className="max-w-md text-center text-sm text-slate-700">{frenchSpacing(OFFLINE_WAIT)}</p>}
    </div>
  );
}

export function ErrorState({ title, text, children }: { title?: string; text: string; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <AlertCircle aria-hidden="true" className="h-10 w-10 text-red-700" />
      {title && <h2 className="text-lg font-bold text-red-900">{frenchSpacing(title)}</h2>}
      <p className="text-red-900">{frenchSpacing(text)}</p>
      {children}
    </div>
  );
}

export function EmptyState({ title, text, icon, children }: { title: string; text?: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
      {icon ?? <Inbox aria-hidden="true" className="h-10 w-10 text-slate-500" />}
      <h2 className="text-lg font-bold text-navy-900">{frenchSpacing(title)}</h2>
      {text && <p className="text-slate-700">{frenchSpacing(text)}</p>}
      {children}
    </div>
  );
}

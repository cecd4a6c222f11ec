// The upload queue: the total (bytes, files, speed, time left) with pause/resume and a
// limit of simultaneous uploads, and each file's own progress, status and actions.
import { Pause, Play, RotateCcw, Trash2, X } from 'lucide-react';
import { memo, useCallback, useId, useState } from 'react';
import { plural } from '@ecole/shared/format';
import { buttonClass } from '@ecole/site/src/components/ui/button';
import { cn } from '@ecole/site/src/components/ui/cn';
import { IconButton } from '@ecole/site/src/admin/components/buttons';
import { spaced } from '@ecole/site/src/admin/components/french';
import { useToast } from '@ecole/site/src/components/ui/toast';
import type { ItemStatus, QueueItemView, QueueSnapshot, QueueTotals } from '../../shared/api';
import { desktop } from './desktop';
import { formatBytes, formatDuration, formatSpeed } from './format';
import { useQueue } from './queue-state';

export const queueOfflineText = 'Serveur injoignable : les envois reprendront dès que la connexion revient.';

const STATUS: Record<ItemStatus, string> = {
  pending: 'En attente',
  hashing: 'Vérification…',
  queued: 'Prêt à envoyer',
  uploading: 'Envoi…',
  retrying: 'Nouvel essai',
  done: 'Envoyé',
  skipped: 'Ignoré',
  failed: 'Échec',
  cancelled: 'Annulé',
};

const TONE: Record<ItemStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  hashing: 'bg-slate-100 text-slate-800',
  queued: 'bg-slate-100 text-slate-800',
  uploading: 'bg-navy-50 text-navy-900',
  retrying: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-900',
  skipped: 'bg-slate-200 text-slate-800',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

const INERT = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-slate-200">
      <div className="h-full rounded-full bg-gold-500 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function useAction() {
  const toast = useToast();
  // Stable, so that the rows (memo) are not all drawn again at each queue message.
  return useCallback(
    (run: () => Promise<unknown>) =>
      void run().catch((e: unknown) => toast({ title: 'Erreur', description: e instanceof Error ? e.message : String(e), variant: 'destructive' })),
    [toast],
  );
}

/**
 * A ref for a button that can leave the page while it has the keyboard's focus (its file
 * finished, no failure left to retry): the focus would fall to <body>, the top of the
 * window, far from a list of 1 000 rows. It goes to `whereNext(el)()` instead. React
 * detaches a ref before it removes the element, so the focus can still be seen on it then;
 * where it goes is looked up once the commit is over.
 */
function keepFocus(whereNext: (el: HTMLElement) => () => HTMLElement | null | undefined) {
  return (el: HTMLElement | null) => {
    if (!el) return;
    return () => {
      if (!el.contains(document.activeElement)) return;
      const next = whereNext(el);
      queueMicrotask(() => {
        const dropped = !document.activeElement || document.activeElement === document.body;
        if (!el.isConnected && dropped) next()?.focus();
      });
    };
  };
}

/** "Retirer les fichiers terminés": always on screen (aria-disabled when there is nothing to remove). */
const clearButton = () => document.querySelector<HTMLElement>('[data-queue-clear]');

/** The action of the nearest row after (else before) `li` that has one. */
function nearestRowAction(li: Element | null): HTMLElement | null {
  if (!li?.isConnected) return null;
  for (const step of ['nextElementSibling', 'previousElementSibling'] as const)
    for (let row = li[step]; row; row = row[step]) {
      const action = row.querySelector<HTMLElement>('[data-row-action] button');
      if (action) return action;
    }
  return null;
}

const keepRowFocus = keepFocus((el) => {
  const li = el.closest('li');
  return () => nearestRowAction(li) ?? clearButton();
});
const keepToolbarFocus = keepFocus(() => clearButton);

/**
 * The buttons that stay on screen keep the focus when they have nothing to do: aria-disabled,
 * not disabled (decision 021), and their click refused.
 */
function inert(off: boolean, run: () => void) {
  return { 'aria-disabled': off || undefined, onClick: () => !off && run() };
}

function pauseText(q: QueueSnapshot) {
  if (q.paused === 'user') return 'En pause';
  if (q.paused === 'session' || q.paused === 'not-started') return 'En attente de connexion';
  if (q.paused === 'offline') return spaced(queueOfflineText);
  return null;
}

/** "6 fichiers envoyés, 1 ignoré, 1 échec": the end of a batch, as the live region says it. */
export function batchEndText(t: QueueTotals): string {
  const parts = [plural(t.filesDone, 'fichier envoyé', 'fichiers envoyés', 'aucun fichier envoyé')];
  if (t.filesSkipped) parts.push(plural(t.filesSkipped, 'ignoré', 'ignorés'));
  if (t.filesFailed) parts.push(plural(t.filesFailed, 'échec', 'échecs'));
  return parts.join(', ');
}

/**
 * The queue told to a screen reader, once for all tabs (the bar and the "Envois" tab show it
 * as plain text): the end of a batch, and a new failure while it runs. Not the progress: a
 * tick every 200 ms would drown everything else said.
 */
export function QueueAnnouncer() {
  const t = useQueue()?.totals;
  const working = !!t && t.filesTotal - t.filesDone - t.filesFailed > 0;
  const failed = t?.filesFailed ?? 0;
  const [seen, setSeen] = useState({ working, failed });
  const [said, setSaid] = useState('');
  if (t && (seen.working !== working || seen.failed !== failed)) {
    setSeen({ working, failed });
    if (seen.working && !working) setSaid(batchEndText(t));
    else if (working && failed > seen.failed) setSaid(plural(failed, "échec d'envoi", "échecs d'envoi"));
  }
  return (
    <p role="status" className="sr-only" data-testid="queue-announcer">
      {said}
    </p>
  );
}

export function QueueSummary({ onShowDetails }: { onShowDetails?: () => void }) {
  const q = useQueue();
  const act = useAction();
  const concurrencyId = useId();
  if (!q) return null;
  const t = q.totals;
  const working = t.filesTotal - t.filesDone - t.filesFailed > 0;
  const paused = pauseText(q);
  return (
    <section aria-label="Envois" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p className="font-semibold text-navy-900" data-testid="queue-files">
          {t.filesDone} / {plural(t.filesTotal, 'fichier envoyé', 'fichiers envoyés')}
        </p>
        <p className="text-slate-700" data-testid="queue-bytes">
          {formatBytes(t.bytesDone)} / {formatBytes(t.bytesTotal)}
        </p>
        {t.filesSkipped > 0 && <p className="text-slate-700">{plural(t.filesSkipped, 'ignoré', 'ignorés')}</p>}
        {t.filesFailed > 0 && <p className="font-semibold text-red-800">{plural(t.filesFailed, 'échec', 'échecs')}</p>}
        {working && !paused && t.speed > 0 && (
          <p className="text-slate-700" data-testid="queue-speed">
            {formatSpeed(t.speed)}
            {t.secondsLeft !== null && t.secondsLeft > 0 && <> · encore {formatDuration(t.secondsLeft)}</>}
          </p>
        )}
        {paused && working && (
          <p role="status" className="font-semibold text-amber-900" data-testid="queue-paused">
            {paused}
          </p>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <label htmlFor={concurrencyId} className="text-slate-700">
            Envois simultanés
          </label>
          <select
            id={concurrencyId}
            value={q.concurrency}
            onChange={(e) => act(() => desktop.setConcurrency(Number(e.target.value)))}
            className="rounded-md border border-slate-300 bg-white px-2 py-1"
          >
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {q.paused === 'user' ? (
            <button type="button" onClick={() => act(() => desktop.resumeQueue())} className={buttonClass('secondary', 'sm')}>
              <Play aria-hidden="true" className="h-4 w-4" />
              Reprendre
            </button>
          ) : (
            <button type="button" {...inert(!working || (q.paused !== null && q.paused !== 'offline'), () => act(() => desktop.pauseQueue()))} className={buttonClass('outline', 'sm', INERT)}>
              <Pause aria-hidden="true" className="h-4 w-4" />
              Pause
            </button>
          )}
          {onShowDetails && (
            <button type="button" onClick={onShowDetails} className={buttonClass('ghost', 'sm')}>
              Voir le détail
            </button>
          )}
        </div>
      </div>
      <Bar value={t.bytesDone} max={t.bytesTotal} label="Progression totale" />
    </section>
  );
}

/** The queue's files; `shown` false while its tab is hidden (the summary is then the window's bar). */
export function QueueList({ shown }: { shown: boolean }) {
  const q = useQueue();
  const act = useAction();
  if (!q) return null;
  const finished = q.items.some((i) => i.status === 'done' || i.status === 'skipped' || i.status === 'cancelled');
  const active = q.items.some((i) => !['done', 'skipped', 'failed', 'cancelled'].includes(i.status));
  return (
    <div className="grid gap-4">
      {shown && <QueueSummary />}
      <div className="flex flex-wrap gap-2">
        <button type="button" data-queue-clear {...inert(!finished, () => act(() => desktop.clearFinished()))} className={buttonClass('outline', 'sm', INERT)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Retirer les fichiers terminés
        </button>
        {q.totals.filesFailed > 0 && (
          <button type="button" ref={keepToolbarFocus} onClick={() => act(() => desktop.retryFailed())} className={buttonClass('secondary', 'sm')}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Réessayer les échecs
          </button>
        )}
        <button type="button" {...inert(!active, () => act(() => desktop.cancelAll()))} className={buttonClass('ghost', 'sm', INERT)}>
          <X aria-hidden="true" className="h-4 w-4" />
          Tout annuler
        </button>
      </div>
      {q.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-700">
          {spaced("Aucun envoi. Déposez des photos ou des dossiers sur un album de l'onglet « Albums et médias ».")}
        </p>
      ) : (
        <ul aria-label="Fichiers" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {q.items.map((item) => (
            <QueueRow key={item.id} item={item} act={act} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One file. 2 000 rows are normal (a school event): a queue message re-renders only the
 * rows whose file changed (the window keeps unchanged files as the same objects,
 * shared/queue-delta.ts), and the browser lays out and paints only the rows on screen
 * (content-visibility). Every row stays in the page, so the keyboard, a screen reader
 * and the page search still reach every file.
 */
const QueueRow = memo(function QueueRow({ item, act }: { item: QueueItemView; act: ReturnType<typeof useAction> }) {
  const live = item.status === 'uploading' || item.status === 'hashing' || item.status === 'pending' || item.status === 'queued' || item.status === 'retrying';
  const retryable = item.status === 'failed' || item.status === 'cancelled';
  return (
    <li className="grid gap-1.5 px-4 py-3 [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]" data-status={item.status} data-file={item.relPath}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium text-navy-900" title={item.relPath}>
          {item.relPath}
        </span>
        <span className="text-xs text-slate-600">{item.albumTitle}</span>
        <span className="text-xs text-slate-600">{formatBytes(item.size)}</span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONE[item.status])}>{STATUS[item.status]}</span>
        {/* One button that changes its action (Annuler ↔ Réessayer), so the focus stays on it. */}
        {(retryable || live) && (
          <span ref={keepRowFocus} data-row-action className="contents">
            {retryable ? (
              <IconButton label={`Réessayer ${item.relPath}`} onClick={() => act(() => desktop.retryItem(item.id))}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
              </IconButton>
            ) : (
              <IconButton label={`Annuler ${item.relPath}`} tone="red" onClick={() => act(() => desktop.cancelItem(item.id))}>
                <X aria-hidden="true" className="h-4 w-4" />
              </IconButton>
            )}
          </span>
        )}
      </div>
      {(item.status === 'uploading' || item.status === 'retrying' || (item.status === 'queued' && item.bytesSent > 0)) && (
        <div className="grid gap-1">
          <Bar value={item.bytesSent} max={item.size} label={`Progression de ${item.relPath}`} />
          <p className="text-xs text-slate-600">
            {formatBytes(item.bytesSent)} / {formatBytes(item.size)}
          </p>
        </div>
      )}
      {item.message && <p className={cn('text-sm', item.status === 'failed' ? 'text-red-800' : 'text-slate-700')}>{spaced(item.message)}</p>}
    </li>
  );
});

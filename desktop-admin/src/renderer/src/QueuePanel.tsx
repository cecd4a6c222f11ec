// The upload queue: the total (bytes, files, speed, time left) with pause/resume and a
// limit of simultaneous uploads, and each file's own progress, status and actions.
import { Pause, Play, RotateCcw, Trash2, X } from 'lucide-react';
import { memo, useCallback, useId } from 'react';
import { buttonClass } from '@ecole/site/src/components/ui/button';
import { cn } from '@ecole/site/src/components/ui/cn';
import { IconButton } from '@ecole/site/src/admin/components/buttons';
import { useToast } from '@ecole/site/src/components/ui/toast';
import type { ItemStatus, QueueItemView, QueueSnapshot } from '../../shared/api';
import { desktop } from './desktop';
import { formatBytes, formatDuration, formatSpeed, plural } from './format';
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

function pauseText(q: QueueSnapshot) {
  if (q.paused === 'user') return 'En pause';
  if (q.paused === 'session' || q.paused === 'not-started') return 'En attente de connexion';
  if (q.paused === 'offline') return queueOfflineText;
  return null;
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
            <button type="button" disabled={!working || (q.paused !== null && q.paused !== 'offline')} onClick={() => act(() => desktop.pauseQueue())} className={buttonClass('outline', 'sm')}>
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

export function QueueList() {
  const q = useQueue();
  const act = useAction();
  if (!q) return null;
  const finished = q.items.some((i) => i.status === 'done' || i.status === 'skipped' || i.status === 'cancelled');
  const active = q.items.some((i) => !['done', 'skipped', 'failed', 'cancelled'].includes(i.status));
  return (
    <div className="grid gap-4">
      <QueueSummary />
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={!finished} onClick={() => act(() => desktop.clearFinished())} className={buttonClass('outline', 'sm')}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Retirer les fichiers terminés
        </button>
        {q.totals.filesFailed > 0 && (
          <button type="button" onClick={() => act(() => desktop.retryFailed())} className={buttonClass('secondary', 'sm')}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Réessayer les échecs
          </button>
        )}
        <button type="button" disabled={!active} onClick={() => act(() => desktop.cancelAll())} className={buttonClass('ghost', 'sm')}>
          <X aria-hidden="true" className="h-4 w-4" />
          Tout annuler
        </button>
      </div>
      {q.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-700">
          Aucun envoi. Déposez des photos ou des dossiers sur un album de l'onglet « Albums et médias ».
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
  return (
    <li className="grid gap-1.5 px-4 py-3 [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]" data-status={item.status} data-file={item.relPath}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium text-navy-900" title={item.relPath}>
          {item.relPath}
        </span>
        <span className="text-xs text-slate-600">{item.albumTitle}</span>
        <span className="text-xs text-slate-600">{formatBytes(item.size)}</span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONE[item.status])}>{STATUS[item.status]}</span>
        {(item.status === 'failed' || item.status === 'cancelled') && (
          <IconButton label={`Réessayer ${item.relPath}`} onClick={() => act(() => desktop.retryItem(item.id))}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
          </IconButton>
        )}
        {live && (
          <IconButton label={`Annuler ${item.relPath}`} tone="red" onClick={() => act(() => desktop.cancelItem(item.id))}>
            <X aria-hidden="true" className="h-4 w-4" />
          </IconButton>
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
      {item.message && <p className={cn('text-sm', item.status === 'failed' ? 'text-red-800' : 'text-slate-700')}>{item.message}</p>}
    </li>
  );
});

// The upload queue as the main process reports it, shared by every part of the window.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authMessages } from '@ecole/shared/schemas/auth';
import { sessionKey } from '@ecole/site/src/admin/api/session';
import { useToast } from '@ecole/site/src/components/ui/toast';
import { albumsKey, itemsKey } from '@ecole/site/src/admin/features/gallery/api';
import type { SeqSnapshot } from '../../shared/api';
import { applyDelta } from '../../shared/queue-delta';
import { desktop, onDesktopEvent } from './desktop';

const QueueContext = createContext<SeqSnapshot | null>(null);

export const useQueue = () => useContext(QueueContext);

/**
 * Listens to the main process: queue snapshots, finished uploads (the album's media grid
 * and counts are refreshed) and an expired session (the screens fall back to the login;
 * the queue stays where it is and resumes after the next login).
 */
export function QueueProvider({ initial, children }: { initial: SeqSnapshot; children: ReactNode }) {
  const [queue, setQueue] = useState(initial);
  const held = useRef(initial);
  const show = useCallback((q: SeqSnapshot) => {
    held.current = q;
    setQueue(q);
  }, []);
  const qc = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | null = null;
    const changed = new Set<number>();
    // The main process sends what changed (core/queue-feed.ts); a missed message means
    // the whole list is asked for again, once at a time.
    let resyncing = false;
    const resync = () => {
      if (resyncing) return;
      resyncing = true;
      void desktop
        .queueSnapshot()
        .then((full) => {
          if (full.seq > held.current.seq) show(full);
        })
        .catch(() => {})
        .finally(() => (resyncing = false));
    };
    const off = onDesktopEvent((event) => {
      if (event.type === 'queue') {
        const next = applyDelta(held.current, event.delta);
        if (next) show(next);
        else resync();
      }
      else if (event.type === 'session-expired') {
        if (!qc.getQueryData(sessionKey)) return;
        qc.setQueryData(sessionKey, null);
        toast({ title: 'Erreur', description: authMessages.sessionExpired, variant: 'destructive' });
      }
      else if (event.type === 'album-changed') {
        // Many uploads finish close together: one refresh per album and second.
        changed.add(event.albumId);
        refresh ??= setTimeout(() => {
          refresh = null;
          void qc.invalidateQueries({ queryKey: albumsKey });
          for (const id of changed) void qc.invalidateQueries({ queryKey: itemsKey(id) });
          changed.clear();
        }, 1000);
      }
    });
    return () => {
      off();
      if (refresh) clearTimeout(refresh);
    };
  }, [qc, toast, show]);
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

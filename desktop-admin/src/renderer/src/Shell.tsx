// The administration window once logged in: albums (with bulk uploads), the site's
// content, and the upload queue; the queue's summary stays visible on every tab.
import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Admin } from '@ecole/shared/schemas/auth';
import { useLogout } from '@ecole/site/src/admin/api/session';
import { AdminBadge } from '@ecole/site/src/admin/components/layout';
import { ContentEditor } from '@ecole/site/src/admin/features/content/ContentEditor';
import { useSiteName } from '@ecole/site/src/admin/features/content/api';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ecole/site/src/components/ui/tabs';
import { useToast } from '@ecole/site/src/components/ui/toast';
import { AlbumsView } from './AlbumsView';
import { QueueAnnouncer, QueueList, QueueSummary } from './QueuePanel';
import { useQueue } from './queue-state';

type Tab = 'albums' | 'content' | 'queue';

export function Shell({ serverUrl, admin, onLogout }: { serverUrl: string; admin: Admin; onLogout: () => void }) {
  const [tab, setTab] = useState<Tab>('albums');
  const siteName = useSiteName();
  const logout = useLogout();
  const toast = useToast();
  const queue = useQueue();
  const heading = useRef<HTMLHeadingElement>(null);
  // Signed in: the keyboard starts at the window's title, not at <body> (the login form is gone).
  useEffect(() => heading.current?.focus(), []);
  const pending = queue ? queue.items.filter((i) => !['done', 'skipped', 'cancelled'].includes(i.status)).length : 0;

  return (
    // The queue bar is a footer of its own, never over the albums: only the middle scrolls.
    <div className="flex h-dvh flex-col">
      <header className="surface-dark border-b border-navy-800 bg-navy-900 text-white">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <h1 ref={heading} tabIndex={-1} className="truncate text-xl font-extrabold focus:outline-none">
              Administration {siteName}
            </h1>
            <p className="text-sm text-slate-200">{new URL(serverUrl).host}</p>
          </div>
          <AdminBadge username={admin.username} />
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                // After the hook has emptied the cache: the window then re-renders on the login.
                onSuccess: () => {
                  onLogout();
                  toast({ title: 'Déconnexion réussie', description: 'À bientôt !' });
                },
              })
            }
            className="inline-flex items-center gap-2 rounded-lg border border-white/30 px-3 py-2 text-sm font-semibold hover:bg-white/10"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Déconnexion
          </button>
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6">
        <TabsList aria-label="Sections">
          <TabsTrigger value="albums">Albums et médias</TabsTrigger>
          <TabsTrigger value="content">Contenus du site</TabsTrigger>
          <TabsTrigger value="queue">Envois{pending > 0 ? ` (${pending})` : ''}</TabsTrigger>
        </TabsList>
        {/* Kept mounted: coming back to a tab finds the album still open, the editor as left,
            and the queue's 1 000 rows without drawing them all again (only changed rows are). */}
        <TabsContent value="albums" forceMount className="data-[state=inactive]:hidden">
          <AlbumsView />
        </TabsContent>
        <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
          <h2 className="mb-1 text-lg font-bold text-navy-900">Gestion du contenu</h2>
          <p className="mb-4 text-sm text-slate-600">Modifiez les contenus par page et section</p>
          <ContentEditor />
        </TabsContent>
        <TabsContent value="queue" forceMount className="data-[state=inactive]:hidden">
          <QueueList shown={tab === 'queue'} />
        </TabsContent>
      </Tabs>
      </div>
      <QueueAnnouncer />
      {queue && queue.items.length > 0 && tab !== 'queue' && (
        <div className="shrink-0 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
          <div className="mx-auto w-full max-w-7xl px-4 py-3 sm:px-6">
            <QueueSummary onShowDetails={() => setTab('queue')} />
          </div>
        </div>
      )}
    </div>
  );
}

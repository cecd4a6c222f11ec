// The desktop window: first the server's address (first run), then the login, then the
// administration itself. The screens are the web back office's own components, given the
// desktop's client (its calls go through the main process) and upload function.
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createAdminClient } from '@ecole/shared/admin-client';
import { plural } from '@ecole/shared/format';
import { authMessages } from '@ecole/shared/schemas/auth';
import { AdminApiProvider, type AdminApi } from '@ecole/site/src/admin/api/context';
import { createAdminQueryClient } from '@ecole/site/src/admin/api/query-client';
import { sessionKey, useSession } from '@ecole/site/src/admin/api/session';
import { ConfirmProvider, useConfirm } from '@ecole/site/src/admin/components/confirm';
import { spaced } from '@ecole/site/src/admin/components/french';
import { FullPageSpinner, SessionExpiryWatcher } from '@ecole/site/src/admin/components/guard';
import { Toaster } from '@ecole/site/src/components/ui/toast';
import type { AppState, ItemStatus } from '../../shared/api';
import { bridgeFetch, bridgeUpload, desktop } from './desktop';
import { LoginScreen } from './LoginScreen';
import { QueueProvider, useQueue } from './queue-state';
import { ServerScreen } from './ServerScreen';
import { Shell } from './Shell';

/** Sent, skipped or cancelled: nothing is lost when the queue is emptied. */
const FINISHED: ReadonlySet<ItemStatus> = new Set(['done', 'skipped', 'cancelled']);

const api: AdminApi = { client: createAdminClient({ fetch: bridgeFetch }), upload: bridgeUpload };

/** Stored media are site paths (/media/…): the desktop loads them from the server. */
const onServer = (serverUrl: string) => (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${serverUrl}${url}` : url);

export function App() {
  const [queryClient] = useState(createAdminQueryClient);
  const [state, setState] = useState<AppState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    desktop.getState().then(
      (s) => {
        // What the main process found at start: no second check of the session.
        queryClient.setQueryData(sessionKey, s.admin);
        setState(s);
      },
      (e: unknown) => setFailure(e instanceof Error ? e.message : String(e)),
    );
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <AdminApiProvider value={api}>
        <Toaster>
          <ConfirmProvider>
            {failure ? (
              <p role="alert" className="p-8 text-red-800">
                {spaced(failure)}
              </p>
            ) : !state ? (
              <FullPageSpinner text="Démarrage..." />
            ) : (
              <QueueProvider initial={state.queue}>
                <SessionExpiryWatcher />
                <Screens initial={state} />
              </QueueProvider>
            )}
          </ConfirmProvider>
        </Toaster>
      </AdminApiProvider>
    </QueryClientProvider>
  );
}

function Screens({ initial }: { initial: AppState }) {
  const [serverUrl, setServerUrl] = useState(initial.serverUrl);
  const qc = useQueryClient();
  const session = useSession();
  const confirm = useConfirm();
  const queue = useQueue();
  // A session that ends without "Déconnexion" has expired: the login says so (the toast
  // alone could be replaced by the failed call's own).
  const [signedIn, setSignedIn] = useState(!!initial.admin);
  const [loggedOut, setLoggedOut] = useState(false);
  if (session.data && !signedIn) setSignedIn(true);
  const expired = signedIn && !loggedOut && !session.data;
  const withMedia = useMemo<AdminApi>(() => (serverUrl ? { ...api, mediaUrl: onServer(serverUrl) } : api), [serverUrl]);

  if (!serverUrl) {
    return (
      <ServerScreen
        onConnected={(url) => {
          qc.setQueryData(sessionKey, null);
          setServerUrl(url);
        }}
      />
    );
  }
  const changeServer = async () => {
    // Another server's album ids mean nothing here: forgetServer empties the queue (core/
    // queue.ts clearAll). Files not yet sent are then lost, so the administrator says so first.
    const abandoned = queue ? queue.items.filter((i) => !FINISHED.has(i.status)).length : 0;
    if (abandoned > 0) {
      const ok = await confirm({
        title: 'Changer de serveur ?',
        description: `${plural(abandoned, "fichier de la file d'envoi sera abandonné", "fichiers de la file d'envoi seront abandonnés")} (en attente, en cours d'envoi ou en échec).`,
        confirmLabel: 'Changer de serveur',
      });
      if (!ok) return;
    }
    await desktop.forgetServer();
    qc.clear();
    setServerUrl(null);
  };
  if (!session.data) {
    return (
      <LoginScreen
        serverUrl={serverUrl}
        onChangeServer={() => void changeServer()}
        startupProblem={expired ? authMessages.sessionExpired : initial.connectionError}
        onLoggedIn={() => {
          setSignedIn(true);
          setLoggedOut(false);
        }}
      />
    );
  }
  return (
    <AdminApiProvider value={withMedia}>
      <Shell serverUrl={serverUrl} admin={session.data} onLogout={() => setLoggedOut(true)} />
    </AdminApiProvider>
  );
}

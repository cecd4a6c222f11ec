import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { adminPaths } from '@ecole/shared/paths';
import { Toaster, preloadToast } from '../components/ui/toast';
import { AdminApiProvider, type AdminApi } from './api/context';
import { createAdminQueryClient } from './api/query-client';
import { useSession } from './api/session';
import { ConfirmProvider } from './components/confirm';
import { FullPageSpinner, RequireAdmin, SessionExpiryWatcher } from './components/guard';
import { LeaveGuard } from './components/leave-guard';
import { LoginScreen } from './features/auth/LoginScreen';
import { SetupScreen } from './features/auth/SetupScreen';
import { ChatsScreen } from './features/chats/ChatsScreen';
import { ContentScreen } from './features/content/ContentScreen';
import { DashboardScreen } from './features/dashboard/DashboardScreen';
import { FounderScreen } from './features/founder/FounderScreen';
import { GalleryScreen } from './features/gallery/GalleryScreen';
import { InstitutesScreen } from './features/institutes/InstitutesScreen';
import { MessagesScreen } from './features/messages/MessagesScreen';
import { NewsScreen } from './features/news/NewsScreen';
import { NotFoundScreen } from './features/not-found/NotFoundScreen';
import { ProgramsScreen } from './features/programs/ProgramsScreen';
import { ProjectsScreen } from './features/projects/ProjectsScreen';
import { SlidersScreen } from './features/sliders/SlidersScreen';
import { TariffsScreen } from './features/tariffs/TariffsScreen';

// The screens behind the session guard, from the one route table (shared/src/paths.ts).
// One bundle: lazy chunks would share modules with the public pages, and Vite's
// "common" group would then move those modules into the chunk every visitor loads.
const guarded: Array<[string, ComponentType]> = [
  [adminPaths.dashboard.path, DashboardScreen],
  [adminPaths.content.path, ContentScreen],
  [adminPaths.sliders.path, SlidersScreen],
  [adminPaths.founder.path, FounderScreen],
  [adminPaths.institutes.path, InstitutesScreen],
  [adminPaths.programs.path, ProgramsScreen],
  [adminPaths.news.path, NewsScreen],
  [adminPaths.projects.path, ProjectsScreen],
  [adminPaths.tariffs.path, TariffsScreen],
  [adminPaths.gallery.path, GalleryScreen],
  [adminPaths.messages.path, MessagesScreen],
  [adminPaths.chats.path, ChatsScreen],
];

export function AdminApp({ api }: { api: AdminApi }) {
  const [queryClient] = useState(createAdminQueryClient);
  // The toast's code comes on demand: fetched only when the first toast shows, it could not
  // come at all once the connection was gone, and a save that failed for that reason said
  // nothing. Every screen here may need it.
  useEffect(preloadToast, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminApiProvider value={api}>
        <Toaster>
          <ConfirmProvider>
            <a href="#contenu" className="sr-only z-50 rounded bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:left-2 focus:top-2">
              Aller au contenu
            </a>
            <SessionExpiryWatcher />
            <LeaveGuard>
              <FocusOnNavigation />
              <Switch>
                <Route path={adminPaths.root.path} component={RootRedirect} />
                <Route path={adminPaths.login.path} component={LoginScreen} />
                <Route path={adminPaths.setup.path} component={SetupScreen} />
                {guarded.map(([path, Component]) => (
                  <Route key={path} path={path}>
                    <RequireAdmin>
                      <Component />
                    </RequireAdmin>
                  </Route>
                ))}
                <Route component={NotFoundScreen} />
              </Switch>
            </LeaveGuard>
          </ConfirmProvider>
        </Toaster>
      </AdminApiProvider>
    </QueryClientProvider>
  );
}

/** /admin: the dashboard for an administrator, the login for anyone else (DECISIONS). */
function RootRedirect() {
  const { data: admin, isPending } = useSession();
  if (isPending) return <FullPageSpinner text="Vérification de la session..." />;
  return <Redirect to={admin ? adminPaths.dashboard.href() : adminPaths.login.href()} replace />;
}

/** After a client-side navigation, screen readers start at the new screen's title. */
function FocusOnNavigation() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // The screen may still be checking the session: wait for its heading.
    let tries = 0;
    const id = window.setInterval(() => {
      const h1 = document.querySelector<HTMLElement>('h1');
      if (h1 || ++tries > 20) {
        window.clearInterval(id);
        // A field the new screen focused itself (the login form's user name) keeps the focus.
        const active = document.activeElement;
        const placed = active?.closest('[role="dialog"]') || active?.matches('input, textarea, select');
        if (h1 && !h1.contains(active) && !placed) h1.focus({ preventScroll: true });
      }
    }, 50);
    return () => window.clearInterval(id);
  }, [location]);
  return null;
}

import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation, type AroundNavHandler } from 'wouter';
import { api } from '@ecole/shared/api';
import { toContentMap } from '@ecole/shared/content-keys';
import type { ContentList } from '@ecole/shared/schemas/content';
import { Layout, MAIN_ID } from '../components/layout/Layout';
import { Button } from '../components/ui/button';
import { ErrorState, PAGE_PLACEHOLDER } from '../components/ui/states';
import { RotateCw } from '../components/icons';
import { Toaster } from '../components/ui/toast';
import { applyHead } from './head';
import { PageLoadError } from './lazy-page';
import { PartBoundary } from '../components/ui/lazy-part';
import { matchRoute } from './match';
import { routeContext } from './query-client';
import { focusArrivedPage } from './page-arrival';
import { overlayAwareNavigation } from './overlay-history';
import { useDeferredLocation } from './deferred-location';
import { prefetchPage } from './page-prefetch';
import { notFoundRoute, routes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  /** Path and query string being rendered on the server. */
  ssrPath?: string;
  ssrSearch?: string;
  /** In the browser: called once hydration has committed (entry-client.tsx). */
  onHydrated?: () => void;
}

export function App({ queryClient, ssrPath, ssrSearch, onHydrated }: AppProps) {
  // The root's effect runs after every other effect of the first commit: the whole page is
  // hydrated and its handlers attached. A task of its own, as a tap's event would be.
  useEffect(() => {
    if (!onHydrated) return;
    const timer = setTimeout(onHydrated);
    return () => clearTimeout(timer);
  }, [onHydrated]);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      prefetchPage(queryClient, to);
      overlayAwareNavigation(navigate, to, options);
    },
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Router hook={useDeferredLocation} ssrPath={ssrPath} ssrSearch={ssrSearch} aroundNav={aroundNav}>
        <Toaster>
          <Layout>
            <PageErrorBoundary>
              <Switch>
                {routes.map((r) => (
                  <Route key={r.path} path={r.path}>
                    {(params) => <r.page.Component params={params as Record<string, string>} />}
                  </Route>
                ))}
                <Route>
                  <notFoundRoute.page.Component params={{}} />
                </Route>
              </Switch>
            </PageErrorBoundary>
          </Layout>
          <ClientNavigationEffects />
        </Toaster>
      </Router>
    </QueryClientProvider>
  );
}

/** While the code of the next page downloads (client navigations only); as tall as the screen (decision 054). */
function PageLoading() {
  return (
    <div role="status" className={`container-page py-24 text-center text-slate-600 ${PAGE_PLACEHOLDER}`}>
      Chargement...
    </div>
  );
}

/**
 * A page that cannot be shown says so in French, with a way to try again, instead of an
 * endless "Chargement..." (its code lost on the way) or a blank screen (any other error).
 * Leaving for another page, Réessayer and the connection coming back try again.
 */
function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <PartBoundary resetKey={location} loading={<PageLoading />} fallback={(error, retry) => <PageError lost={error instanceof PageLoadError} retry={retry} />}>
      {children}
    </PartBoundary>
  );
}

function PageError({ lost, retry }: { lost: boolean; retry: () => void }) {
  return (
    <div className="container-page py-16">
      <ErrorState
        title="Impossible d'afficher cette page"
        text={lost ? 'La connexion semble interrompue. Vérifiez votre connexion internet puis réessayez.' : "Une erreur s'est produite. Veuillez réessayer."}
      >
        <Button variant="secondary" onClick={retry}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Réessayer
        </Button>
      </ErrorState>
    </div>
  );
}

/** After a client-side navigation: scroll to the top, bring the focus to the new page and update the head tags. */
function ClientNavigationEffects() {
  const [location] = useLocation();
  const qc = useQueryClient();
  const content = useQuery<ContentList>({ queryKey: [api.content] }).data;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) return;
    const main = document.getElementById(MAIN_ID);
    return main ? focusArrivedPage(main) : undefined;
  }, [location]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    // The reads that failed on the page just left are forgotten, so that a later visit reads
    // them again. retryOnMount is off so that hydration keeps the server's result, and it
    // kept every failure (a connection lost once) for the rest of the visit, until a reload.
    const cache = qc.getQueryCache();
    // One read again already (page-prefetch.ts) is left to finish.
    for (const q of cache.findAll({ type: 'inactive', predicate: (q) => q.state.status === 'error' && q.state.fetchStatus !== 'fetching' })) cache.remove(q);
    const { route, params } = matchRoute(location);
    const map = toContentMap(content?.content);
    const update = () =>
      applyHead(route.head(routeContext(qc, params, map)), map);
    update();
    // The page's own data may arrive after the navigation: update the head again then.
    return qc.getQueryCache().subscribe(update);
  }, [location, qc, content]);
  return null;
}

import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { api } from '@ecole/shared/api';
import { toContentMap } from '@ecole/shared/content-keys';
import type { ContentList } from '@ecole/shared/schemas/content';
import { Layout } from '../components/layout/Layout';
import { Toaster } from '../components/ui/toast';
import { applyHead } from './head';
import { matchRoute } from './match';
import { notFoundRoute, routes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  /** Path and query string being rendered on the server. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ queryClient, ssrPath, ssrSearch }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Toaster>
          <Layout>
            <Suspense fallback={<PageLoading />}>
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
            </Suspense>
          </Layout>
          <ClientNavigationEffects />
        </Toaster>
      </Router>
    </QueryClientProvider>
  );
}

/** While the code of the next page downloads (client navigations only). */
function PageLoading() {
  return (
    <div role="status" className="container-page py-24 text-center text-slate-600">
      Chargement...
    </div>
  );
}

/** After a client-side navigation: scroll to the top and update the head tags. */
function ClientNavigationEffects() {
  const [location] = useLocation();
  const qc = useQueryClient();
  const content = useQuery<ContentList>({ queryKey: [api.content] }).data;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const { route, params } = matchRoute(location);
    const map = toContentMap(content?.content);
    const update = () =>
      applyHead(route.head({ params, content: map, data: (key) => qc.getQueryData([key]) }), map);
    update();
    // The page's own data may arrive after the navigation: update the head again then.
    return qc.getQueryCache().subscribe(update);
  }, [location, qc, content]);
  return null;
}

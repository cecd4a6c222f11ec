import { matchPath } from '@ecole/shared/paths';
import { notFoundRoute, routes, type PageRoute } from './routes';

export function matchRoute(pathname: string): { route: PageRoute; params: Record<string, string> } {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}

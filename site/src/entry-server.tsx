// Server rendering of one public page, called by the Hono server with the answers of
// the API reads the page needs (fetched in-process through the same routes and cache).
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { api } from '@ecole/shared/api';
import { changedFromDefaults, toContentMap } from '@ecole/shared/content-keys';
import type { ContentList } from '@ecole/shared/schemas/content';
import { App } from './app/App';
import { renderHead } from './app/head';
import { matchRoute } from './app/match';
import { createQueryClient, routeContext } from './app/query-client';
import { globalQueries, loadAllPages, type PageRoute } from './app/routes';

/** Resolves once every page's code is loaded; render() may be called after that. */
export const ready = loadAllPages();

export type ReadResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };

/** The API paths the server must read before rendering `pathname`. */
export function queriesFor(pathname: string): string[] {
  const { route, params } = matchRoute(pathname);
  return [...globalQueries, ...route.queries(params)];
}

/** Whether `pathname` is a page of fixed address (/contact, /filieres; not /actualites/:slug). */
export function isFixedPage(pathname: string): boolean {
  const { route, params } = matchRoute(pathname);
  return route.path !== '*' && Object.keys(params).length === 0;
}

/**
 * The part of the query string that changes what `pathname` draws ("?site=marcory" on
 * /tarifs), '' for none: the server keeps a rendered page per path and variant. Read before
 * the page's data, so a value may name nothing: render() then says the page drew without it.
 */
export function pageVariant(pathname: string, search: string): string {
  return variantIn(matchRoute(pathname).route, search)?.text ?? '';
}

function variantIn(route: PageRoute, search: string): { value: string; text: string } | undefined {
  const { variant } = route;
  const value = variant && new URLSearchParams(search).get(variant.param);
  return variant && value && variant.pattern.test(value) ? { value, text: `?${variant.param}=${value}` } : undefined;
}

/** Source module of the page at `pathname` (its chunk is preloaded with the entry). */
export function pageModuleFor(pathname: string): string {
  return matchRoute(pathname).route.page.module;
}

export interface RenderResult {
  status: number;
  head: string;
  html: string;
  /** Dehydrated react-query state, JSON, safe to put inside a <script> element. */
  state: string;
  /** The variant (pageVariant) this page was drawn with: '' when the query named nothing the page knows. */
  variant: string;
}

export function render(url: string, results: Record<string, ReadResult>, origin: string): RenderResult {
  const { pathname, search } = new URL(url, origin);
  const { route, params } = matchRoute(pathname);
  const queryClient = createQueryClient();
  for (const [key, result] of Object.entries(results)) {
    if (result.ok) {
      queryClient.setQueryData([key], result.data);
    } else {
      // A failed read is rendered as the page's error (or not-found) state and hydrated as such.
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: [key] })
        .setState({
          status: 'error',
          fetchStatus: 'idle',
          error: { status: result.status, message: result.message } as unknown as Error,
          errorUpdatedAt: Date.now(),
          errorUpdateCount: 1,
        });
    }
  }
  const html = renderToString(<App queryClient={queryClient} ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} />);
  const texts = queryClient.getQueryData<ContentList>([api.content]);
  const content = toContentMap(texts?.content);
  const ctx = routeContext(queryClient, params, content);
  const headInfo = route.head(ctx);
  const asked = variantIn(route, search);
  const variant = asked && route.variant?.known(ctx, asked.value) ? asked.text : '';
  const primary = route.primary?.(params);
  const failed = primary ? results[primary] : undefined;
  const status = route === undefined || route.path === '*' ? 404 : failed && !failed.ok ? (failed.status === 404 ? 404 : 503) : 200;
  // The page is rendered; the browser hydrates it with the defaults of every text already in
  // its bundle, so it is sent only the texts the administrator changed (about half of a page's
  // state otherwise). It renders the same, and refetches the whole list once it is stale.
  if (texts) queryClient.setQueryData<ContentList>([api.content], { ...texts, content: changedFromDefaults(texts.content) });
  const state = JSON.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: () => true, shouldRedactErrors: () => false }),
  ).replace(/</g, '\\u003c');
  return { status, head: renderHead(headInfo, content, origin), html, state, variant };
}

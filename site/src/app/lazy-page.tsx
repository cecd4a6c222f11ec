// Route-level code splitting that stays compatible with synchronous server rendering:
// the server loads every page before its first render, the browser loads the current
// page's chunk before hydrating, and later navigations suspend until the chunk arrives.
import type { ComponentType } from 'react';

export type PageProps = { params: Record<string, string> };

export interface LazyPage {
  Component: ComponentType<PageProps>;
  load(): Promise<void>;
  /** Source path of the page's module, as Vite's manifest names it: the server preloads its chunk. */
  module: string;
}

/** A page's code that could not be downloaded (the network was lost): the visitor is told so. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('page chunk failed to load', { cause });
    this.name = 'PageLoadError';
  }
}

const failed = new Set<() => void>();

/**
 * Lets the pages whose download failed try again on their next render. Until then a failed
 * page throws its error (to PageErrorBoundary) instead of downloading again at once: offline,
 * each retry fails at once and Suspense retries on every failure, which made hundreds of
 * requests a second under an endless "Chargement...".
 */
export function retryFailedPages() {
  for (const clear of failed) clear();
  failed.clear();
}

export function lazyPage(module: string, loader: () => Promise<ComponentType<PageProps>>): LazyPage {
  let Loaded: ComponentType<PageProps> | null = null;
  let pending: Promise<void> | null = null;
  let failure: PageLoadError | null = null;
  const clear = () => {
    failure = null;
  };
  const load = () =>
    (pending ??= loader().then(
      (c) => {
        Loaded = c;
      },
      (err: unknown) => {
        pending = null; // a failed chunk download may succeed on the next try
        failure = new PageLoadError(err);
        failed.add(clear);
        throw failure;
      },
    ));
  function Component(props: PageProps) {
    if (!Loaded) {
      if (failure) throw failure; // caught by the error boundary around the routes
      throw load(); // caught by the Suspense boundary around the routes
    }
    return <Loaded {...props} />;
  }
  return { Component, load, module };
}

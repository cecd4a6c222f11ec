// Route-level code splitting that stays compatible with synchronous server rendering:
// the server loads every page before its first render, the browser loads the current
// page's chunk before hydrating, and later navigations suspend until the chunk arrives.
import type { ComponentType } from 'react';
import { lazyPart } from '../components/ui/lazy-part';

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

export function lazyPage(module: string, loader: () => Promise<ComponentType<PageProps>>): LazyPage {
  // A failed download reaches PageErrorBoundary (App.tsx) once, as a PageLoadError.
  const { Part, load } = lazyPart(() =>
    loader().catch((err: unknown) => {
      throw new PageLoadError(err);
    }),
  );
  return { Component: Part, load, module };
}

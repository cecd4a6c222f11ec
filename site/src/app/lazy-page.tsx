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

export function lazyPage(module: string, loader: () => Promise<ComponentType<PageProps>>): LazyPage {
  let Loaded: ComponentType<PageProps> | null = null;
  let pending: Promise<void> | null = null;
  const load = () =>
    (pending ??= loader().then(
      (c) => {
        Loaded = c;
      },
      (err: unknown) => {
        pending = null; // a failed chunk download may succeed on the next try
        throw err;
      },
    ));
  function Component(props: PageProps) {
    if (!Loaded) throw load(); // caught by the Suspense boundary around the routes
    return <Loaded {...props} />;
  }
  return { Component, load, module };
}

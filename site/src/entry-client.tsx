import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { replayEarlyTaps } from './app/early-taps';
import { matchRoute } from './app/match';
import { receivedNow } from './app/hydration-state';
import { createQueryClient } from './app/query-client';
import { watchOverlayEntries } from './app/overlay-history';
import './styles.css';

// Reloaded with the menu or the viewer open: Back leaves the page, not the overlay's old entry.
watchOverlayEntries();

const queryClient = createQueryClient();
const state = document.getElementById('__RQ_STATE__')?.textContent;
if (state) hydrate(queryClient, receivedNow(JSON.parse(state)));

// The page's chunk must be there before hydration, or React would replace the server HTML.
// Hydrating inside a transition lets React yield to the browser every few milliseconds
// instead of blocking the main thread for the whole page at once: on a slow phone the
// page stays responsive meanwhile (React hydrates first what an early tap needs).
// The buttons tapped before (app/early-taps.ts) are pressed again once it has committed.
// If the chunk cannot be downloaded, the server's HTML stays as it is (its links work without
// scripts) and the download is tried again when the connection comes back, or every 10 s.
const page = matchRoute(window.location.pathname).route.page;
function start() {
  page.load().then(
    () => startTransition(() => void hydrateRoot(document.getElementById('root')!, <App queryClient={queryClient} onHydrated={replayEarlyTaps} />)),
    () => {
      const again = () => {
        window.removeEventListener('online', again);
        clearTimeout(timer);
        start();
      };
      const timer = setTimeout(again, 10_000);
      window.addEventListener('online', again);
    },
  );
}
start();

import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { matchRoute } from './app/match';
import { createQueryClient } from './app/query-client';
import './styles.css';

const queryClient = createQueryClient();
const state = document.getElementById('__RQ_STATE__')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

// The page's chunk must be there before hydration, or React would replace the server HTML.
void matchRoute(window.location.pathname)
  .route.page.load()
  .finally(() => hydrateRoot(document.getElementById('root')!, <App queryClient={queryClient} />));

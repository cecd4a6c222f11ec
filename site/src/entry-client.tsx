import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import './styles.css';

const queryClient = createQueryClient();
const state = document.getElementById('__RQ_STATE__')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

hydrateRoot(document.getElementById('root')!, <App queryClient={queryClient} />);

import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicTariffs } from './service';

export const tariffPublicRoutes = ({ db }: AppDeps) => new Hono().get('/', async (c) => c.json(await publicTariffs(db)));

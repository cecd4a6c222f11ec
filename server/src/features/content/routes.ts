import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicContent } from './service';

export const contentPublicRoutes = ({ db }: AppDeps) => new Hono().get('/', async (c) => c.json(await publicContent(db)));

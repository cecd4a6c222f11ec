import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicPrograms } from './service';

export const programPublicRoutes = ({ db }: AppDeps) => new Hono().get('/', async (c) => c.json(await publicPrograms(db)));

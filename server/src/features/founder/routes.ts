import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicFounderMessage } from './service';

export const founderPublicRoutes = ({ db }: AppDeps) => new Hono().get('/', async (c) => c.json(await publicFounderMessage(db)));

import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicSliders } from './service';

export const sliderPublicRoutes = ({ db }: AppDeps) => new Hono().get('/', async (c) => c.json(await publicSliders(db)));

import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicInstitutes } from './service';

export const institutePublicRoutes = ({ db }: AppDeps) => new Hono().get('/', async (c) => c.json(await publicInstitutes(db)));

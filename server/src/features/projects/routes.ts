import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicProject, publicProjects } from './service';

export const projectPublicRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json(await publicProjects(db)))
    .get('/:id', async (c) => c.json(await publicProject(db, c.req.param('id'))));

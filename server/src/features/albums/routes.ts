import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicAlbum, publicAlbums } from './service';

export const albumPublicRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json(await publicAlbums(db)))
    .get('/:id', async (c) => c.json(await publicAlbum(db, c.req.param('id'))));

import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { publicNewsArticle, publicNewsImages, publicNewsList } from './service';

export const newsPublicRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json(await publicNewsList(db)))
    .get('/:param', async (c) => c.json(await publicNewsArticle(db, c.req.param('param'))))
    .get('/:param/images', async (c) => c.json(await publicNewsImages(db, c.req.param('param'))));

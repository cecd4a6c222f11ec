import { Hono } from 'hono';
import { newsListQuerySchema } from '@ecole/shared/schemas/news';
import type { AppDeps } from '../../app-deps';
import { validate } from '../../http/validate';
import { publicNewsArticle, publicNewsImages, publicNewsList } from './service';

export const newsPublicRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/', validate('query', newsListQuerySchema), async (c) => c.json(await publicNewsList(db, c.req.valid('query').limit)))
    .get('/:param', async (c) => c.json(await publicNewsArticle(db, c.req.param('param'))))
    .get('/:param/images', async (c) => c.json(await publicNewsImages(db, c.req.param('param'))));

// Every public read of the site (public-site.md section 7), mounted under /api. The cache
// middleware in app.ts sits in front of all of them.
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { albumPublicRoutes } from './albums/routes';
import { contentPublicRoutes } from './content/routes';
import { founderPublicRoutes } from './founder/routes';
import { institutePublicRoutes } from './institutes/routes';
import { newsPublicRoutes } from './news/routes';
import { programPublicRoutes } from './programs/routes';
import { projectPublicRoutes } from './projects/routes';
import { sliderPublicRoutes } from './sliders/routes';
import { tariffPublicRoutes } from './tariffs/routes';

export const publicApiRoutes = (deps: AppDeps) =>
  new Hono()
    .route('/content', contentPublicRoutes(deps))
    .route('/sliders', sliderPublicRoutes(deps))
    .route('/founder-message', founderPublicRoutes(deps))
    .route('/institutes', institutePublicRoutes(deps))
    .route('/programs', programPublicRoutes(deps))
    .route('/news', newsPublicRoutes(deps))
    .route('/projects', projectPublicRoutes(deps))
    .route('/tariffs', tariffPublicRoutes(deps))
    .route('/albums', albumPublicRoutes(deps));

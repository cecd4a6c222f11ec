import type { MiddlewareHandler } from 'hono';
import { messages } from '@ecole/shared/messages';
import { jsonError } from './errors';

// The same test as Hono's json validator, which silently validates `{}` for any other type.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Refuses a body that is not declared as JSON with 415, before the validator reads it. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) return jsonError(c, 415, messages.generic.unsupportedMediaType);
  await next();
};

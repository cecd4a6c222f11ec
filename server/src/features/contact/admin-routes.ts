import { Hono } from 'hono';
import { contactReadUpdateSchema } from '@ecole/shared/schemas/contact';
import type { AppDeps } from '../../app-deps';
import { requireJson } from '../../http/require-json';
import { validate } from '../../http/validate';
import { adminContacts, deleteContact, markContact } from './service';

/** /api/contacts: the inbox of contact messages; behind adminGuard (ADMIN_PREFIXES). */
export const contactAdminRoutes = ({ db }: AppDeps) =>
  new Hono()
    .get('/', async (c) => c.json(await adminContacts(db)))
    .put('/:id', requireJson, validate('json', contactReadUpdateSchema), async (c) =>
      c.json({ success: true as const, contact: await markContact(db, c.req.param('id'), c.req.valid('json').isRead) }),
    )
    .delete('/:id', async (c) => {
      await deleteContact(db, c.req.param('id'));
      return c.json({ success: true as const });
    });

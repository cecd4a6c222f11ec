import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** True while the request's body is still arriving (served by @hono/node-server only). */
export function bodyStillArriving(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return !!incoming && !incoming.complete;
}

/**
 * Marks an answer sent before the request body was read (too large, refused upload): the
 * connection is closed after it. Kept alive, the client would queue its next request
 * behind the unread rest of this body, which the server discards and may cut off.
 */
export function closeConnection(c: Context): Context {
  c.header('Connection', 'close');
  return c;
}

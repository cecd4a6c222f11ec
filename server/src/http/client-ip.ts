import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The visitor's address: the socket's, or with TRUST_PROXY the last one in X-Forwarded-For,
 * the address the proxy in front of us saw. The first is whatever the visitor wrote: a proxy
 * appends to the header it receives, so taking it let anyone pass the per-address limits by
 * sending a new made-up address each time.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

import type { Context } from 'hono';
import type { Env } from '../env';

/** The site's public origin: PUBLIC_URL, else what the request was addressed to. */
export function publicOrigin(c: Context, env: Env): string {
  if (env.publicUrl) return env.publicUrl;
  const url = new URL(c.req.url);
  const proto = env.trustProxy ? (c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.slice(0, -1)) : url.protocol.slice(0, -1);
  const host = (env.trustProxy ? c.req.header('x-forwarded-host') : undefined) ?? c.req.header('host') ?? url.host;
  return `${proto}://${host}`;
}

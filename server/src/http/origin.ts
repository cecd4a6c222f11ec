import type { Context } from 'hono';
import type { Env } from '../env';

/**
 * The scheme the visitor used (`https`, `http`): PUBLIC_URL's, else the forwarded one behind
 * a trusted proxy, else the connection's own `scheme`. `header` reads a request header
 * (lower-case name).
 */
export function schemeOf(env: Env, scheme: string, header: (name: string) => string | undefined): string {
  if (env.publicUrl) return env.publicUrl.slice(0, env.publicUrl.indexOf(':'));
  return env.trustProxy ? (header('x-forwarded-proto')?.split(',')[0]?.trim() ?? scheme) : scheme;
}

/**
 * The site's public origin: PUBLIC_URL, else what the request was addressed to. `scheme`
 * and `host` are the connection's own; `header` reads a request header (lower-case name).
 */
export function originOf(env: Env, scheme: string, host: string, header: (name: string) => string | undefined): string {
  if (env.publicUrl) return env.publicUrl;
  return `${schemeOf(env, scheme, header)}://${(env.trustProxy ? header('x-forwarded-host') : undefined) ?? header('host') ?? host}`;
}

export function publicOrigin(c: Context, env: Env): string {
  if (env.publicUrl) return env.publicUrl;
  const url = new URL(c.req.url);
  return originOf(env, url.protocol.slice(0, -1), url.host, (name) => c.req.header(name));
}

import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The visitor's address: the socket's, or with TRUST_PROXY the last one in X-Forwarded-For,
 * the address the proxy in front of us saw. The first is whatever the visitor wrote: a proxy
 * appends to the header it receives, so taking it let anyone pass the per-address limits by
 * sending a new made-up address each time. Logs print it whole; the limits count on
 * addressForLimits(it).
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

/**
 * The address the per-address limits count on (docs/decisions/042). An IPv6 client is its
 * /64, written `2001:db8:1:2::/64`: a home or a server gets a whole /64 and can send from any
 * of its 2^64 addresses, so counting each address apart let one client pass every per-address
 * limit. An IPv4-mapped address (`::ffff:10.0.0.1`, what a dual-stack socket reports for an
 * IPv4 client) is its IPv4 address. Brackets, a port and an IPv6 zone (`%eth0`) are dropped.
 * Anything that is no address (`local` in tests, a proxy's odd value) is kept as it came.
 */
export function addressForLimits(address: string): string {
  let a = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  const zone = a.indexOf('%');
  if (zone > 0) a = a.slice(0, zone);
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return address;
  const h = ipv6Hextets(a.toLowerCase());
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) return [h[6] >> 8, h[6] & 255, h[7] >> 8, h[7] & 255].join('.');
  return `${h
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Hextets(a: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number);
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':').map((x) => parseInt(x, 16)) : []);
  const first = groups(head);
  const last = groups(tail);
  return tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

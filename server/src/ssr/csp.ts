/**
 * Content-Security-Policy of a rendered page: scripts only with this response's nonce
 * (and what they load, 'strict-dynamic'), no plugins, no <base>, no framing. Inline
 * style attributes stay allowed: React and Radix position elements with them.
 */
const policy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

// Written once around a mark: each page answer (a cache hit) only puts its nonce in between.
const [BEFORE_NONCE, AFTER_NONCE] = policy('\0').split('\0');

export function pageCsp(nonce: string): string {
  return BEFORE_NONCE + nonce + AFTER_NONCE;
}

/**
 * Content-Security-Policy of a rendered page: scripts only with this response's nonce
 * (and what they load, 'strict-dynamic'), no plugins, no <base>, no framing. Inline
 * style attributes stay allowed: React and Radix position elements with them.
 */
export function pageCsp(nonce: string): string {
  return [
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
}

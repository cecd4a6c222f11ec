/**
 * 128 random bits as 22 base64url characters: the session id of one chat widget
 * (public-site.md section 4). crypto.getRandomValues works on plain-HTTP origins too,
 * where crypto.randomUUID is not available.
 */
export function newChatSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

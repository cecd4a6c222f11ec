// Mozilla HTTP Observatory's grade of the home page and /admin/login (issue 6: >= 100),
// scored with its published rules (helpers/observatory.ts) on the real server with its pages.
// HTTPS is what a TLS-terminating proxy gives: TRUST_PROXY with X-Forwarded-Proto, and the
// public origin https://… in PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin } from './helpers/admin';
import { describe as breakdown, grade, scan, type Answer, type Fetcher } from './helpers/observatory';
import { startTestServer, type TestServer } from './helpers/server';

const PUBLIC_URL = 'https://ecole.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pages: true, env: { trustProxy: true, publicUrl: PUBLIC_URL } });
});
afterAll(() => server?.close());

/** The proxy: https://ecole.example/… reaches the server as plain HTTP with X-Forwarded-Proto. */
const viaProxy =
  (init: RequestInit = {}): Fetcher =>
  async (url, headers) => {
    if (url.host !== new URL(PUBLIC_URL).host) throw new Error(`left the site for ${url.href}`);
    const res = await fetch(server.url + url.pathname + url.search, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...headers, 'X-Forwarded-Proto': url.protocol.slice(0, -1) },
    });
    return { url, status: res.status, headers: res.headers, body: await res.text() };
  };

describe('HTTP Observatory grade', () => {
  it.each(['/', '/admin/login'])('%s scores at least 100 (A+)', async (path) => {
    const result = await scan(PUBLIC_URL + path, viaProxy());
    const report = `${path}\n${breakdown(result)}`;
    expect(result.score, report).toBeGreaterThanOrEqual(100);
    expect(result.tests.filter((t) => !t.pass), report).toEqual([]);
    const outcome = Object.fromEntries(result.tests.map((t) => [t.name, t.result]));
    // The parts the score rests on, named so a regression says which one moved.
    expect(outcome, report).toMatchObject({
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      redirection: 'redirection-to-https',
      'referrer-policy': 'referrer-policy-private',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
      'x-content-type-options': 'x-content-type-options-nosniff',
    });
  });

  it('the session cookie of a login over HTTPS is Secure, HttpOnly and SameSite, under the __Host- prefix', async () => {
    const { username, password } = await createTestAdmin(server);
    const login = viaProxy({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: PUBLIC_URL },
      body: JSON.stringify({ username, password }),
    });
    const answer: Answer = await login(new URL(`${PUBLIC_URL}/api/admin/login`), {});
    expect(answer.status).toBe(200);
    // Any earlier session is cleared first; the new one comes last. The known-device cookie
    // (features/auth/known-device.ts) is graded with it.
    const cookies = answer.headers.getSetCookie();
    expect(cookies.filter((c) => c.startsWith('__Host-sid=')).at(-1)).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/);
    expect(cookies.find((c) => c.startsWith('__Host-ldev='))).toMatch(/^__Host-ldev=\d+\.[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const result = grade({ https: answer, httpsChain: [answer], httpChain: null, cors: null });
    expect(result.tests.find((t) => t.name === 'cookies')?.result, breakdown(result)).toBe('cookies-secure-with-httponly-sessions-and-samesite');
  });

  it('plain HTTP through the proxy is sent to the same address over HTTPS', async () => {
    const answer = await viaProxy()(new URL('http://ecole.example/actualites?page=2'), {});
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe(`${PUBLIC_URL}/actualites?page=2`);
  });

  it('the grader itself: bonuses count only from 90 up; a bare answer fails', async () => {
    const home = await scan(`${PUBLIC_URL}/`, viaProxy());
    const headers = new Headers(home.https.headers);
    headers.delete('strict-transport-security');
    const plain = { ...home.https, url: new URL(`http://ecole.example/`) };
    const withoutHsts = grade({ https: { ...home.https, headers }, httpsChain: [], httpChain: [plain], cors: null });
    // -20 for HSTS and -20 for the missing redirect: 60, the page's bonuses left out.
    expect(withoutHsts.score, breakdown(withoutHsts)).toBe(60);

    const bare: Answer = { url: new URL(`${PUBLIC_URL}/`), status: 200, headers: new Headers({ 'Content-Type': 'text/html' }), body: '<p>x</p>' };
    const result = grade({ https: bare, httpsChain: [bare], httpChain: null, cors: null });
    // CSP -25, HSTS -20, nosniff -5, framing -20.
    expect(result.score, breakdown(result)).toBe(30);
    expect(result.grade).toBe('D');
  });
});

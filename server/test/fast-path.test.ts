// Cache hits answered before Hono (server/src/http/fast-path.ts) must be the very answer
// Hono gives for the same hit: same status, headers and body (the nonce aside, which must
// be fresh and the same in the CSP and the page's scripts), with the same access line.
// Each case asks once with the fast path off (Hono answers from the cache) and once on.
import http from 'node:http';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { loginAsAdmin, type AdminSession } from './helpers/admin';
import { startTestServer, type TestServer } from './helpers/server';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  text: string;
}

// Kept-alive connections, as browsers use: the fast path writes the head itself
// (http/known-head.ts). A closing connection (`agent: false`) gets Node's writeHead.
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 20 });

/** `url`'s path is sent as written (http.request(url) would resolve its dot segments). */
function ask(url: string, headers: Record<string, string> = {}, method = 'GET', keepAlive = true): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, path: url.slice(server.url.length), method, headers, agent: keepAlive ? keptAlive : false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const text = raw.length === 0 ? '' : (enc === 'gzip' ? gunzipSync(raw) : enc === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text });
        });
      })
      .on('error', reject)
      .end();
  });
}

const lines: string[] = [];
let server: TestServer;
let admin: AdminSession;
let article: string;
beforeAll(async () => {
  server = await startTestServer({ pages: true, fastPath: true, logger: createLogger('info', (l) => lines.push(l)) });
  admin = await loginAsAdmin(server);
  article = (await server.factories.createNews({ title: 'Rentrée des classes' })).slug;
});
afterAll(() => {
  keptAlive.destroy();
  return server?.close();
});

const fast = () => server.fastPath!;
const nonceOf = (a: RawAnswer) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
const accessLine = (requestId: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request' && l.requestId === requestId);

/** Headers that must be equal: all but the date, the connection's own and the nonce. */
function comparable(a: RawAnswer) {
  const { date: _date, connection: _c, 'keep-alive': _k, 'x-request-id': _id, ...rest } = a.headers;
  const nonce = nonceOf(a);
  if (nonce) rest['content-security-policy'] = String(rest['content-security-policy']).replaceAll(nonce, 'NONCE');
  return rest;
}

/**
 * Hono's answer to a hit, then the fast path's on a kept-alive connection (the head written
 * by known-head.ts) and on a closing one (Node's writeHead): compared header by header and
 * body by body.
 */
async function compare(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const url = server.url + path;
  fast().enabled = false;
  const slow = await ask(url, headers, method);
  const hits = fast().hits;
  fast().enabled = true;
  const quick = await ask(url, headers, method);
  const closing = await ask(url, headers, method, false);
  expect(fast().hits, `${method} ${path} answered by the fast path`).toBe(hits + 2);
  expect(quick.headers.connection).toBe('keep-alive');
  expect(closing.headers.connection).toBe('close');

  for (const answer of [quick, closing]) {
    expect(answer.status).toBe(slow.status);
    expect(comparable(answer)).toEqual(comparable(slow));
    expect(answer.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const slowNonce = nonceOf(slow);
    if (slowNonce) {
      const quickNonce = nonceOf(answer)!;
      expect(quickNonce).not.toBe(slowNonce);
      if (method !== 'HEAD') {
        // Every script of the page carries this response's nonce, and no other.
        const nonces = new Set([...answer.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
        expect(nonces).toEqual(new Set([quickNonce]));
        expect(answer.text.replaceAll(quickNonce, 'NONCE')).toBe(slow.text.replaceAll(slowNonce, 'NONCE'));
      }
    } else {
      expect(answer.raw.equals(slow.raw)).toBe(true);
    }
    // The same access line, from the same function.
    const line = accessLine(String(answer.headers['x-request-id']));
    const slowLine = accessLine(String(slow.headers['x-request-id']));
    expect(line).toMatchObject({ level: 'info', method, path: path.split('?')[0], status: answer.status });
    expect(Object.keys(line!).sort()).toEqual(Object.keys(slowLine!).sort());
  }
  return { slow, quick };
}

/** Asks through Hono until the kept answer is compressed (done in the background). */
async function warm(path: string) {
  fast().enabled = false;
  for (let i = 0; i < 100; i++) {
    const a = await ask(server.url + path, { 'Accept-Encoding': 'br' });
    // Below 1 KB an answer is kept uncompressed (http/cache.ts).
    if (a.headers['content-encoding'] === 'br' || (a.raw.length < 1024 && i > 0)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  // A kept page is compressed once, in the background: wait for it.
  await server.renderer!.compressed(path.split('?')[0]);
}

const ENCODINGS = ['gzip, deflate, br', 'gzip', 'identity'];

describe('fast path for cache hits', () => {
  const pages = () => ['/', `/actualites/${article}`, '/actualites?page=2'];
  const apis = () => ['/api/news', `/api/news/${article}`, '/api/programs', '/api/content', '/api/tariffs?x=1'];

  it('answers kept pages exactly as Hono does, with a fresh nonce, in every encoding and for HEAD', async () => {
    for (const path of pages()) {
      await warm(path);
      for (const enc of ENCODINGS) await compare(path, { 'Accept-Encoding': enc });
      await compare(path);
      await compare(path, { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
    }
  });

  it('answers kept API reads exactly as Hono does, 304 on a matching ETag', async () => {
    for (const path of apis()) {
      await warm(path);
      for (const enc of ENCODINGS) await compare(path, { 'Accept-Encoding': enc });
      const { quick } = await compare(path);
      const etag = String(quick.headers.etag);
      const { quick: revalidated } = await compare(path, { 'If-None-Match': etag, 'Accept-Encoding': 'br' });
      expect(revalidated.status).toBe(304);
      expect(revalidated.raw.length).toBe(0);
    }
  });

  it("keeps the caller's plain request id", async () => {
    const { slow, quick } = await compare('/api/news', { 'X-Request-Id': 'relais-42' });
    expect(slow.headers['x-request-id']).toBe('relais-42');
    expect(quick.headers['x-request-id']).toBe('relais-42');
  });

  it('never answers administration reads, HEAD of the API nor what is not kept', async () => {
    const hits = fast().hits;
    for (const path of ['/api/admin/content', '/api/setup', '/api/contacts']) {
      expect((await admin.get(path)).status).toBeLessThan(500);
      expect((await admin.get(path)).status).toBeLessThan(500);
    }
    await ask(`${server.url}/api/news`, {}, 'HEAD');
    expect((await ask(`${server.url}/admin/login`)).status).toBe(200);
    expect((await ask(`${server.url}/api/news/../news`)).status).toBe(200);
    expect(fast().hits).toBe(hits);
  });

  it('after an admin write, the next read is computed by Hono with the new content, then kept again', async () => {
    await warm('/');
    await warm('/api/content');
    fast().enabled = true;
    expect((await ask(`${server.url}/`)).text).not.toContain('Une rentrée pas comme les autres');
    expect((await admin.put('/api/admin/content/hero_slide1_title', { value: 'Une rentrée pas comme les autres' })).status).toBe(200);

    // The API first: rendering the page reads it, and keeps it again.
    const hits = fast().hits;
    const api = await ask(`${server.url}/api/content`);
    const page = await ask(`${server.url}/`);
    expect(fast().hits).toBe(hits);
    expect(page.text).toContain('Une rentrée pas comme les autres');
    expect(api.text).toContain('Une rentrée pas comme les autres');

    const again = await ask(`${server.url}/`);
    expect(fast().hits).toBe(hits + 1);
    expect(again.text).toContain('Une rentrée pas comme les autres');

    // Heads are written once per kept answer: the new ones carry the new ETag, as Hono's do.
    const before = await ask(`${server.url}/api/content`, { 'Accept-Encoding': 'br' });
    expect(before.text).toContain('Une rentrée pas comme les autres');
    expect((await admin.put('/api/admin/content/hero_slide1_title', { value: 'Portes ouvertes samedi' })).status).toBe(200);
    await warm('/api/content');
    const { quick } = await compare('/api/content', { 'Accept-Encoding': 'br' });
    expect(quick.text).toContain('Portes ouvertes samedi');
    expect(quick.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('fast path behind a TLS proxy (TRUST_PROXY, https PUBLIC_URL)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ fastPath: true, env: { trustProxy: true, publicUrl: 'https://ecole.example' } });
  });
  afterAll(() => proxied?.close());

  it('sends HSTS as Hono does over HTTPS, and leaves the HTTP->HTTPS redirect to Hono', async () => {
    const url = `${proxied.url}/api/news`;
    const https = { 'X-Forwarded-Proto': 'https' };
    await fetch(url, { headers: https });
    proxied.fastPath!.enabled = false;
    const slow = await fetch(url, { headers: https });
    proxied.fastPath!.enabled = true;
    const hits = proxied.fastPath!.hits;
    const quick = await fetch(url, { headers: https });
    expect(proxied.fastPath!.hits).toBe(hits + 1);
    expect(quick.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const strip = (h: Headers) => {
      const kept: Record<string, string> = {};
      h.forEach((value, name) => {
        if (name !== 'date' && name !== 'x-request-id') kept[name] = value;
      });
      return kept;
    };
    expect(strip(quick.headers)).toEqual(strip(slow.headers));

    const redirected = await fetch(url, { headers: { 'X-Forwarded-Proto': 'http' }, redirect: 'manual' });
    expect(redirected.status).toBe(308);
    expect(redirected.headers.get('location')).toBe('https://ecole.example/api/news');
    expect(proxied.fastPath!.hits).toBe(hits + 1);
  });
});

describe('kept pages lent from a pool of bodies', () => {
  it('answers many visitors, one after the other and together, each with its own nonce in a body that decodes', async () => {
    await warm('/');
    fast().enabled = true;
    const hits = fast().hits;
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 30; i++) answers.push(await ask(`${server.url}/`, { 'Accept-Encoding': 'br' }));
    for (let round = 0; round < 3; round++) answers.push(...(await Promise.all(Array.from({ length: 20 }, () => ask(`${server.url}/`, { 'Accept-Encoding': 'br' })))));
    expect(fast().hits).toBe(hits + answers.length);
    const expected = answers[0].text.replaceAll(nonceOf(answers[0])!, 'NONCE');
    const seen = new Set<string>();
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.headers['content-encoding']).toBe('br');
      const nonce = nonceOf(a)!;
      expect(new Set([...a.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
      expect(a.text.replaceAll(nonce, 'NONCE')).toBe(expected);
      seen.add(nonce);
    }
    expect(seen.size).toBe(answers.length);
  });

  it('to a reader that does not keep up, pipelined answers all arrive whole, each body with its own nonce', async () => {
    await warm('/');
    fast().enabled = true;
    const hits = fast().hits;
    const count = 400; // ~4.7 MB of answers: more than the kernel buffers while nobody reads
    const { hostname, port } = new URL(server.url);
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: br\r\n\r\n`.repeat(count));
    // Answers pile up on the response queue and in the socket while this side does not read.
    await new Promise((r) => setTimeout(r, 300));
    const received: Buffer[] = [];
    socket.on('data', (d: Buffer) => received.push(d));
    socket.resume();
    const answers: { csp: string; body: Buffer }[] = [];
    let rest = Buffer.alloc(0);
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('data', () => {
        rest = Buffer.concat([rest, ...received.splice(0)]);
        for (;;) {
          const end = rest.indexOf('\r\n\r\n');
          if (end === -1) break;
          const head = rest.subarray(0, end).toString('latin1');
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
          if (rest.length < end + 4 + length) break;
          answers.push({ csp: /\r\ncontent-security-policy: ([^\r]*)/i.exec(head)?.[1] ?? '', body: rest.subarray(end + 4, end + 4 + length) });
          rest = rest.subarray(end + 4 + length);
        }
        if (answers.length === count) resolve();
      });
    });
    socket.destroy();
    expect(fast().hits).toBe(hits + count);
    const nonces = new Set<string>();
    let expected: string | undefined;
    for (const a of answers) {
      const nonce = /'nonce-([^']+)'/.exec(a.csp)![1];
      const text = brotliDecompressSync(a.body).toString('utf8');
      expect(new Set([...text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
      expected ??= text.replaceAll(nonce, 'NONCE');
      expect(text.replaceAll(nonce, 'NONCE')).toBe(expected);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(count);
  });
});

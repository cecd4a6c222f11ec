// Kept answers are compressed once (server/src/http/cache.ts, ssr/render.ts): a cached page
// is brotli or gzip with this response's nonce spliced in (http/spliced-brotli.ts,
// http/spliced-gzip.ts), a cached API answer
// is brotli or gzip made in the background. What a client decompresses must be exactly what
// the server would send uncompressed. PAGE_CACHE=off keeps nothing.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../src/db/schema';
import { prepareSplicedBrotli } from '../src/http/spliced-brotli';
import { prepareSplicedGzip } from '../src/http/spliced-gzip';
import { fetchJson, startTestServer, type TestServer } from './helpers/server';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received, still compressed. */
  raw: Buffer;
  /** The body decompressed according to Content-Encoding. */
  text: string;
}

/** A GET without automatic decompression, so the bytes on the wire are checked. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const enc = res.headers['content-encoding'];
          const text = (enc === 'gzip' ? gunzipSync(raw) : enc === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text });
        });
      })
      .on('error', reject);
  });
}

/** Asks until the answer comes in `encoding` (compression runs in the background). */
async function untilEncoded(url: string, encoding: string, accept = 'gzip, deflate, br'): Promise<RawAnswer> {
  for (let i = 0; i < 100; i++) {
    const res = await rawGet(url, { 'Accept-Encoding': accept });
    if (res.headers['content-encoding'] === encoding) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} never answered in ${encoding}`);
}

const nonceOf = (res: RawAnswer) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];

describe('spliced gzip', () => {
  it('decompresses to the text with the token in every slot, whatever the pieces', async () => {
    const SLOT = '__SLOT__';
    const texts = ['', SLOT, `${SLOT}${SLOT}`, `début ${SLOT} fin`, `é€😀${SLOT}x`.repeat(500), `${'a'.repeat(70_000)}${SLOT}${'b'.repeat(10)}`, randomBytes(40_000).toString('base64').replaceAll('A', SLOT)];
    for (const text of texts) {
      const spliced = await prepareSplicedGzip(text, SLOT);
      for (const token of ['', 'n', randomBytes(16).toString('base64'), 'ü'.repeat(300)]) {
        expect(gunzipSync(spliced.body(token)).toString('utf8')).toBe(text.replaceAll(SLOT, token));
      }
    }
  });
});

describe('spliced brotli', () => {
  const SLOT = '__SLOT__';
  const tokens = () => Array.from({ length: 20 }, () => randomBytes(16).toString('base64'));

  it('decompresses to the text with the token in every slot, whatever the pieces', async () => {
    const texts = [
      `${SLOT}xx`,
      `début ${SLOT} fin`,
      `<script nonce="${SLOT}">a()</script><link nonce="${SLOT}" />`.repeat(40),
      `é€😀${SLOT}xy`.repeat(500),
      `${'a'.repeat(70_000)}${SLOT}${'b'.repeat(10)}`,
      // Text that repeats right around the slots: the encoder is tempted to copy across them.
      `<p nonce="${SLOT}"></p><p nonce="${SLOT}"></p>`.repeat(2000),
      randomBytes(40_000).toString('base64').replaceAll('A', `${SLOT}  `),
    ];
    for (const text of texts) {
      const spliced = await prepareSplicedBrotli(text, SLOT, 24);
      expect(spliced, text.slice(0, 40)).toBeDefined();
      for (const token of tokens()) expect(brotliDecompressSync(spliced!.body(token)).toString('utf8')).toBe(text.replaceAll(SLOT, token));
      expect(() => spliced!.body('court')).toThrow(RangeError);
    }
  });

  it('lends a body for one answer, and once released lends the same buffer again with only its tokens rewritten', async () => {
    const text = `<script nonce="${SLOT}">a()</script><p>${'é'.repeat(500)}</p><link nonce="${SLOT}" />`.repeat(30);
    const spliced = (await prepareSplicedBrotli(text, SLOT, 24))!;
    const decoded = (b: Buffer) => brotliDecompressSync(b).toString('utf8');
    const [t1, t2, t3, t4] = tokens();
    const first = spliced.lend(t1);
    // Lent and not yet released: a second answer gets another buffer.
    const second = spliced.lend(t2);
    expect(second.body).not.toBe(first.body);
    expect(decoded(first.body)).toBe(text.replaceAll(SLOT, t1));
    expect(decoded(second.body)).toBe(text.replaceAll(SLOT, t2));
    first.release();
    const third = spliced.lend(t3);
    expect(third.body).toBe(first.body);
    expect(decoded(third.body)).toBe(text.replaceAll(SLOT, t3));
    // Still lent: untouched by the reuse of the other one.
    expect(decoded(second.body)).toBe(text.replaceAll(SLOT, t2));
    expect(decoded(spliced.body(t4))).toBe(text.replaceAll(SLOT, t4));
    expect(() => spliced.lend('court')).toThrow(RangeError);
    // A reused body takes any token of the right byte length, ASCII or not, and no other.
    third.release();
    const accented = 'é'.repeat(12);
    const fourth = spliced.lend(accented);
    expect(fourth.body).toBe(first.body);
    expect(decoded(fourth.body)).toBe(text.replaceAll(SLOT, accented));
    fourth.release();
    expect(() => spliced.lend('court')).toThrow(RangeError);
  });

  it('declines what it cannot splice safely: no slot, a slot too near the end, bytes like its filler', async () => {
    expect(await prepareSplicedBrotli('pas de jeton', SLOT, 24)).toBeUndefined();
    expect(await prepareSplicedBrotli(`fin ${SLOT}x`, SLOT, 24)).toBeUndefined();
    expect(await prepareSplicedBrotli(`a\u0010b ${SLOT} fin`, SLOT, 24)).toBeUndefined();
  });
});

describe('compressed answers of a server with its caches', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ pages: true });
  });
  afterAll(() => server?.close());

  for (const [encoding, accept] of [
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ]) {
    it(`sends a kept page as ${encoding} made once, with a fresh nonce matching its CSP each time`, async () => {
      const url = `${server.url}/`;
      const plain = await rawGet(url, { 'Accept-Encoding': 'identity' });
      expect(plain.status).toBe(200);
      // Until both are ready a kept page goes out in whichever was made first, or compressed now.
      await server.renderer!.compressed('/');
      const first = await rawGet(url, { 'Accept-Encoding': accept });
      const second = await rawGet(url, { 'Accept-Encoding': accept });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(second.headers['content-encoding']).toBe(encoding);

      const withoutNonce = (res: RawAnswer) => {
        const nonce = nonceOf(res)!;
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
        // Every script and preload carries this response's nonce, and only it.
        const nonces = [...res.text.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
        expect(nonces.length).toBeGreaterThan(0);
        expect(new Set(nonces)).toEqual(new Set([nonce]));
        expect(res.text).not.toContain('__CSP_NONCE__');
        return res.text.replaceAll(nonce, 'N');
      };
      expect(nonceOf(first)).not.toBe(nonceOf(second));
      expect(withoutNonce(first)).toBe(withoutNonce(plain));
      expect(withoutNonce(second)).toBe(withoutNonce(plain));
      expect(first.raw.length).toBeLessThan(plain.raw.length / 3);
    });
  }

  it('renders a page once for visitors arriving together, each answer with its own nonce', async () => {
    server.deps.cache.invalidate();
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawGet(`${server.url}/filieres`, { 'Accept-Encoding': 'identity' })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map(nonceOf)).size).toBe(20);
    expect(new Set(answers.map((a) => a.text.replaceAll(nonceOf(a)!, 'N'))).size).toBe(1);
  });

  it('sends a kept API answer compressed, same bytes once decompressed, same ETag and 304', async () => {
    // Enough rows for an answer worth compressing (1 KB and more).
    await server.deps.db.insert(programs).values(Array.from({ length: 30 }, (_, i) => ({ name: `Filière numéro ${i + 1}`, category: 'BTS TERTIAIRE' })));
    server.deps.cache.invalidate();
    const url = `${server.url}/api/programs`;
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    expect(plain.raw.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const packed = await untilEncoded(url, encoding, encoding);
      expect(packed.text).toBe(plain.text);
      expect(packed.raw.length).toBeLessThan(plain.raw.length);
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(packed.headers.vary).toBe('Accept-Encoding');
    }
    const revalidated = await rawGet(url, { 'Accept-Encoding': 'br', 'If-None-Match': String(plain.headers.etag) });
    expect(revalidated.status).toBe(304);
  });
});

describe('PAGE_CACHE=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { pageCache: false } });
  });
  afterAll(() => server?.close());

  it('keeps no answer: a row written behind its back shows at once, without invalidate()', async () => {
    const before = await fetchJson<{ programs: { name: string }[] }>(`${server.url}/api/programs`);
    expect(before.body.programs.map((p) => p.name)).not.toContain('Logistique');
    await server.deps.db.insert(programs).values({ name: 'Logistique', category: 'BTS INDUSTRIEL' });
    const after = await fetchJson<{ programs: { name: string }[] }>(`${server.url}/api/programs`);
    expect(after.body.programs.map((p) => p.name)).toContain('Logistique');
  });
});

// Connection timeouts (http/timeouts.ts): a body that keeps arriving, however slowly, is
// received (a video sent from the web administration over a mobile connection); a
// connection that goes silent is closed.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ecole/shared/messages';
import { TUS_PATH } from '@ecole/shared/schemas/bulk-upload';
import { BODY_TIMEOUT_MS, isUploadPath } from '../src/http/timeouts';
import { loginAsAdmin } from './helpers/admin';
import { jpeg } from './helpers/media-fixtures';
import { startTestServer, type TestServer } from './helpers/server';
import { slowUpload } from './helpers/slow-upload';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ idleMs: 1000 });
});
afterAll(() => server?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `head` then `body` in pieces `gapMs` apart; resolves with what came back and whether the server closed. */
function trickle(head: string, pieces: Buffer[], gapMs: number, on = server): Promise<{ answer: string; closedBy: 'server' | 'client' }> {
  const { hostname, port } = new URL(on.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let mine = false;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      answer += d;
      if (/\r\n\r\n[\s\S]*\}$/.test(answer)) {
        mine = true;
        socket.end();
      }
    });
    // A reset after the server's answer (it closes a connection whose client still sends).
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err)));
    socket.on('close', () => resolve({ answer, closedBy: mine ? 'client' : 'server' }));
    void (async () => {
      socket.write(head);
      for (const piece of pieces) {
        await sleep(gapMs);
        if (socket.destroyed) return;
        socket.write(piece);
      }
    })();
  });
}

describe('connection timeouts', () => {
  it("no limit of Node's on the whole request (ours spares the uploads: below), a limit on silence and on the head", () => {
    expect(server.http.requestTimeout).toBe(0);
    expect(BODY_TIMEOUT_MS).toBe(30_000);
    expect(server.http.headersTimeout).toBe(30_000);
    expect(server.http.timeout).toBe(1000);
  });

  it('receives a body that arrives slowly for longer than the idle timeout', { timeout: 20_000 }, async () => {
    const body = JSON.stringify({ name: 'Awa Koné', email: 'awa@exemple.ci', phone: '0707070707', message: 'Bonjour, une question sur le BTS.' });
    const bytes = Buffer.from(body);
    const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nOrigin: ${server.url}\r\nContent-Length: ${bytes.length}\r\n\r\n`;
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 10) pieces.push(bytes.subarray(i, i + 10));
    const started = Date.now();
    const { answer } = await trickle(head, pieces, 250);
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('closes a connection whose body stops arriving', { timeout: 20_000 }, async () => {
    const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nOrigin: ${server.url}\r\nContent-Length: 100\r\n\r\n{"name":`;
    const started = Date.now();
    const { closedBy } = await trickle(head, [], 0);
    expect(closedBy).toBe('server');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('a deadline on the whole body, uploads apart', () => {
  let short: TestServer;
  const BODY_MS = 1500;
  beforeAll(async () => {
    short = await startTestServer({ bodyMs: BODY_MS });
  });
  afterAll(() => short?.close());

  it('ends a public POST whose body trickles in, a byte at a time, with 408 in French, within the deadline', { timeout: 20_000 }, async () => {
    // The review's attack: Content-Length 100000, then a byte now and then, each well within the idle timeout.
    const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nOrigin: ${short.url}\r\nContent-Length: 100000\r\n\r\n{`;
    const started = Date.now();
    const { answer, closedBy } = await trickle(head, Array.from({ length: 40 }, () => Buffer.from(' ')), 250, short);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(BODY_MS - 50);
    expect(took).toBeLessThan(BODY_MS + 2500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(Buffer.from(answer.slice(answer.indexOf('\r\n\r\n') + 4), 'latin1').toString('utf8'))).toEqual({ success: false, error: messages.generic.requestTimeout });
    expect(closedBy).toBe('client');
    // The server goes on answering.
    expect((await fetch(`${short.url}/healthz`)).status).toBe(200);
  });

  it('ends a chunked body that trickles in the same way (no Content-Length to announce it)', { timeout: 20_000 }, async () => {
    const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nOrigin: ${short.url}\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`;
    const started = Date.now();
    const { answer } = await trickle(head, Array.from({ length: 40 }, () => Buffer.from('1\r\n \r\n')), 250, short);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_MS - 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves alone a body that arrives within it', { timeout: 20_000 }, async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Awa Koné', email: 'awa@exemple.ci', phone: '0707070707', message: 'Bonjour, une question sur le BTS.' }));
    const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nOrigin: ${short.url}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer } = await trickle(head, [body.subarray(0, 20), body.subarray(20)], 300, short);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('a slow upload to an upload route still completes, long past the deadline', { timeout: 30_000 }, async () => {
    const admin = await loginAsAdmin(short);
    const photo = await jpeg(400, 300);
    const upload = slowUpload(short.url, admin.cookie, photo);
    const started = Date.now();
    const piece = Math.ceil(photo.length / 8);
    for (let i = 0; i < 7; i++) {
      await new Promise((r) => setTimeout(r, 500));
      await upload.send(piece);
    }
    upload.end();
    const { status, body } = await upload.answer;
    expect(Date.now() - started).toBeGreaterThan(BODY_MS * 2);
    expect(status, body).toBe(201);
  });

  it('spares exactly the routes that receive files: every upload route of the app, and nothing public', () => {
    const uploads = short.app.routes.filter((r) => /upload(s(\/:\w+)?)?$/.test(r.path) && r.method !== 'ALL').map((r) => r.path);
    expect(uploads.length).toBeGreaterThanOrEqual(8);
    for (const route of uploads) expect(isUploadPath(route.replace(/:[a-zA-Z]+/g, '12')), route).toBe(true);
    for (const target of [`${TUS_PATH}/abc123?x=1`, '/api/admin/news/12', '/api/admin/news']) expect(isUploadPath(target), target).toBe(true);
    for (const target of ['/api/contact', '/contact', '/api/chat', '/api/admin/login', '/api/admin/projects', '/api/admin/news/12/images', '/api/admin/uploads-x', '/media/a.mp4', '/api/contact?/api/admin/gallery-upload'])
      expect(isUploadPath(target), target).toBe(false);
  });

  it("nginx's location that passes bodies through unbuffered (deploy/nginx-ecole.conf) takes exactly these routes", () => {
    const conf = readFileSync(fileURLToPath(new URL('../../deploy/nginx-ecole.conf', import.meta.url)), 'utf8');
    const locations = [...conf.matchAll(/^\s*location ~ (\S+) \{/gm)].map((m) => new RegExp(m[1]));
    expect(locations).toHaveLength(1);
    const [unbuffered] = locations;
    const targets = short.app.routes.map((r) => r.path.replace(/:[a-zA-Z]+/g, '12').replace(/\*$/, 'x'));
    targets.push(`${TUS_PATH}/abc123`, '/api/admin/uploads-x', '/api/admin/news/12/images', '/media/a.mp4');
    for (const target of new Set(targets)) expect(unbuffered.test(target), target).toBe(isUploadPath(target));
  });
});

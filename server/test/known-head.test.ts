// The fast path writes a cache hit's head itself (server/src/http/known-head.ts) instead of
// res.writeHead: the bytes on the wire must be the very ones Node writes for the same
// headers, keep-alive included, and wherever Node would write something else (a connection
// to close, a cap of requests per connection) the module must decline and leave it to Node.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { headerLine, KNOWN_HEAD_SUPPORTED, writeKnownHead } from '../src/http/known-head';

const HEADERS: [string, string][] = [
  ['Content-Type', 'text/html; charset=utf-8'],
  ['Content-Security-Policy', "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'"],
  ['X-Request-Id', 'req-1'],
];
const BODY = Buffer.from('<!doctype html><p>Bonjour</p>');

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

/** A server answering /known with writeKnownHead and /node with writeHead, same headers and body. */
async function start(configure?: (s: http.Server) => void) {
  const declined: string[] = [];
  const server = http.createServer((req, res) => {
    const lines = HEADERS.map(([n, v]) => headerLine(n, v)).join('') + headerLine('Content-Length', String(BODY.length));
    if (req.url === '/known' && writeKnownHead(res, 200, lines)) return res.end(BODY);
    if (req.url === '/known') declined.push(req.url);
    res.writeHead(200, [...HEADERS.flat(), 'Content-Length', String(BODY.length)]);
    res.end(BODY);
  });
  configure?.(server);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { port: (server.address() as net.AddressInfo).port, declined };
}

/** Sends raw request bytes; resolves with all bytes received once `answers` bodies came or the socket closed. */
function exchange(port: number, request: string, answers = 1): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const done = (closed: boolean) => {
      socket.destroy();
      resolve({ text, closed });
    };
    socket.on('data', (d) => {
      text += d.toString('latin1');
      if (text.split('Bonjour</p>').length - 1 >= answers) setTimeout(() => done(socket.readableEnded), 50);
    });
    socket.on('end', () => done(true));
    socket.on('error', reject);
    socket.write(request);
  });
}

const withoutDate = (text: string) => text.replace(/^Date: .*\r\n/gm, 'Date: D\r\n');

describe('a head written by the fast path', () => {
  it('is supported by this Node, so cache hits do take this path', () => {
    expect(KNOWN_HEAD_SUPPORTED).toBe(true);
  });

  it('puts on the wire the very bytes writeHead does, Date and keep-alive included', async () => {
    const { port, declined } = await start();
    const known = await exchange(port, 'GET /known HTTP/1.1\r\nHost: x\r\n\r\n');
    const node = await exchange(port, 'GET /node HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(declined).toEqual([]);
    expect(withoutDate(known.text)).toBe(withoutDate(node.text));
    expect(known.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(known.text).toMatch(/\r\nDate: [A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n/);
    expect(known.closed).toBe(false);
  });

  it('keeps the connection for the next request, and answers pipelined requests in order', async () => {
    const { port } = await start();
    const twice = await exchange(port, 'GET /known HTTP/1.1\r\nHost: x\r\n\r\nGET /node HTTP/1.1\r\nHost: x\r\n\r\nGET /known HTTP/1.1\r\nHost: x\r\n\r\n', 3);
    const answers = twice.text.split(/(?=HTTP\/1\.1 200 OK)/);
    expect(answers).toHaveLength(3);
    expect(new Set(answers.map(withoutDate)).size).toBe(1);
  });

  it('follows the server keep-alive timeout as Node does', async () => {
    const { port } = await start((s) => (s.keepAliveTimeout = 12_000));
    const known = await exchange(port, 'GET /known HTTP/1.1\r\nHost: x\r\n\r\n');
    const node = await exchange(port, 'GET /node HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(known.text).toContain('\r\nKeep-Alive: timeout=12\r\n');
    expect(withoutDate(known.text)).toBe(withoutDate(node.text));
  });

  it('declines where Node closes the connection or caps its requests, and Node answers', async () => {
    const plain = await start();
    for (const request of ['GET /known HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'GET /known HTTP/1.0\r\nHost: x\r\n\r\n']) {
      const { text, closed } = await exchange(plain.port, request);
      expect(text).toContain('\r\nConnection: close\r\n');
      expect(closed).toBe(true);
    }
    expect(plain.declined).toHaveLength(2);

    const capped = await start((s) => (s.maxRequestsPerSocket = 10));
    const { text } = await exchange(capped.port, 'GET /known HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(text).toContain('\r\nKeep-Alive: timeout=5, max=10\r\n');
    expect(capped.declined).toHaveLength(1);
  });

  it('declines a status without a body, and headers or a reason set beforehand', async () => {
    const server = http.createServer((req, res) => {
      const before = [
        writeKnownHead(res, 204, ''),
        writeKnownHead(res, 304, ''),
        writeKnownHead(res, 103, ''),
      ];
      res.setHeader('X-Early', 'oui');
      before.push(writeKnownHead(res, 200, headerLine('Content-Length', String(BODY.length))));
      res.removeHeader('X-Early');
      res.statusMessage = 'Bien';
      before.push(writeKnownHead(res, 200, headerLine('Content-Length', String(BODY.length))));
      res.setHeader('X-Declined', before.join(','));
      res.end(BODY);
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { text } = await exchange((server.address() as net.AddressInfo).port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 200 Bien\r\n/);
    expect(text).toContain('\r\nX-Declined: false,false,false,false,false\r\n');
  });

  it('declines, as writeHead closes, when the client awaits a 100 Continue it did not get', async () => {
    const { port, declined } = await start((s) => s.on('checkContinue', (req, res) => s.emit('request', req, res)));
    const { text, closed } = await exchange(port, 'GET /known HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n');
    expect(declined).toHaveLength(1);
    expect(text).toContain('\r\nConnection: close\r\n');
    expect(closed).toBe(true);
  });

  it('declines a response whose head is already written, changing nothing', async () => {
    let second: boolean | undefined;
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Length': String(BODY.length) });
      second = writeKnownHead(res, 500, headerLine('X-Other', 'y'));
      res.end(BODY);
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { text } = await exchange((server.address() as net.AddressInfo).port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(second).toBe(false);
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).not.toContain('X-Other');
  });
});

// Connection timeouts (http/timeouts.ts): a body that keeps arriving, however slowly, is
// received (a video sent from the web administration over a mobile connection); a
// connection that goes silent is closed.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ idleMs: 1000 });
});
afterAll(() => server?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `head` then `body` in pieces `gapMs` apart; resolves with what came back and whether the server closed. */
function trickle(head: string, pieces: Buffer[], gapMs: number): Promise<{ answer: string; closedBy: 'server' | 'client' }> {
  const { hostname, port } = new URL(server.url);
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
    socket.on('error', reject);
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
  it('no limit on the whole request, a limit on silence and on the head', () => {
    expect(server.http.requestTimeout).toBe(0);
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

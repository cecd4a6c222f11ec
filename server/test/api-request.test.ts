// The shared client's apiRequest (site, back office, desktop): its time limit against a real HTTP server that answers, or never does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '@ecole/shared/api';

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
    // '/stall': the head is sent, the body never comes, as on a connection that stalls.
    else if (req.url === '/stall') res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"succ');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('apiRequest with timeoutMs', () => {
  it('answers as usual within the limit', async () => {
    expect(await apiRequest('GET', '/ok', undefined, { baseUrl, timeoutMs: 2000 })).toEqual({ success: true });
  });

  it('gives up on an answer whose body never ends', async () => {
    const started = Date.now();
    await expect(apiRequest('GET', '/stall', undefined, { baseUrl, timeoutMs: 200 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up as well when the caller aborts first', async () => {
    const caller = new AbortController();
    const pending = apiRequest('GET', '/stall', undefined, { baseUrl, timeoutMs: 60_000, signal: caller.signal });
    setTimeout(() => caller.abort(), 50);
    await expect(pending).rejects.toThrow();
  });
});

// A TCP relay between the desktop code and the test server, to make the network as bad
// as an administrator's mobile connection: slow (bytes per second towards the server),
// cut (every open connection dropped at once), or down (connections refused). And an HTTP
// relay that answers some requests itself, as a reverse proxy does while the server restarts.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';

export interface FlakyProxy {
  url: string;
  /** Bytes that went towards the server, in total. */
  readonly uploaded: number;
  /** Limit towards the server, bytes per second (null: no limit). */
  setRate(bytesPerSecond: number | null): void;
  /** Drops every open connection, as a lost network does. */
  dropAll(): void;
  /** While down, new connections are closed at once. */
  setDown(down: boolean): void;
  /** Calls `fn` once, when the bytes towards the server first pass `bytes`. */
  onUploaded(bytes: number, fn: () => void): void;
  close(): Promise<void>;
}

export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let rate: number | null = null;
  let down = false;
  let uploaded = 0;
  const watchers: Array<{ bytes: number; fn: () => void }> = [];

  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client);
    sockets.add(upstream);
    const throttle = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        uploaded += chunk.length;
        for (const w of watchers.splice(0)) {
          if (uploaded >= w.bytes) setImmediate(w.fn);
          else watchers.push(w);
        }
        if (rate === null) return cb(null, chunk);
        setTimeout(() => cb(null, chunk), (chunk.length / rate) * 1000);
      },
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    throttle.on('error', end);
    client.pipe(throttle).pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port: own } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${own}`,
    get uploaded() {
      return uploaded;
    },
    setRate: (r) => (rate = r),
    dropAll: () => {
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    setDown: (d) => (down = d),
    onUploaded: (bytes, fn) => watchers.push({ bytes, fn }),
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

export interface HttpFront {
  url: string;
  /** Requests seen, by method and path ("POST /api/admin/uploads"). */
  readonly seen: Record<string, number>;
  /** Bytes of request bodies relayed to the server. */
  readonly uploaded: number;
  /** The next `count` HEAD requests are answered `status` here, as a reverse proxy does while the server restarts. */
  refuseHeads(count: number, status: number): void;
  /** The next `method` request goes to the server whole, but its answer is lost: the client's connection is cut once the request is sent. */
  loseNextAnswer(method: string): void;
  /** Called with each answer relayed from the server, before the client gets it. */
  onAnswer(fn: (method: string, path: string, status: number) => void | Promise<void>): void;
  close(): Promise<void>;
}

/** An HTTP relay in front of the test server that can refuse some requests itself. */
export async function startHttpFront(target: string): Promise<HttpFront> {
  const { hostname, port } = new URL(target);
  const seen: Record<string, number> = {};
  let uploaded = 0;
  let refusals = 0;
  let refusalStatus = 503;
  let loseAnswerOf: string | null = null;
  let answerHook: (method: string, path: string, status: number) => void | Promise<void> = () => {};
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const key = `${method} ${(req.url ?? '/').split('?')[0]}`;
    seen[key] = (seen[key] ?? 0) + 1;
    if (method === 'HEAD' && refusals > 0) {
      refusals--;
      res.writeHead(refusalStatus, { 'Content-Type': 'text/html' }).end();
      return;
    }
    const lose = loseAnswerOf === method;
    if (lose) loseAnswerOf = null;
    const upstream = http.request({ host: hostname, port: Number(port), method, path: req.url, headers: req.headers }, (answer) => {
      if (lose) return answer.resume();
      void Promise.resolve(answerHook(method, (req.url ?? '/').split('?')[0], answer.statusCode ?? 502)).then(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
    });
    upstream.on('error', () => res.destroy());
    req.on('data', (chunk: Buffer) => (uploaded += chunk.length));
    if (lose) req.on('end', () => res.socket?.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    seen,
    get uploaded() {
      return uploaded;
    },
    refuseHeads(count, status) {
      refusals = count;
      refusalStatus = status;
    },
    loseNextAnswer: (method) => (loseAnswerOf = method),
    onAnswer: (fn) => (answerHook = fn),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

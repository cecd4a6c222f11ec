// Timed HTTP requests with node:http, so the client does not decompress (only the server's
// work and the transfer are measured) and connections are kept alive per agent.
import http from 'node:http';

/** One request; resolves { status, ms, bytes, encoding } (status 0 and `error` on a network failure). */
export function timedRequest(url, { method = 'GET', agent, headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - start) / 1e6;
    const req = http.request(url, { method, agent, headers: body ? { ...headers, 'Content-Length': Buffer.byteLength(body) } : headers }, (res) => {
      let bytes = 0;
      res.on('data', (d) => (bytes += d.length));
      res.on('end', () => resolve({ status: res.statusCode, ms: elapsed(), bytes, encoding: res.headers['content-encoding'] ?? null }));
      res.on('error', (err) => resolve({ status: 0, ms: elapsed(), bytes, error: err.code ?? err.message }));
    });
    req.on('error', (err) => resolve({ status: 0, ms: elapsed(), bytes: 0, error: err.code ?? err.message }));
    req.end(body);
  });
}

export const timedGet = (url, opts = {}) => timedRequest(url, opts);

/**
 * `total` GETs of url by `concurrency` workers, each one after the other on its own
 * keep-alive connection. Returns the durations (ms) and the status counts.
 */
export async function timedRun(url, { total, concurrency = 1, headers }) {
  const ms = [];
  const statuses = {};
  let next = 0;
  const worker = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (next < total) {
      next++;
      const r = await timedGet(url, { agent, headers });
      ms.push(r.ms);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms, statuses };
}

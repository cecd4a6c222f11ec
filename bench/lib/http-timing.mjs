// Timed GETs over one keep-alive connection per worker, with node:http so the client does
// not decompress (only the server's work and the transfer are measured).
import http from 'node:http';

/** One GET; resolves { status, ms, bytes, encoding }. */
export function timedGet(url, { agent, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (d) => (bytes += d.length));
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - start) / 1e6, bytes, encoding: res.headers['content-encoding'] ?? null }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

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

// autocannon as bench/server.mjs uses it: a fixed number of connections for a duration,
// optionally cycling through several requests, reduced to the figures we print.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { round } from './report.mjs';

// autocannon appends every response body to a string (`req.body += chunk`) in case a run
// checks bodies, which none of ours does. Decoding a compressed, binary body as UTF-8 costs
// the client ~200 µs per 15 KB answer: measured with a bare Node server sending the home
// page's brotli bytes, autocannon tops out at ~5 000 req/s at 100% CPU, the server half idle;
// without the decoding, ~28 000 req/s. On a 2-core machine that measures the client, not the
// server, so the queue keeps the byte counts and drops the bodies.
const require = createRequire(import.meta.url);
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js');
PipelinedRequestsQueue.prototype.addBody = function dropBody() {};

/** Browsers ask for compressed answers; the server must be measured serving those. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

export async function cannon({ url, requests, connections = 50, duration = 10, headers = BROWSER_HEADERS }) {
  const result = await autocannon({ url, connections, duration, headers, requests, pipelining: 1 });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    reqPerSec: round(result.requests.average, 0),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    throughputKBs: round(result.throughput.average / 1024, 0),
  };
}

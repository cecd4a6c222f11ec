// autocannon as bench/server.mjs uses it: a fixed number of connections for a duration,
// optionally cycling through several requests, reduced to the figures we print.
import autocannon from 'autocannon';
import { round } from './report.mjs';

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

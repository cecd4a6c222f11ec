// The ceiling of bench/server.mjs: a bare node:http server, no framework, no cache lookup,
// no nonce, answering each path with the very bytes (status, header lines, compressed body)
// the real server sent for it, recorded once. Its req/s is what this machine and this
// client can do with answers of that size and shape, whatever the server code. Prints its port.
import http from 'node:http';
import { readFileSync } from 'node:fs';

// Node writes these itself (or must compute them): not replayed.
const OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(recorded).map(([path, a]) => [path, { status: a.status, headers: a.headers.filter(([name]) => !OWN.has(name.toLowerCase())).flat(), body: Buffer.from(a.body, 'base64') }]),
);

const server = http.createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(a.status, [...a.headers, 'Content-Length', String(a.body.length)]);
  res.end(a.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

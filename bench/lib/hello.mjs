// The baseline of bench/server.mjs: the smallest Hono app on @hono/node-server, in its own
// process (as the real server is), so both are measured the same way. Prints its port.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// hono and @hono/node-server are the server's dependencies: resolve them from there.
const serverPkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/package.json');
const require = createRequire(serverPkg);
const { Hono } = await import(require.resolve('hono'));
const { serve } = await import(require.resolve('@hono/node-server'));

const app = new Hono().get('/', (c) => c.text('Hello'));
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

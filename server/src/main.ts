// Start-up: configuration, database (migrations run here), demo content on an empty
// database, then the HTTP server. SIGTERM/SIGINT drain in-flight requests before exit.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { createRuntime } from './deps';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { fillMissingPictures } from './features/missing-video-pictures';
import { bootstrapAdmin } from './features/auth/service';
import { seedIfEmpty } from './seed';
import { createPageRenderer } from './ssr/render';
import { withFastPath } from './http/fast-path';
import { applyTimeouts } from './http/timeouts';
import { scheduleExpiredRowsPurge } from './http/expired-rows';
import { videosWithoutLightCopy } from './media/light-video';
import { scheduleUnusedFiles } from './media/unused-files';

const env = loadEnv();
const logger = createLogger(env.logLevel);
const runtime = await createRuntime(env, logger);
if (env.seed) await seedIfEmpty(runtime.deps);
const { setupToken } = await bootstrapAdmin(runtime.deps);
const renderer = await createPageRenderer(runtime.deps);
const app = createApp(runtime.deps, { renderer });

// Cache hits are answered before Hono (http/fast-path.ts); everything else goes through it.
const server = createServer(withFastPath(getRequestListener(app.fetch, { hostname: env.host }), runtime.deps, renderer));
applyTimeouts(server);
server.listen(env.port, env.host, () => {
  const port = (server.address() as AddressInfo).port;
  const url = env.publicUrl ?? `http://localhost:${port}`;
  logger.info('server started', { url, port, database: runtime.deps.dbKind });
  if (setupToken) {
    // Printed, not logged as data: the link is for the person starting the server.
    process.stdout.write(
      `\nAucun administrateur n'existe encore. Créez le premier en ouvrant ce lien (valable une seule fois) :\n  ${url}/admin/setup?token=${setupToken}\n` +
        `ou lancez : pnpm admin:create --username <nom>\n\n`,
    );
  }
  // In the background, once serving: older album and project videos get their still pictures (decisions 029, 031).
  void fillMissingPictures(runtime.deps, () => stopping).catch((err: unknown) => logger.warn('video pictures not filled', { err: String(err) }));
  // And every video a record shows gets its lighter copy for phones (decision 032), one at a time.
  if (env.lightVideos) {
    void videosWithoutLightCopy(runtime.deps.db, runtime.deps.media)
      .then((names) => names.forEach((name) => runtime.deps.videos.add(name)))
      .catch((err: unknown) => logger.warn('light video copies not looked for', { err: String(err) }));
  }
  // Uploads never saved into a record, once old enough (MEDIA_UNUSED_DAYS): once a day.
  scheduleUnusedFiles(runtime.deps, () => stopping);
  // Rate-limit counters and sessions past their end: at once, then every PURGE_INTERVAL_S.
  purge = scheduleExpiredRowsPurge(runtime.deps);
});

let purge: { stop(): void } | undefined;

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  // A video's copy being made is abandoned (ffmpeg killed; its temp files go now or at the next
  // start, which makes the copy).
  runtime.deps.videos.stop();
  purge?.stop();
  const force = setTimeout(() => {
    logger.error('requests still running after 10 s: stopping anyway');
    process.exit(1);
  }, 10_000);
  force.unref();
  // Stops listening at once (new connections are refused), closes idle kept-alive
  // connections, and calls back once the requests in flight have been answered.
  server.close(async () => {
    await runtime.close().catch(() => {});
    logger.info('stopped');
    process.exit(0);
  });
  // A connection busy at the signal stays open, kept alive, once its request is answered:
  // closed as soon as it is idle rather than when its keep-alive timeout ends.
  if ('closeIdleConnections' in server) setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

// A promise nobody awaited failed (a driver's background reconnection, a fire-and-forget
// cleanup): logged, and the server keeps serving. Node's default would end the process,
// and with it every request in flight, for an error no request is waiting on.
process.on('unhandledRejection', (reason) => {
  logger.error('unhandled promise rejection', { err: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason) });
});
// A thrown error nobody caught may have left any state half-changed: logged, then exit
// (a supervisor restarts the process), as Node would do, but in the JSON log.
process.on('uncaughtException', (err) => {
  logger.error('uncaught exception', { err: err.stack ?? String(err) });
  process.exit(1);
});

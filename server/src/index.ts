// Start-up: configuration, database (migrations run here), demo content on an empty
// database, then the HTTP server. SIGTERM/SIGINT drain in-flight requests before exit.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createRuntime } from './deps';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { bootstrapAdmin } from './features/auth/service';
import { seedIfEmpty } from './seed';
import { createPageRenderer } from './ssr/render';

const env = loadEnv();
const logger = createLogger(env.logLevel);
const runtime = await createRuntime(env, logger);
if (env.seed) await seedIfEmpty(runtime.deps);
const { setupToken } = await bootstrapAdmin(runtime.deps);
const renderer = await createPageRenderer(runtime.deps);
const app = createApp(runtime.deps, { renderer });

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const url = env.publicUrl ?? `http://localhost:${info.port}`;
  logger.info('server started', { url, port: info.port, database: runtime.deps.dbKind });
  if (setupToken) {
    // Printed, not logged as data: the link is for the person starting the server.
    process.stdout.write(
      `\nAucun administrateur n'existe encore. Créez le premier en ouvrant ce lien (valable une seule fois) :\n  ${url}/admin/setup?token=${setupToken}\n` +
        `ou lancez : pnpm admin:create --username <nom>\n\n`,
    );
  }
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await runtime.close().catch(() => {});
    process.exit(0);
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

// The real app on a real port, with its own database and media folder: tests talk to it
// over HTTP exactly as the site does.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import { createApp, type App } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { buildDeps } from '../../src/deps';
import { loadEnv, type Env } from '../../src/env';
import { createLogger, type Logger } from '../../src/logger';
import { applyTimeouts } from '../../src/http/timeouts';
import { withFastPath } from '../../src/http/fast-path';
import { createPageRenderer, type PageRenderer } from '../../src/ssr/render';
import { createTestDatabase, type TestDatabaseOptions } from './database';
import { makeFactories, type Factories } from './factories';

export interface TestServer {
  /** Origin without trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  deps: AppDeps;
  /** PostgreSQL only: the test database's address, for a second process or pool on it. */
  databaseUrl?: string;
  /** The app behind the port (its route table, for the guard test). */
  app: App;
  /** The node:http server listening on the port. */
  http: Server;
  factories: Factories;
  /** With `fastPath: true`: switch it off to get Hono's answer, and count its answers. */
  fastPath?: { enabled: boolean; readonly hits: number };
  /** With `pages: true`: the page renderer (tests wait on its background compression). */
  renderer?: PageRenderer;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Partial<Env>;
  /** Receives the server's logs (silent by default). */
  logger?: Logger;
  database?: TestDatabaseOptions;
  /** Also serve the public pages, rendered from the site's build (needs `pnpm build`). */
  pages?: boolean;
  /** Answer cache hits before Hono, as src/main.ts does (http/fast-path.ts). */
  fastPath?: boolean;
  /** The connection idle timeout (http/timeouts.ts), shortened for the tests of it. */
  idleMs?: number;
  /** The deadline on a request's whole body, uploads apart (http/timeouts.ts), shortened for its test. */
  bodyMs?: number;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const { database, url: databaseUrl, dispose } = await createTestDatabase(opts.database);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ecole-test-data-'));
  const env: Env = {
    ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'false', PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST }),
    // Unused files removed at once, so a test can look right after the write.
    mediaRemovalDelayMs: 0,
    // No ffmpeg in the background behind every test's videos: light-video.test.ts turns it on.
    lightVideos: false,
    ...opts.env,
  };
  const deps = await buildDeps(env, database, opts.logger ?? createLogger('silent'));
  const renderer = opts.pages ? await createPageRenderer(deps) : undefined;
  const app = createApp(deps, { renderer });
  let fastPath: TestServer['fastPath'];
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    if (opts.fastPath) {
      const slow = getRequestListener(app.fetch, { hostname: '127.0.0.1' });
      const fast = withFastPath(slow, deps, renderer);
      const control = { enabled: true, get hits() { return fast.hits; } };
      fastPath = control;
      const s: Server = createServer((req, res) => (control.enabled ? fast : slow)(req, res));
      applyTimeouts(s, { idleMs: opts.idleMs, bodyMs: opts.bodyMs });
      s.listen(0, '127.0.0.1', () => resolve({ server: s, port: (s.address() as AddressInfo).port }));
    } else {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server: s, port: info.port }));
      applyTimeouts(s as Server, { idleMs: opts.idleMs, bodyMs: opts.bodyMs });
    }
  });

  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    databaseUrl,
    app,
    http: server as Server,
    factories: makeFactories(deps),
    fastPath,
    renderer,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this close() waits for their timeout.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface JsonResponse<T = unknown> {
  res: Response;
  status: number;
  body: T;
}

/** fetch + JSON body (null when the body is empty, e.g. a 304). */
export async function fetchJson<T = unknown>(url: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { res, status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A JSON POST as the site's fetcher sends it. */
export function postJson<T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetchJson<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

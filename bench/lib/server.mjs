// Starts the production build (server/dist) on a fresh, seeded PostgreSQL database, as
// `pnpm bench` measures it. BENCH_PG_URL points at the PostgreSQL server (default: this
// machine's, trust auth); every start gets its own database, dropped by stop().
// BENCH_SERVER_DIST names another build folder under server/ (default dist): to compare two
// builds side by side, e.g. a copy of the previous one in server/dist-before.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './client-malloc.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-Admin-password-2026', email: 'bench@lagune-business.example' };

/** Logs in as BENCH_ADMIN (the desktop app's way: no Origin needed); answers the session cookie. */
export async function adminLogin(url) {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Client': 'desktop' },
    body: JSON.stringify({ username: BENCH_ADMIN.username, password: BENCH_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`connexion refusée (${res.status}) : ${await res.text()}`);
  // The answer first clears any previous session cookie, then sets the new one.
  const sid = res.headers.getSetCookie().findLast((c) => /^(__Host-)?sid=[^;]/.test(c));
  if (!sid) throw new Error('pas de cookie de session après la connexion');
  return sid.split(';')[0];
}

export function psql(sql, url = PG_URL) {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' });
}

export function databaseUrl(name, url = PG_URL) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur ne répond pas sur ${url}`);
}

/**
 * Starts one server process. Options: database (an existing database name to share, e.g.
 * for a second process), env (extra variables), quiet (default true: warnings only),
 * nodeArgs (flags for node itself, e.g. --cpu-prof, which NODE_OPTIONS refuses), stdout
 * ('pipe' to read the server's log from child.stdout; with quiet false, 'inherit').
 * Returns { url, port, database, child, stop() }.
 */
export async function startServer(opts = {}) {
  const entry = path.join(repoRoot, 'server', process.env.BENCH_SERVER_DIST ?? 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error('server/dist absent : lancez `pnpm build` avant les benchmarks.');
  const ownsDatabase = !opts.database;
  const database = opts.database ?? `ecole_bench_${randomBytes(4).toString('hex')}`;
  if (ownsDatabase) psql(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ecole-bench-'));
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), entry], {
    cwd: repoRoot,
    stdio: ['ignore', opts.stdout ?? (opts.quiet === false ? 'inherit' : 'ignore'), 'inherit'],
    env: serverEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(database),
      DATA_DIR: opts.dataDir ?? dataDir,
      SEED: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ...opts.env,
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/robots.txt`, child);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (ownsDatabase) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    throw err;
  }
  let stopped = false;
  return {
    url,
    port,
    database,
    child,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (ownsDatabase) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/** Peak resident memory (MB) of a process, from /proc (Linux). */
export function peakRssMb(pid) {
  try {
    const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' });
    const m = /VmHWM:\s+(\d+) kB/.exec(status);
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

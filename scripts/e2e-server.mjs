// Starts the built server for the end-to-end tests on an embedded database of its own, in a
// throw-away folder. Usage: node scripts/e2e-server.mjs <port> <name> [--empty]
//
// The four servers start together, and each would create a database (~4 s of a core) and,
// but the empty one, seed the demo content (~13 s). The first one to arrive builds a template
// of its kind (seeded or empty) once: a server started on it, then stopped cleanly; every
// server then starts on a copy. A template is kept for the same build (server/dist and
// migrations/): it is never served from, only copied, so it holds nothing a test changed.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const [port, name, flag] = process.argv.slice(2);
const empty = flag === '--empty';
const dataDir = path.resolve('.tmp', `e2e-${name}`);

const serverEnv = (overrides) => ({
  ...process.env,
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  SEED: empty ? 'false' : 'true',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Every admin spec logs in: scrypt at 2^14 rather than 2^17 (~1 s of CPU per login here).
  PASSWORD_HASH_COST: '14',
  ...overrides,
});

/** The build the template belongs to: the server bundle and the migrations it runs. */
function buildKey() {
  const bundle = statSync('server/dist/index.js');
  const migrations = readdirSync('migrations', { recursive: true }).sort().join(',');
  let h = 0;
  for (const ch of `${bundle.mtimeMs}:${bundle.size}:${migrations}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return (h >>> 0).toString(36);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function answers(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
}

/** A port free at this moment, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** Builds the template of this kind (a server started on it, then stopped), or waits for the one building it. */
async function template() {
  const template = path.resolve('.tmp', `e2e-template-${buildKey()}-${empty ? 'empty' : 'seeded'}`);
  const ready = `${template}.ready`;
  const lock = `${template}.lock`;
  mkdirSync(path.dirname(template), { recursive: true });
  for (;;) {
    if (existsSync(ready)) return template;
    try {
      mkdirSync(lock);
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // Another server is building it; take over only if that one died.
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // its pid is not written yet
      }
      if (holder && !alive(holder)) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    // Templates of earlier builds are of no more use.
    for (const f of readdirSync(path.dirname(template))) {
      if (f.startsWith('e2e-template-') && !f.startsWith(`e2e-template-${buildKey()}`)) rmSync(path.join(path.dirname(template), f), { recursive: true, force: true });
    }
    rmSync(template, { recursive: true, force: true });
    // A port no other run has: a fixed offset from E2E_PORT met another run's servers when
    // two suites ran side by side, and the template was built by the wrong server.
    const builderPort = String(await freePort());
    const builder = spawn(process.execPath, ['server/dist/index.js'], { stdio: 'inherit', env: serverEnv({ PORT: builderPort, DATA_DIR: template }) });
    try {
      await answers(`http://127.0.0.1:${builderPort}/robots.txt`, 110_000);
    } finally {
      const exited = new Promise((resolve) => builder.once('exit', resolve));
      builder.kill('SIGTERM');
      await exited;
    }
    writeFileSync(ready, '');
    rmSync(lock, { recursive: true, force: true });
    return template;
  }
}

rmSync(dataDir, { recursive: true, force: true });
cpSync(await template(), dataDir, { recursive: true });
const child = spawn(process.execPath, ['server/dist/index.js'], { stdio: 'inherit', env: serverEnv({ PORT: port, DATA_DIR: dataDir }) });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

// The real server as its own process (src/index.ts through tsx's loader: no build of the
// server needed), on the embedded database in a given DATA_DIR, for tests of signals and crashes.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../src/paths';

export const PROCESS_ADMIN = { username: 'arret-admin', password: 'Arret-mot-de-passe-2026' };

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote on stdout so far (its JSON log lines). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The server's process, started but not yet waited for (startServerProcess waits). */
export async function spawnServerProcess(dataDir: string, extraEnv: Record<string, string> = {}): Promise<Omit<ServerProcess, 'exited'>> {
  const port = await freePort();
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a
  // child process of its own, which a SIGKILL sent to the command would not reach.
  const tsxLoader = pathToFileURL(path.join(repoRoot, 'server', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(repoRoot, 'server', 'src', 'index.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Empty: the embedded database, even in the suite's PostgreSQL pass.
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MEDIA_DIR: '',
      SEED: 'false',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: PROCESS_ADMIN.username,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      ...extraEnv,
    },
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => out };
}

export async function startServerProcess(dataDir: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const { url, port, child, output } = await spawnServerProcess(dataDir, extraEnv);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // Generous: a loaded machine takes tens of seconds to compile the source and open PGlite.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté au démarrage :\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur ne répond pas :\n${output()}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, child, output, exited };
}

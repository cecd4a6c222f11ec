// Starts the built server for the end-to-end tests on a fresh embedded database in a
// throw-away folder. Usage: node scripts/e2e-server.mjs <port> <name> [--empty]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const [port, name, flag] = process.argv.slice(2);
const dataDir = path.resolve('.tmp', `e2e-${name}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['server/dist/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: flag === '--empty' ? 'false' : 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Every admin spec logs in: scrypt at 2^14 rather than 2^17 (~1 s of CPU per login here).
    PASSWORD_HASH_COST: '14',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

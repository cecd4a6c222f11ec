// The load generator's allocator, set so that it measures the server rather than itself
// (docs/decisions/009, amendment "the client's heap").
//
// autocannon runs in the bench process. Each socket read takes a 64 KB buffer from glibc's heap
// and keeps the answer's bytes until V8 frees them. With answers of ~10 KB (the home page) the
// heap's free top kept passing glibc's trim threshold (128 KB): it was handed back to the kernel
// (`brk`) and taken again for the next reads, a page fault per answer (strace: ~800 `brk` in 3 s;
// /proc: 0.94 faults per answer, 0.00–0.09 at 5–9 KB), and the client's CPU per answer doubled
// above ~9 KB: a cliff in the instrument, not in the server. A trim threshold of 256 MB keeps
// the client's heap; the servers it measures (ours, hello, the replay) keep glibc's defaults.
import { spawn } from 'node:child_process';

const MARK = 'BENCH_CLIENT_MALLOC_RELAUNCHED';
const CLIENT_ENV = { MALLOC_TRIM_THRESHOLD_: String(256 * 1024 * 1024), [MARK]: '1' };

/**
 * Runs the calling script again in a process with CLIENT_ENV and exits with its code; returns
 * at once in that process (or when BENCH_CLIENT_MALLOC=glibc asks for glibc's defaults, to see
 * the cliff). glibc reads MALLOC_* only at start-up, hence the second process.
 */
export async function inClientMallocProcess() {
  if (process.env[MARK] || process.env.BENCH_CLIENT_MALLOC === 'glibc') return;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, ...CLIENT_ENV } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  process.exit(code);
}

/** The environment for a process the bench measures: glibc's defaults, as in production. */
export function serverEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (env[MARK]) {
    delete env[MARK];
    delete env.MALLOC_TRIM_THRESHOLD_;
  }
  return env;
}

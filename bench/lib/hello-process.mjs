// Starts a bench server script of this folder (hello.mjs, replay.mjs) in its own process
// and waits for the port it prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './client-malloc.mjs';

export async function startScript(script, args = []) {
  const child = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), script), ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: serverEnv() });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} s'est arrêté (code ${code})`)));
    child.stdout.once('data', (d) => resolve(JSON.parse(String(d)).port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const startHello = () => startScript('hello.mjs');

/** A bare node:http server answering each path with the recorded answer (see replay.mjs). */
export const startReplay = (recordingFile) => startScript('replay.mjs', [recordingFile]);

// `pnpm bench` (after `pnpm build`): every benchmark in turn, each in its own process, then
// one table of every target. Each script prints `BENCH_SUMMARY {json}` as its last line and
// writes bench/results/<name>.json (bench/lib/report.mjs); this collects them into
// bench/results/summary.json. faults.mjs stops and starts the real PostgreSQL: it runs last.
// Scripts written elsewhere (lighthouse.mjs, faults.mjs) run when present.
// Env: BENCH_ONLY=server,image (a subset, by name); each script's own variables pass through.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, resultsDir } from './lib/report.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ORDER = ['server', 'image', 'load', 'lighthouse', 'faults'];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);

/** Runs one script with its output shown as it comes; resolves its summary (or a failure). */
function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
    let summary = null;
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) if (line.startsWith('BENCH_SUMMARY ')) summary = JSON.parse(line.slice('BENCH_SUMMARY '.length));
    });
    child.on('exit', (code, signal) => {
      if (pending.startsWith('BENCH_SUMMARY ')) summary = JSON.parse(pending.slice('BENCH_SUMMARY '.length));
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!summary) summary = { name, ok: false, targets: [], error: `exited with ${signal ?? code} without a summary` };
      resolve({ ...summary, exitCode: code, seconds });
    });
  });
}

mkdirSync(resultsDir, { recursive: true });
const summaries = [];
for (const name of ORDER) {
  if (only && !only.includes(name)) continue;
  if (!existsSync(path.join(here, `${name}.mjs`))) {
    console.log(`\n=== ${name}: absent, skipped`);
    continue;
  }
  console.log(`\n=== ${name}.mjs`);
  summaries.push(await runScript(name));
}

const all = { at: new Date().toISOString(), ok: summaries.every((s) => s.ok), benchmarks: summaries };
writeFileSync(path.join(resultsDir, 'summary.json'), `${JSON.stringify(all, null, 2)}\n`);

const rows = [];
for (const s of summaries) {
  if (s.error) rows.push({ benchmark: s.name, target: s.error, value: '—', limit: '—', result: 'FAIL' });
  for (const t of s.targets) rows.push({ benchmark: s.name, target: t.name, value: `${t.value ?? '—'}${t.unit ? ` ${t.unit}` : ''}`, limit: t.target, result: t.pass ? 'PASS' : 'FAIL' });
}
printTable(rows, `All targets (${path.relative(process.cwd(), path.join(resultsDir, 'summary.json'))})`);
const failed = rows.filter((r) => r.result === 'FAIL').length;
console.log(`\n${failed === 0 ? 'PASS' : 'FAIL'}: ${rows.length - failed}/${rows.length} targets met.`);
process.exitCode = failed === 0 ? 0 : 1;

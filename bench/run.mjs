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
const ORDER = ['server', 'image', 'load', 'lighthouse', 'phone', 'backends', 'faults'];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);

/**
 * A summary in the convention ({ name, ok, targets: [{ name, value, unit, target, pass }] }).
 * A script that prints only a JSON object as its last line (e.g. { benchmark, pass, pages })
 * is read as well as can be: its own pass flag, per page when it lists pages.
 */
function normalize(name, s) {
  if (Array.isArray(s.targets) && s.targets.every((t) => typeof t?.pass === 'boolean')) return { name, ...s, ok: s.ok ?? s.targets.every((t) => t.pass) };
  const ok = Boolean(s.ok ?? s.pass);
  const targets = Array.isArray(s.pages)
    ? s.pages.map((p) => ({ name: `${p.path ?? p.page ?? p.name ?? '?'}: all targets`, value: p.pass ? 'met' : 'not met', unit: '', target: 'see its output', pass: Boolean(p.pass) }))
    : [{ name: 'all targets', value: ok ? 'met' : 'not met', unit: '', target: 'see its output', pass: ok }];
  return { name, ok, targets, figures: s };
}

/** Runs one script with its output shown as it comes; resolves its summary (or a failure). */
function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
    let summary = null;
    let lastJson = null;
    let pending = '';
    const take = (line) => {
      if (line.startsWith('BENCH_SUMMARY ')) summary = JSON.parse(line.slice('BENCH_SUMMARY '.length));
      else if (line.startsWith('{')) {
        try {
          lastJson = JSON.parse(line);
        } catch {
          /* not a summary */
        }
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) take(line);
    });
    child.on('exit', (code, signal) => {
      take(pending);
      const seconds = Math.round((Date.now() - started) / 1000);
      summary ??= lastJson;
      const result = summary ? normalize(name, summary) : { name, ok: false, targets: [], error: `exited with ${signal ?? code} without a summary` };
      resolve({ ...result, exitCode: code, seconds });
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

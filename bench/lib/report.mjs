// What every benchmark prints: figures as tables, targets as PASS/FAIL lines, and at the end
// one machine-readable summary. Convention shared by all bench/*.mjs scripts (bench/run.mjs
// relies on it): the last stdout line is `BENCH_SUMMARY {json}` and the same JSON is written
// to bench/results/<name>.json, where json = { name, ok, targets: [{ name, value, unit,
// target, pass }], figures: {...} } (ok: every target passed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server.mjs';

export const resultsDir = path.join(repoRoot, 'bench', 'results');

/** Nearest-rank percentile of numbers (sorted here); null for an empty list. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 50);

export const round = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits);

/** p50/p90/p95/p99 (ms) of a list of durations in ms. */
export function latencySummary(ms) {
  return { count: ms.length, p50: round(percentile(ms, 50), 2), p90: round(percentile(ms, 90), 2), p95: round(percentile(ms, 95), 2), p99: round(percentile(ms, 99), 2), max: round(percentile(ms, 100), 2) };
}

/** Prints rows (objects) as an aligned text table, columns in the order of the first row. */
export function printTable(rows, title) {
  if (title) console.log(`\n${title}`);
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const cell = (v) => (v === null || v === undefined ? '—' : String(v));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => vals.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(cols));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(cols.map((c) => cell(r[c]))));
}

/** A target: `cmp` is '<=' or '>='; `value` null (not measured) fails. */
export function target(name, value, cmp, limit, unit = '') {
  const pass = value !== null && value !== undefined && (cmp === '<=' ? value <= limit : value >= limit);
  return { name, value, unit, target: `${cmp} ${limit}${unit ? ` ${unit}` : ''}`, pass };
}

export function printTargets(targets) {
  console.log('\nTargets');
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.value ?? '—'}${t.unit ? ` ${t.unit}` : ''} (target ${t.target})`);
}

/** Writes bench/results/<name>.json and prints the BENCH_SUMMARY line (last line of output). */
export function finish(name, targets, figures) {
  printTargets(targets);
  const summary = { name, ok: targets.every((t) => t.pass), at: new Date().toISOString(), targets, figures };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`BENCH_SUMMARY ${JSON.stringify(summary)}`);
  return summary;
}

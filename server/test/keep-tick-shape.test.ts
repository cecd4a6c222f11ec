import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepTickShape } from '../src/http/keep-tick-shape';
import { repoRoot } from '../src/paths';

const ownSymbolNames = (o: object) => Object.getOwnPropertySymbols(o).map((s) => s.description);

describe('keepTickShape', () => {
  it("keeps one of Node's tick objects, the same one on every call", () => {
    const tick = keepTickShape() as Record<string, unknown>;
    expect(tick).toBeTypeOf('object');
    expect(ownSymbolNames(tick)).toEqual(expect.arrayContaining(['async_id_symbol', 'trigger_async_id_symbol']));
    expect(tick.callback).toBeTypeOf('function');
    expect(keepTickShape()).toBe(tick);
  });

  // What the kept tick is for: V8's feedback on the tick literal's computed keys. Without
  // it, a full collection between two bursts of ticks makes the literal megamorphic (the
  // control), and every later tick is built by V8's runtime.
  describe("V8's feedback on the tick literal after bursts of ticks and full collections", () => {
    const tsxLoader = pathToFileURL(path.join(repoRoot, 'server', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    const script = path.join(repoRoot, 'server', 'test', 'helpers', 'tick-feedback.mjs');
    // V8 prints with C stdio: into a pipe the end of it was lost now and then (with tsx's
    // loader thread in the child); a file gets all of it.
    const literalFeedback = (...args: string[]) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'tick-feedback-'));
      const file = path.join(dir, 'out.txt');
      const fd = openSync(file, 'w');
      try {
        execFileSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', tsxLoader, script, ...args], { stdio: ['ignore', fd, 'pipe'] });
        return readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.includes('DefineKeyedOwnPropertyInLiteral'))
          .map((line) => line.trim().split(' ').slice(-2)[0]);
      } finally {
        closeSync(fd);
        rmSync(dir, { recursive: true, force: true });
      }
    };

    it('stays monomorphic with a tick kept', () => {
      // One slot per computed key of the literal: 4 on Node 20, 5 on Node 24.
      const states = literalFeedback('keep');
      expect(states.length).toBeGreaterThanOrEqual(4);
      expect(new Set(states)).toEqual(new Set(['MONOMORPHIC']));
    });

    it('turns megamorphic without (the control)', () => {
      expect(literalFeedback()).toContain('MEGAMORPHIC');
    });
  });
});

// Keeps one of Node's own tick objects (what process.nextTick queues) alive for the life of
// the process, so that every tick is built by optimized code rather than by V8's runtime.
//
// Why: a tick is the literal `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback,
// args }`. For properties with computed keys V8 records, at that literal, the hidden class
// each one is added to, as a weak reference. Between two bursts of ticks no tick object may
// exist; a full garbage collection then frees those hidden classes, the next tick makes new
// ones, V8 sees a class other than the one it recorded and marks the literal megamorphic, for
// good. Every tick after that (Node's streams queue about six per HTTP answer) goes through the
// runtime: ~10 µs of a cached answer's ~60 (docs/benchmark-history.md, "Where the cached req/s stand").
// Start-up (migrations, seeding, modules) does such collections, so it happened in most runs.
// A tick kept alive keeps its hidden classes, and the literal stays monomorphic.
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/**
 * Catches the tick object of one `process.nextTick` (async hooks hand it over as the
 * resource of a 'TickObject') and keeps it. Must run before anything else: see the entry,
 * src/index.ts. Returns the kept tick (tests).
 */
export function keepTickShape(): object | undefined {
  if (kept) return kept;
  // Enabled for this one synchronous call only: no promise or other resource is made meanwhile.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return kept;
}

// Child script of keep-tick-shape.test.ts, run with --allow-natives-syntax --expose-gc:
// queues ticks in bursts with full collections between them (what a server's start-up and
// idle moments do), then prints V8's view of process.nextTick, feedback included.
// Argument 'keep': keeps a tick's shape first, as the server's entry does.
if (process.argv[2] === 'keep') {
  const { keepTickShape } = await import('../../src/http/keep-tick-shape.ts');
  keepTickShape();
}
const noop = () => {};
for (let round = 0; round < 5; round++) {
  for (let i = 0; i < 50; i++) process.nextTick(noop);
  await new Promise((resolve) => setImmediate(resolve));
  globalThis.gc();
  globalThis.gc();
}
// Natives syntax inside a Function: a parser without the flag (ESLint) never sees it.
new Function('f', '%DebugPrint(f)')(process.nextTick);

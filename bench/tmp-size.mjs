import { inClientMallocProcess } from './lib/client-malloc.mjs';
await inClientMallocProcess();
import { randomBytes } from 'node:crypto';
import { startHello, startReplay } from './lib/hello-process.mjs';
import { measureRun, writeRecording } from './lib/runs.mjs';
const sizes = [8300, 8450, 8600, 8750];
const rec = {};
for (const s of sizes) rec['/' + s] = { status: 200, headers: [['content-type', 'text/html; charset=utf-8'], ['content-encoding', 'br'], ['cache-control', 'no-cache, private']], body: randomBytes(s).toString('base64') };
const hello = await startHello();
const replay = await startReplay(writeRecording(rec));
const m = (label, url, pid) => measureRun({ label, url, pid, connections: 50, duration: 5, warmup: 1 });
for (let r = 0; r < 2; r++) {
  const b1 = await m('hello', hello.url, hello.child.pid);
  for (const s of sizes) {
    const x = await m('size ' + s, replay.url + '/' + s, replay.child.pid);
    console.log('   ratio', (x.reqPerSec / b1.reqPerSec * 100).toFixed(0));
  }
}
await hello.stop(); await replay.stop();

import { inClientMallocProcess } from './lib/client-malloc.mjs';
await inClientMallocProcess();
import { randomBytes } from 'node:crypto';
import { startHello, startReplay } from './lib/hello-process.mjs';
import { measureRun, writeRecording } from './lib/runs.mjs';
const sizes = (process.env.SIZES ?? '7000,7600,8200,8800').split(',').map(Number);
const headers = [['cache-control','no-cache, private'],['content-encoding','br'],['content-security-policy',"default-src 'self'; script-src 'nonce-XUjxb/lmkRpzwhv7aeWaZURS' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; media-src 'self' https:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"],['content-type','text/html; charset=utf-8'],['cross-origin-opener-policy','same-origin'],['cross-origin-resource-policy','same-origin'],['permissions-policy','accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()'],['referrer-policy','strict-origin-when-cross-origin'],['vary','Accept-Encoding'],['x-content-type-options','nosniff'],['x-frame-options','DENY'],['x-request-id','wWPbuO6tZWrR-2']];
const rec = {};
for (const s of sizes) rec['/' + s] = { status: 200, headers, body: randomBytes(s).toString('base64') };
const hello = await startHello();
const replay = await startReplay(writeRecording(rec));
const m = (label, url, pid) => measureRun({ label, url, pid, connections: 50, duration: 4, warmup: 1 });
for (let r = 0; r < 2; r++) {
  const b1 = await m('hello', hello.url, hello.child.pid);
  for (const s of sizes) {
    const x = await m('size ' + s, replay.url + '/' + s, replay.child.pid);
    console.log('   ratio', (x.reqPerSec / b1.reqPerSec * 100).toFixed(0));
  }
}
await hello.stop(); await replay.stop();

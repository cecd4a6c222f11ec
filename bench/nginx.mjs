// nginx in front of the production server, as README's "Production on one machine" sets it up:
// deploy/nginx-ecole.conf run by this machine's nginx (apt-get install nginx) on loopback ports,
// with a certificate made for the run, before the production build on PostgreSQL. Checks what
// that file promises: HTTP sent to HTTPS; pages passed compressed with the server's headers
// (HSTS included), over HTTP/1.1 and HTTP/2; a 20 MB upload reaching the server; bodies
// received whole by nginx before the server sees them, except on the upload routes; at most 64
// requests at once per address; and nginx's own refusals (the server stopped, too many
// connections, a body too large) in French with the site's headers (server/src/ssr/
// proxy-error-pages.ts), JSON under /api/. Not part of `pnpm bench`: it needs nginx.
// Env: NGINX (the binary, default `nginx` from PATH).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { finish, target } from './lib/report.mjs';
import { BENCH_ADMIN, freePort, repoRoot, startServer } from './lib/server.mjs';

const NGINX = process.env.NGINX ?? 'nginx';
const DOMAIN = 'www.ecole.example';
const LIMIT_CONN = 64;
const require = createRequire(path.join(repoRoot, 'server', 'package.json'));
const sharp = require('sharp');
/** nginx's French answers as `pnpm build` wrote them (server/src/ssr/proxy-error-pages.ts). */
const written = (name) => readFileSync(path.join(repoRoot, 'server', 'dist', 'proxy', name), 'utf8');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const targets = [];
const figures = {};
const check = (name, pass, value = pass ? 'yes' : 'no') => {
  targets.push({ ...target(name, pass ? 1 : 0, '>=', 1), value });
  console.log(`  ${pass ? 'ok  ' : 'FAIL'} ${name}: ${value}`);
};

try {
  execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
} catch {
  console.error(`nginx introuvable (${NGINX}) : installez-le (apt-get install nginx) ou indiquez-le dans NGINX.`);
  finish('nginx', [target('nginx present', 0, '>=', 1)], {});
  process.exit(1);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'ecole-nginx-'));
// nginx's workers (user nobody when started as root) read its temp folders under it.
chmodSync(dir, 0o755);
const [httpPort, httpsPort] = [await freePort(), await freePort()];
let server;
let nginx;
try {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${DOMAIN}`, '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  server = await startServer({ stdout: 'pipe', env: { LOG_LEVEL: 'info', TRUST_PROXY: 'true', PUBLIC_URL: `https://${DOMAIN}` } });
  const log = [];
  let pending = '';
  server.child.stdout.on('data', (d) => {
    const lines = (pending + d).split('\n');
    pending = lines.pop();
    for (const line of lines) if (line.startsWith('{')) log.push(JSON.parse(line));
  });
  const accessLine = (requestId) => log.find((l) => l.requestId === requestId);

  // The file as the README has it installed, with only what names this machine changed.
  let site = readFileSync(path.join(repoRoot, 'deploy', 'nginx-ecole.conf'), 'utf8');
  const replace = (from, to) => {
    if (!site.includes(from)) throw new Error(`deploy/nginx-ecole.conf ne contient plus « ${from} » : mettez bench/nginx.mjs à jour.`);
    site = site.replaceAll(from, to);
  };
  replace('listen 80;', `listen 127.0.0.1:${httpPort};`);
  replace('listen [::]:80;', '');
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  replace('listen [::]:443 ssl http2;', '');
  replace(`/etc/letsencrypt/live/${DOMAIN}/fullchain.pem`, path.join(dir, 'cert.pem'));
  replace(`/etc/letsencrypt/live/${DOMAIN}/privkey.pem`, path.join(dir, 'key.pem'));
  replace('server 127.0.0.1:3000;', `server 127.0.0.1:${server.port};`);
  replace('/srv/ecole/app/', `${repoRoot}/`);
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'daemon off;',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const conf = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];

  console.log(`bench/nginx: ${spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim()}, deploy/nginx-ecole.conf on 127.0.0.1:${httpPort} and :${httpsPort}, server on :${server.port}`);
  let tested = '';
  try {
    execFileSync(NGINX, ['-t', ...conf], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    tested = 'syntax ok';
  } catch (err) {
    tested = String(err.stderr ?? err.message).trim();
  }
  check('nginx -t accepts the configuration', tested === 'syntax ok', tested);
  if (tested !== 'syntax ok') throw new Error(tested);
  nginx = spawn(NGINX, conf, { stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    const up = await new Promise((resolve) => tls.connect({ port: httpsPort, host: '127.0.0.1', rejectUnauthorized: false }).once('secureConnect', function () { this.destroy(); resolve(true); }).once('error', () => resolve(false)));
    if (up) break;
    await sleep(100);
  }

  /** One request through nginx's HTTPS port, as a browser for DOMAIN would send it. */
  function request(method, pathname, { headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
      const req = https.request({ host: '127.0.0.1', port: httpsPort, servername: DOMAIN, rejectUnauthorized: false, method, path: pathname, headers: { Host: DOMAIN, ...headers }, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }
  /** A raw TLS connection: the head at once, then the body's pieces `gapMs` apart; resolves with the answer's text. */
  function trickle(head, pieces, gapMs) {
    return new Promise((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: httpsPort, servername: DOMAIN, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] });
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (d) => (answer += d));
      socket.on('error', (err) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
      socket.on('close', () => resolve(answer));
      socket.once('secureConnect', async () => {
        socket.write(head);
        for (const piece of pieces) {
          await sleep(gapMs);
          socket.write(piece);
        }
        await sleep(300);
        socket.end();
      });
    });
  }
  const statusOf = (answer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
  const bodyOf = (answer) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

  // HTTP to HTTPS.
  const plain = await new Promise((resolve, reject) => http.get({ host: '127.0.0.1', port: httpPort, path: '/tarifs?campus=1', headers: { Host: DOMAIN } }, (res) => { res.resume(); resolve(res); }).on('error', reject));
  check('HTTP is sent to HTTPS (301, same path and query)', plain.statusCode === 301 && plain.headers.location === `https://${DOMAIN}/tarifs?campus=1`, `${plain.statusCode} ${plain.headers.location}`);

  // A page over HTTP/1.1 and HTTP/2.
  const home = await request('GET', '/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  check('the home page over HTTPS: 200, brotli, HSTS one year, a CSP with a nonce', home.status === 200 && home.headers['content-encoding'] === 'br' && home.headers['strict-transport-security'] === 'max-age=31536000' && /'nonce-[A-Za-z0-9+/]{24}'/.test(home.headers['content-security-policy'] ?? ''), `${home.status} ${home.headers['content-encoding']} ${home.headers['strict-transport-security']}`);
  const h2 = await new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${httpsPort}`, { servername: DOMAIN, rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': '/filieres', ':authority': DOMAIN, 'accept-encoding': 'br' });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve(headers);
      });
    });
  });
  check("a page over HTTP/2: 200 with the server's headers", h2[':status'] === 200 && h2['x-content-type-options'] === 'nosniff', String(h2[':status']));

  // Uploads: a 20 MB body reaches the server (its own 401: no session), not nginx's 413.
  const big = await request('POST', '/api/admin/gallery-upload', { headers: { 'Content-Type': 'application/octet-stream', 'X-Admin-Client': 'desktop' }, body: Buffer.alloc(20 * 1024 * 1024) });
  check("a 20 MB upload reaches the server (the server's 401, not nginx's 413)", big.status === 401 && JSON.parse(big.body).success === false, `${big.status} ${big.body.toString().slice(0, 80)}`);

  // A body over client_max_body_size: nginx's 413, in French, as JSON under /api/.
  const oversized = await trickle(`POST /api/admin/gallery-upload HTTP/1.1\r\nHost: ${DOMAIN}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${300 * 1024 * 1024}\r\nConnection: close\r\n\r\n`, [], 0);
  const oversizedBody = bodyOf(oversized);
  check('a body over 210 MB: 413 with the French JSON error', statusOf(oversized) === 413 && oversizedBody === written('413.json') && oversizedBody.includes('trop volumineuse'), `${statusOf(oversized)} ${oversizedBody.trim().slice(0, 90)}`);

  // Buffering: a contact message trickled in over 3 s reaches the server whole, at once; an
  // upload trickled the same way reaches it as it comes (the server's own duration says which).
  const contact = JSON.stringify({ name: 'Awa Koné', email: 'awa@example.com', phone: '+225 07 00 00 00 00', message: 'Bonjour, je voudrais des informations sur les inscriptions.' });
  const contactBytes = Buffer.from(contact);
  const slices = (bytes, n) => Array.from({ length: n }, (_, i) => bytes.subarray(Math.floor((i * bytes.length) / n), Math.floor(((i + 1) * bytes.length) / n)));
  const trickledContact = await trickle(
    `POST /api/contact HTTP/1.1\r\nHost: ${DOMAIN}\r\nContent-Type: application/json\r\nOrigin: https://${DOMAIN}\r\nX-Request-Id: nginx-check-contact\r\nContent-Length: ${contactBytes.length}\r\nConnection: close\r\n\r\n`,
    slices(contactBytes, 10),
    300,
  );
  await sleep(200);
  const contactLine = accessLine('nginx-check-contact');
  figures.contactServerMs = contactLine?.durationMs ?? null;
  check('a contact message trickled over 3 s: stored, and the server held it < 500 ms (nginx received it first)', statusOf(trickledContact) >= 200 && statusOf(trickledContact) < 300 && contactLine !== undefined && contactLine.durationMs < 500, `${statusOf(trickledContact)}, server ${contactLine?.durationMs ?? '?'} ms`);

  const login = await request('POST', '/api/admin/login', { headers: { 'Content-Type': 'application/json', 'X-Admin-Client': 'desktop' }, body: JSON.stringify({ username: BENCH_ADMIN.username, password: BENCH_ADMIN.password }) });
  const cookie = [].concat(login.headers['set-cookie'] ?? []).findLast((c) => /^(__Host-)?sid=[^;]/.test(c))?.split(';')[0];
  if (!cookie) throw new Error(`connexion refusée (${login.status}) : ${login.body}`);
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  const boundary = 'ecoleNginxCheck';
  const multipart = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="lent.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), image, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const trickledUpload = await trickle(
    `POST /api/admin/sliders/upload HTTP/1.1\r\nHost: ${DOMAIN}\r\nCookie: ${cookie}\r\nX-Admin-Client: desktop\r\nX-Request-Id: nginx-check-upload\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${multipart.length}\r\nConnection: close\r\n\r\n`,
    slices(multipart, 10),
    300,
  );
  await sleep(200);
  const uploadLine = accessLine('nginx-check-upload');
  figures.uploadServerMs = uploadLine?.durationMs ?? null;
  check('an upload trickled over 3 s: stored, and the server received it as it came (> 2.5 s)', statusOf(trickledUpload) === 201 && uploadLine !== undefined && uploadLine.durationMs > 2500, `${statusOf(trickledUpload)}, server ${uploadLine?.durationMs ?? '?'} ms`);

  // limit_conn: requests whose bodies are still coming each hold one of the address's places.
  const held = [];
  const answered = [];
  for (let i = 0; i < LIMIT_CONN + 6; i++) {
    const socket = tls.connect({ host: '127.0.0.1', port: httpsPort, servername: DOMAIN, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      answer += d;
      if (/^HTTP\/1\.1 \d{3}/.test(answer) && !answered.includes(socket)) answered.push(socket);
    });
    socket.on('error', () => {});
    socket.once('secureConnect', () => socket.write(`POST /api/contact HTTP/1.1\r\nHost: ${DOMAIN}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`));
    held.push({ socket, answer: () => answer });
    await sleep(10);
  }
  await sleep(1000);
  const refused = held.filter((h) => statusOf(h.answer()) === 429);
  const whileFull = await request('GET', '/');
  check(`${LIMIT_CONN + 6} bodies trickling from one address: ${LIMIT_CONN} held, the others refused with 429 in French`, refused.length === 6 && answered.length === 6 && bodyOf(refused[0]?.answer() ?? '') === written('429.json'), `${refused.length} × 429, ${answered.length} answered`);
  check("a page asked meanwhile from that address: 429, a French page with the site's headers", whileFull.status === 429 && whileFull.body.toString().includes('Trop de requêtes') && whileFull.headers['content-type'] === 'text/html; charset=utf-8' && whileFull.headers['x-content-type-options'] === 'nosniff' && !!whileFull.headers['content-security-policy'], `${whileFull.status} ${whileFull.headers['content-type']}`);
  for (const h of held) h.socket.destroy();
  await sleep(500);
  const after = await request('GET', '/');
  check('once they are gone, the address is served again', after.status === 200, String(after.status));

  // The server stopped (a restart, an update): nginx's 502 becomes the site's French 503.
  await server.stop();
  const downPage = await request('GET', '/actualites');
  const downApi = await request('GET', '/api/news');
  check("server stopped: a page gets 503 and the French page, with the site's headers", downPage.status === 503 && downPage.body.toString().includes('Site momentanément indisponible') && downPage.headers['strict-transport-security'] === 'max-age=31536000' && downPage.headers['cache-control'] === 'no-store', `${downPage.status} ${downPage.headers['content-type']}`);
  check('server stopped: the API gets 503 and the French JSON error', downApi.status === 503 && downApi.headers['content-type'] === 'application/json; charset=utf-8' && downApi.body.toString() === written('503.json') && JSON.parse(downApi.body).error.startsWith('Le service est momentanément indisponible'), `${downApi.status} ${downApi.body.toString().trim()}`);
  const inside = await request('GET', '/__ecole/503.html');
  check("nginx's pages are not reachable by their own address", inside.status === 404, String(inside.status));
} finally {
  nginx?.kill('SIGQUIT');
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}
finish('nginx', targets, figures);

// Connections ended under writes (docs/decisions/034): every connection of the server's
// database is ended by PostgreSQL (pg_terminate_backend, as a failover, an administrator or a
// restart does) every KILL_EVERY_MS for KILL_S seconds, while visitors read pages and APIs and
// send contact messages and the administrator creates and deletes articles (the deletion is a
// transaction). Prints the answers, and checks that the process lives, that nothing but 503
// answers a lost connection, that every write answered 2xx is stored (every deletion answered
// 2xx is gone). A deletion that got no 2xx is tried again, as the administrator would: a 404
// then says it had been done (its answer lost), and counts as done. Rows stored without a 2xx are printed, not a target: a write committed just
// before its connection ended may lose its answer (the contact form's and the back office's
// sends then repeat it under the same id, which stores it once).
//
// Env: KILL_S (default 20), KILL_EVERY_MS (default 250).
import { finish, printTable, target } from './lib/report.mjs';
import { adminLogin, databaseUrl, psql, startServer } from './lib/server.mjs';

const KILL_S = Number(process.env.KILL_S ?? 20);
const KILL_EVERY_MS = Number(process.env.KILL_EVERY_MS ?? 250);
const MARK = `bench-backends-${Date.now().toString(36)}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const server = await startServer({ env: { CONTACT_RATE_LIMIT: '1000000' } });
try {
  const url = server.url;
  const admin = { 'Content-Type': 'application/json', 'X-Admin-Client': 'desktop', Cookie: await adminLogin(url) };
  const answers = {}; // kind -> status -> n
  const count = (kind, status) => {
    const byStatus = (answers[kind] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
  /** One request; its status (0: no answer), its body read. */
  const send = async (kind, path, init) => {
    const res = await fetch(url + path, init).catch(() => null);
    const status = res?.status ?? 0;
    count(kind, status);
    const body = await res?.json().catch(() => null);
    return { status, body };
  };
  let running = true;
  let seq = 0;
  const contacts = [];
  const created = new Map(); // slug -> id, answered 201
  const deleted = new Set(); // slugs whose deletion answered 2xx, or 404 when tried again
  const unsure = new Set(); // slugs whose deletion got another answer, or none

  const visitor = async () => {
    while (running) {
      const message = `${MARK}-${++seq}`;
      const { status } = await send('contact', '/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url },
        body: JSON.stringify({ name: 'Visiteur Test', email: 'visiteur@exemple.ci', phone: '+225 01 02 03 04 05', message }),
      });
      if (status === 201) contacts.push(message);
      await sleep(10);
    }
  };
  const author = async () => {
    while (running) {
      const slug = `${MARK}-${++seq}`;
      const { status, body } = await send('news created', '/api/admin/news', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ title: `Article ${slug}`, slug, date: '2026-11-27', category: 'Formation', author: 'Direction', content: 'Texte.\n'.repeat(40) }),
      });
      if (status === 201) created.set(slug, body?.news?.id ?? body?.id);
      await sleep(10);
    }
  };
  const remover = async () => {
    while (running) {
      const next = [...created].find(([slug]) => !deleted.has(slug));
      if (!next) {
        await sleep(20);
        continue;
      }
      const [slug, id] = next;
      // A deletion tried again after its answer was lost: it may have been done already.
      const again = unsure.has(slug);
      const { status } = await send(again ? 'news deleted again' : 'news deleted', `/api/admin/news/${id}`, { method: 'DELETE', headers: admin });
      if ((status >= 200 && status < 300) || (again && status === 404)) deleted.add(slug);
      else unsure.add(slug);
      await sleep(30);
    }
  };
  const reader = async () => {
    for (let i = 0; running; i++) {
      const path = ['/', '/api/news', '/actualites', '/api/albums', '/api/tariffs'][i % 5];
      await send(path.startsWith('/api/') ? 'api' : 'page', path, {});
    }
  };
  const load = Promise.all([visitor(), visitor(), author(), author(), remover(), reader(), reader()]);

  await sleep(2000);
  let ended = 0;
  const started = Date.now();
  while (Date.now() - started < KILL_S * 1000) {
    ended += Number(psql(`SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '${server.database}' AND pid <> pg_backend_pid()`).trim());
    await sleep(KILL_EVERY_MS);
  }
  await sleep(2000);
  running = false;
  await load;
  // Deletions left unsure when the load stopped are tried once more, as the remover would have.
  for (const slug of unsure) {
    if (deleted.has(slug)) continue;
    const { status } = await send('news deleted again', `/api/admin/news/${created.get(slug)}`, { method: 'DELETE', headers: admin });
    if ((status >= 200 && status < 300) || status === 404) deleted.add(slug);
  }

  const alive = server.child.exitCode === null && (await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false));
  const rows = (sql) => new Set(psql(sql, databaseUrl(server.database)).split('\n').filter(Boolean));
  const storedNews = rows(`SELECT slug FROM news WHERE slug LIKE '${MARK}-%'`);
  const storedContacts = rows(`SELECT message FROM contacts WHERE message LIKE '${MARK}-%'`);
  const missing = [...created.keys()].filter((s) => !deleted.has(s) && !storedNews.has(s)).length + contacts.filter((m) => !storedContacts.has(m)).length;
  const stale = [...deleted].filter((s) => storedNews.has(s)).length;
  const unanswered = [...storedNews].filter((s) => !created.has(s)).length + [...storedContacts].filter((m) => !contacts.includes(m)).length;
  // A deletion tried again finds the article gone when the first was done but its answer lost
  // with the connection: 404, "already deleted", is then the right answer.
  const expected = (kind, status) => /^(2\d\d|503)$/.test(status) || (kind === 'news deleted again' && status === '404');
  const others = Object.entries(answers).reduce((n, [kind, byStatus]) => n + Object.entries(byStatus).filter(([s]) => !expected(kind, s)).reduce((a, [, k]) => a + k, 0), 0);

  const statuses = [...new Set(Object.values(answers).flatMap((byStatus) => Object.keys(byStatus)))].sort();
  printTable(
    Object.entries(answers).map(([kind, byStatus]) => Object.fromEntries([['kind', kind], ...statuses.map((s) => [s === '0' ? 'no answer' : `HTTP ${s}`, byStatus[s] ?? 0])])),
    `Answers while PostgreSQL ended every connection every ${KILL_EVERY_MS} ms for ${KILL_S} s (${ended} ended)`,
  );
  console.log(`Processus serveur vivant, /readyz 200 après : ${alive ? 'oui' : 'NON'}`);
  console.log(`Écritures : ${created.size} articles créés (201), ${deleted.size} supprimés (2xx, ou 404 à un nouvel essai), ${contacts.length} contacts (201) ; en base sans réponse 2xx : ${unanswered}`);

  finish(
    'backends',
    [
      target('server process alive and ready after', alive ? 1 : 0, '>=', 1),
      target('connections ended meanwhile', ended, '>=', 10),
      target('answers other than 2xx and 503', others, '<=', 0),
      target('writes answered 2xx missing from the database', missing, '<=', 0),
      target('deletions answered 2xx still in the database', stale, '<=', 0),
    ],
    { killS: KILL_S, killEveryMs: KILL_EVERY_MS, ended, answers, writes: { created: created.size, deleted: deleted.size, contacts: contacts.length }, storedNotAnswered2xx: unanswered },
  );
} finally {
  await server.stop();
}

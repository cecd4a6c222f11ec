// Texts holding the "$" patterns of String.prototype.replace ($`, $', $&, $$, $1) are shown
// as they were typed: a page is assembled from its template without reading them as patterns
// (docs/decisions/041). Before, a slogan "AAA$`BBB" copied the start of the page into it
// (12 <!doctype html> on /a-propos) and an article of 300 "$` " answered a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@ecole/shared/api';
import { contentListSchema } from '@ecole/shared/schemas/content';
import { frenchSpacing } from '@ecole/shared/format';
import { loginAsAdmin, type AdminSession } from './helpers/admin';
import { pageState, queryData } from './helpers/page-state';
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;
let admin: AdminSession;
beforeAll(async () => {
  server = await startTestServer({ pages: true });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.close());

/** What React writes for a text (react-dom's escapeTextForBrowser). */
const asReactText = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[ch]!);

const TAGLINE = "Slogan AAA$`BBB et CCC$'DDD, puis $& et $$ et $1 fin";
const TITLE = "Prix A$`B C$'D E$&F G$$H I$1J";
const CONTENT = "<p>Contenu $` puis $' puis $&amp; puis $$ puis $1 et $<, fin</p>";

async function page(path: string) {
  const res = await fetch(server.url + path);
  const html = await res.text();
  return { status: res.status, html };
}

function expectOnePage(html: string) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<\/html>/gi)).toHaveLength(1);
  expect(html.match(/id="__RQ_STATE__"/g)).toHaveLength(1);
}

describe('texts with $ patterns', () => {
  it('a site text, a news title and its content are shown as typed on every page', async () => {
    expect((await admin.put('/api/admin/content/site_tagline', { value: TAGLINE })).status).toBe(200);
    const created = await admin.post<{ news: { slug: string; content: string } }>('/api/admin/news', {
      title: TITLE,
      slug: 'prix-dollar',
      summary: "Résumé $` et $' et $&",
      content: CONTENT,
      date: '2025-07-12',
      category: 'Événements',
      author: 'Direction',
    });
    expect(created.status).toBe(201);
    const stored = created.body.news.content;
    expect(stored).toContain("$` puis $' puis $&amp; puis $$ puis $1");

    for (const path of ['/', '/a-propos', '/actualites', '/actualites/prix-dollar']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expectOnePage(html);
      // The tagline is in every page's header and footer.
      expect(html, path).toContain(asReactText(frenchSpacing(TAGLINE)));
      // The state parses, and holds the text as stored.
      const content = contentListSchema.parse(queryData(pageState(html), api.content)).content;
      expect(content.find((c) => c.key === 'site_tagline')?.value).toBe(TAGLINE);
    }
    // The title on the list and on the article, the content on the article, as stored.
    for (const path of ['/actualites', '/actualites/prix-dollar']) expect((await page(path)).html, path).toContain(asReactText(frenchSpacing(TITLE)));
    const article = (await page('/actualites/prix-dollar')).html;
    expect(article).toContain(frenchSpacing(stored));
    expect(article).toContain(`<title>${TITLE.replace(/&/g, '&amp;')} | `);
    expect(JSON.stringify(pageState(article))).toContain(JSON.stringify(stored).slice(1, -1));
  });

  it("an article of 300 \"$` \" is one page of a normal size, not a 500", async () => {
    const content = '$` '.repeat(300).trim();
    const created = await admin.post('/api/admin/news', {
      title: 'Beaucoup de dollars',
      slug: 'beaucoup-de-dollars',
      content,
      date: '2025-07-13',
      category: 'Événements',
      author: 'Direction',
    });
    expect(created.status).toBe(201);
    const { status, html } = await page('/actualites/beaucoup-de-dollars');
    expect(status).toBe(200);
    expectOnePage(html);
    expect(html.length).toBeLessThan(500_000);
    expect(html).toContain(content);
  });
});

// Stored XSS (issue 6): script payloads written through the administration API into every
// text field the public site shows, then every public page opened in Chromium. Nothing may
// run (no dialog, window.__xss never set, no CSP violation, no injected element), each
// payload reads as plain text where its field is shown, and news HTML comes out sanitised.
// On a server of its own (XSS_URL): the payloads would spoil the other specs' pages.
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONTENT_ELEMENTS, contentKind } from '../shared/src/content-keys';
import { E2E_ADMIN, XSS_URL } from '../playwright.config';
import { png } from './admin-helpers';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: XSS_URL });

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '"><script>window.__xss=1</script>',
  `' onmouseover='window.__xss=1' x='`,
  '</title></script><script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">lien</a>',
  '{{constructor.constructor("window.__xss=1")()}}',
];
const JS_URL = 'javascript:window.__xss=1';

/** For fields of 40 characters or so. */
const SHORT = '<svg/onload=window.__xss=1>';

/** Every text written, by marker: `M<n>x` followed by its payload. */
const written = new Map<string, { field: string; payload: string }>();
let n = 0;
/** A unique hostile text: its marker lets the check find it on whichever page shows it. */
function hostile(field: string, max = Infinity): string {
  const marker = `M${++n}x`;
  const long = PAYLOADS[n % PAYLOADS.length];
  const payload = marker.length + long.length <= max ? long : SHORT;
  written.set(marker, { field, payload });
  return `${marker}${payload}`;
}

/** Shown only cut to a few characters (the logo's initials), or as sanitised HTML. */
const SHOWN_SHORTENED = new Set(['content site_short_name', 'news content']);

/** Stored but shown by no public page (the programmes page reads its texts from content keys). */
const NOT_SHOWN = new Set(['programme description']);

let api: APIRequestContext;
const ids: { slug?: string; project?: number; album?: number } = {};

async function send(method: 'post' | 'put', path: string, data: unknown, expected = [200, 201]) {
  const res = await api[method](path, { data, headers: { Origin: XSS_URL } });
  expect(expected, `${method.toUpperCase()} ${path}: ${await res.text()}`).toContain(res.status());
  return res.json() as Promise<Record<string, { id: number; slug?: string }>>;
}

test.beforeAll(async () => {
  api = await request.newContext({ baseURL: XSS_URL });
  const login = await api.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password }, headers: { Origin: XSS_URL } });
  expect(login.status()).toBe(200);

  for (const e of CONTENT_ELEMENTS) {
    // Link and image texts refuse javascript: and a broken attribute outright (decision 041);
    // a link key keeps an attribute-breaking path, as the sliders' links below.
    if (contentKind(e.key) === 'image') {
      await send('put', `/api/admin/content/${e.key}`, { value: `x" onerror="window.__xss=1` }, [400]);
      continue;
    }
    if (contentKind(e.key) === 'link') {
      await send('put', `/api/admin/content/${e.key}`, { value: JS_URL }, [400]);
      await send('put', `/api/admin/content/${e.key}`, { value: '/"><svg/onload=window.__xss=1>' });
      continue;
    }
    // The school's e-mail and numbers (written into mailto: and tel:) take an address or a
    // number only (decision 048): nothing of a payload is stored.
    if (contentKind(e.key) === 'email' || contentKind(e.key) === 'phone') {
      for (const value of [JS_URL, '<img src=x onerror="window.__xss=1">', `a"onmouseover="window.__xss=1"@x.ci`]) await send('put', `/api/admin/content/${e.key}`, { value }, [400]);
      continue;
    }
    await send('put', `/api/admin/content/${e.key}`, { value: hostile(`content ${e.key}`) });
  }

  // Link fields refuse javascript: outright; an attribute-breaking path is all that is left.
  await send('post', '/api/admin/sliders', { title: 'x', button1Link: JS_URL }, [400]);
  await send('post', '/api/admin/sliders', {
    title: hostile('slider title'),
    subtitle: hostile('slider subtitle'),
    description: hostile('slider description'),
    button1Text: hostile('slider button 1', 60),
    button1Link: '/"><script>window.__xss=1</script>',
    button2Text: hostile('slider button 2', 60),
    button2Link: `/'onmouseover='window.__xss=1'`,
    order: 1,
  });
  await send('put', '/api/admin/founder-message', {
    title: hostile('founder title'),
    quote: hostile('founder quote'),
    vision: hostile('founder vision'),
    founderName: hostile('founder name'),
    founderRole: hostile('founder role'),
    founderOrganization: hostile('founder organization'),
  });
  const founder = { title: 'x', quote: 'x', vision: 'x', founderName: 'x', founderRole: 'x', founderOrganization: 'x' };
  await send('put', '/api/admin/founder-message', { ...founder, founderImageUrl: 'https://example.org/x.jpg" onerror="window.__xss=1' }, [400]);
  await send('post', '/api/admin/institutes', {
    title: hostile('institute title'),
    description: hostile('institute description'),
    buttonText: hostile('institute button', 60),
    link: '/"><svg/onload=window.__xss=1>',
    order: 0,
  });
  await send('post', '/api/admin/programs', {
    name: hostile('programme name'),
    category: 'BTS TERTIAIRES',
    description: hostile('programme description'),
    duration: hostile('programme duration', 40),
    level: hostile('programme level', 40),
    order: 0,
  });

  const image = await api.post('/api/admin/news/temp/images/upload', {
    headers: { Origin: XSS_URL },
    multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer: png(64, 48, [200, 30, 30]) } },
  });
  expect(image.status()).toBe(201);
  const imageUrl = ((await image.json()) as { image: { imageUrl: string } }).image.imageUrl;

  const article = await send('post', '/api/admin/news', {
    title: hostile('news title'),
    slug: 'article-xss',
    summary: hostile('news summary'),
    content: `<p>${hostile('news content')}</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">lien</a><iframe src="javascript:window.__xss=1"></iframe><svg><script>window.__xss=1</script></svg><p style="background:url(javascript:window.__xss=1)" onclick="window.__xss=1">texte</p><form action="javascript:window.__xss=1"><button>ok</button></form>`,
    imageUrl,
    date: new Date().toISOString().slice(0, 10),
    category: 'Formation',
    author: hostile('news author'),
    featured: true,
    order: 0,
  });
  ids.slug = article.news.slug;
  await send('post', `/api/admin/news/${article.news.id}/images`, { imageUrl, caption: hostile('news image caption') });

  const project = await send('post', '/api/admin/projects', {
    title: hostile('project title'),
    description: hostile('project description'),
    status: 'upcoming',
    images: [imageUrl],
    link: '/"onmouseover="window.__xss=1"',
    order: 0,
  });
  ids.project = project.project.id;
  await send('post', '/api/admin/tariffs', {
    site: hostile('tariff site'),
    location: hostile('tariff location'),
    programName: hostile('tariff programme'),
    phone: hostile('tariff phone', 60),
    accountInfo: hostile('tariff account'),
    programDuration: hostile('tariff duration', 40),
    inscriptionFee: 85000,
    fraisAnnexes: 140000,
    totalFee: 225000,
    firstPayment: 85000,
    secondPayment: 85000,
    thirdPayment: 55000,
    requiredDocuments: [hostile('tariff document')],
    uniformCosts: { tissu: hostile('tariff uniform') },
    supplies: [hostile('tariff supply')],
    description: hostile('tariff description'),
    order: 0,
  });
  const album = await send('post', '/api/admin/albums', { title: hostile('album title'), description: hostile('album description'), category: 'Campus', coverImage: imageUrl, order: 0 });
  ids.album = album.album.id;
  await send('post', '/api/admin/gallery-items', { albumId: ids.album, title: hostile('gallery item title'), description: hostile('gallery item description'), mediaUrl: imageUrl, mediaType: 'image' });
});

test.afterAll(async () => {
  await api?.dispose();
});

/** Markers seen on the pages, with the text that followed each occurrence. */
const seen = new Map<string, string[]>();

async function visit(page: Page, path: string, act?: () => Promise<void>) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.sample}`));
  });
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  await act?.();
  // Hover and focus everything that could carry an injected handler.
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('body *')).slice(0, 3000)) {
      el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
  });

  const report = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __csp: string[] };
    const injected: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) injected.push(`${el.tagName} ${attr.name}`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attr.name) && /^\s*javascript:/i.test(attr.value) && !/React has blocked/.test(attr.value)) {
          injected.push(`${el.tagName} ${attr.name}=${attr.value}`);
        }
      }
    }
    for (const s of Array.from(document.scripts)) {
      if (!s.nonce && !/^application\/(ld\+)?json$/.test(s.type)) injected.push(`script without nonce: ${s.outerHTML.slice(0, 80)}`);
    }
    for (const el of Array.from(document.querySelectorAll('iframe, object, embed, body svg script'))) injected.push(el.outerHTML.slice(0, 80));
    // What people see as text and in attributes (alt, title, aria-label), scripts apart.
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script').forEach((s) => s.remove());
    const attrs = Array.from(document.body.querySelectorAll('[alt],[title],[aria-label]')).flatMap((el) => ['alt', 'title', 'aria-label'].map((a) => el.getAttribute(a) ?? ''));
    return { xss: w.__xss, csp: w.__csp, injected, surface: `${copy.textContent ?? ''}\n${attrs.join('\n')}\n${document.title}` };
  });
  expect(report.xss, `${path}: a payload ran`).toBeUndefined();
  expect(dialogs, `${path}: dialogs`).toEqual([]);
  expect(report.csp, `${path}: CSP violations (an injected script or handler)`).toEqual([]);
  expect(report.injected, `${path}: injected markup`).toEqual([]);
  for (const m of report.surface.matchAll(/M\d+x/g)) {
    const after = report.surface.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    seen.set(m[0], [...(seen.get(m[0]) ?? []), after]);
  }
}

const PAGES = ['/', '/filieres', '/a-propos', '/actualites', '/cabinet', '/tarifs', '/galerie', '/campus', '/contact'];

test('no payload runs on the public pages', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [...PAGES, `/actualites/${ids.slug}`, `/cabinet/${ids.project}`]) await visit(page, path);
  // The lightbox shows the media's descriptions (its code loads at the first tap: wait for it).
  await visit(page, `/galerie/${ids.album}`, async () => {
    await page.getByRole('button', { name: /^Agrandir la photo/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('nor do the home page’s fallback texts (no slider, institute or founder message)', async ({ page }) => {
  for (const list of ['sliders', 'institutes']) {
    const rows = Object.values((await (await api.get(`/api/admin/${list}`)).json()) as Record<string, Array<{ id: number }>>)[0];
    for (const { id } of rows) expect((await api.delete(`/api/admin/${list}/${id}`, { headers: { Origin: XSS_URL } })).status()).toBe(200);
  }
  const founder = { title: 'x', quote: 'x', vision: 'x', founderName: 'x', founderRole: 'x', founderOrganization: 'x' };
  await send('put', '/api/admin/founder-message', { ...founder, isActive: false });
  await visit(page, '/');
});

test('the article’s HTML comes out sanitised', async ({ page }) => {
  await page.goto(`/actualites/${ids.slug}`);
  const content = page.locator('.prose-news');
  await expect(content).toContainText(/M\d+x/);
  await expect(content).toContainText('texte');
  const left = await content.evaluate((root) =>
    Array.from(root.querySelectorAll('*'))
      .filter((el) => /^(SCRIPT|IFRAME|SVG|FORM|BUTTON|OBJECT|EMBED|STYLE)$/i.test(el.tagName) || Array.from(el.attributes).some((a) => /^on|^style$/i.test(a.name) || /javascript:/i.test(a.value)))
      .map((el) => el.outerHTML),
  );
  expect(left).toEqual([]);
});

test('the chat’s answers quoting the stored texts run nothing', async ({ page }) => {
  await visit(page, '/contact');
  await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
  const dialog = page.getByRole('dialog', { name: 'Assistant virtuel' });
  const input = dialog.getByRole('textbox', { name: 'Votre message' });
  for (const question of ['Quels sont les tarifs ?', 'Quelles filières proposez-vous ?']) {
    await input.fill(question);
    await input.press('Enter');
  }
  // The answers quote the hostile names: markers and all, as text.
  await expect(page.getByTestId('chat-bot-message').filter({ hasText: /M\d+x/ }).first()).toBeVisible();
  const report = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    csp: (window as unknown as { __csp: string[] }).__csp,
    injected: Array.from(document.querySelectorAll('[data-testid="chat-bot-message"] *')).filter((el) => Array.from(el.attributes).some((a) => /^on/i.test(a.name)) || /^(SCRIPT|IMG|SVG|IFRAME)$/i.test(el.tagName)).length,
  }));
  expect(report).toEqual({ xss: undefined, csp: [], injected: 0 });
});

test('every field was shown somewhere, its payload as plain text', () => {
  // (A field may also show shortened somewhere, e.g. initials: one full showing is enough.)
  for (const [marker, afters] of seen) {
    const { field, payload } = written.get(marker)!;
    if (SHOWN_SHORTENED.has(field)) continue;
    expect(afters.some((after) => after.startsWith(payload.slice(0, 10))), `${field}: shown as ${JSON.stringify(afters)}`).toBe(true);
  }
  // Else this spec would prove nothing about that field.
  const missing = [...written].filter(([marker, { field }]) => !seen.has(marker) && !NOT_SHOWN.has(field)).map(([, { field }]) => field);
  expect(missing).toEqual([]);
});

// The back office by keyboard and on a phone (decision 025): the findings of the audit of
// 2026-11-27, each shown here as it was met — focus after an upload and after a deletion
// without confirmation, the gallery on a phone, the programmes' filter, French spacing,
// toasts over a dialog's "Fermer", the album cover's message, the institute card's gold.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { adminMessages } from '../shared/src/admin-messages';
import { ADMIN_URL, adminJson, expectUncovered, loginByApi, originHeaders, png, pngFile, pngHeaderOf, recordToasts, toast } from './admin-helpers';
import { PHONE } from './helpers';

test.use({ baseURL: ADMIN_URL });

const stamp = Date.now().toString(36);
/** Bytes that are no image, sent under an image's name and type: only the server can tell. */
const fakeJpeg = { name: 'faux.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ceci n’est pas une image') };

async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Chargement/)).toHaveCount(0);
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { headers: originHeaders, data });
  expect(res.status(), `POST ${path}`).toBe(201);
  return (await res.json()) as T;
}

/** An album of its own, with one inactive photo, placed last in the list. */
async function albumWithInactivePhoto(page: Page, title: string) {
  const { album } = await post<{ album: { id: number } }>(page, '/api/admin/albums', { title, category: 'Campus', order: 99 });
  const up = await page.request.post('/api/admin/gallery-upload', { headers: originHeaders, multipart: { media: pngFile('tuile.png', [40, 120, 200]) } });
  expect(up.status()).toBe(201);
  const { mediaUrl } = (await up.json()) as { mediaUrl: string };
  await post(page, '/api/admin/gallery-items', { albumId: album.id, mediaUrl, mediaType: 'image', title: `Photo masquée ${stamp}`, isActive: false });
  return album;
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** The tile's badges are drawn whole, clear of its edit and delete buttons. */
async function expectBadgesClear(tile: Locator) {
  const buttons = [tile.getByRole('button', { name: /^Modifier le média/ }), tile.getByRole('button', { name: /^Supprimer le média/ })];
  for (const badge of [tile.getByText('Photo', { exact: true }), tile.getByText('Inactif', { exact: true })]) {
    await expect(badge).toBeVisible();
    const box = (await badge.boundingBox())!;
    for (const button of buttons) expect(overlap(box, (await button.boundingBox())!), 'badge under a button').toBe(0);
    // The badges take no clicks (pointer-events: none), so the point finds what lies under
    // or over them: never a button, along the whole badge.
    const covered = await badge.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [0.1, 0.5, 0.9].some((f) => !!document.elementFromPoint(r.x + r.width * f, r.y + r.height / 2)?.closest('button'));
    });
    expect(covered, 'a button over the badge').toBe(false);
  }
}

/** Visible text with an ordinary space before ? ! : ; » or after « (form fields' values aside). */
async function ordinarySpaces(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest('input, textarea, select, script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = n.textContent ?? '';
      for (const m of s.matchAll(/[ \t]+[?!:;»]|«[ \t]+/g)) out.push(s.slice(Math.max(0, m.index - 30), m.index + 10));
    }
    for (const e of el.querySelectorAll('[aria-label], [title]')) {
      for (const v of [e.getAttribute('aria-label'), e.getAttribute('title')]) if (v && /[ \t]+[?!:;»]|«[ \t]+/.test(v)) out.push(`[${v}]`);
    }
    return out;
  });
}

test('an upload keeps the focus on its file field, after a success and after a refusal; the album cover is refused as an image', async ({ page }) => {
  await loginByApi(page);
  await openAdmin(page, '/admin/programs');
  await page.getByRole('button', { name: 'Nouvelle filière' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle filière' });
  const file = dialog.getByLabel('Choisir une image');
  await file.focus();
  await file.setInputFiles(pngFile('filiere.png', [200, 80, 40]));
  await expect(toast(page, 'Image uploadée avec succès')).toBeVisible();
  await expect(dialog.getByRole('img', { name: "Aperçu de l'image" })).toBeVisible();
  await expect(file).toBeFocused();
  await file.setInputFiles(fakeJpeg);
  await expect(toast(page, adminMessages.upload.imageType)).toBeVisible();
  // The spec titles the founder's refusals only: the others are the toasts' "Erreur".
  await expect(toastParts(toast(page, adminMessages.upload.imageType))).toHaveText(['Erreur', adminMessages.upload.imageType]);
  await expect(file).toBeFocused();
  await page.keyboard.press('Escape');

  await openAdmin(page, '/admin/gallery');
  await page.getByRole('button', { name: 'Nouvel album' }).click();
  const album = page.getByRole('dialog', { name: 'Créer un nouvel album' });
  const cover = album.getByLabel('Choisir une image de couverture');
  await cover.focus();
  await cover.setInputFiles(fakeJpeg);
  // The image fields' wording, not the media one that offers a video.
  await expect(toast(page, adminMessages.upload.imageType)).toBeVisible();
  await expect(toast(page, /vidéo/)).toHaveCount(0);
  await expect(cover).toBeFocused();
  await cover.setInputFiles(pngFile('couverture.png', [30, 160, 90]));
  await expect(toast(page, 'Image de couverture uploadée avec succès')).toBeVisible();
  await expect(cover).toBeFocused();
});

/** A toast's title and description. */
const toastParts = (shown: Locator) => shown.locator('div.grid > div');

test('the founder photo refused by the server is titled as the founder\'s own refusals, "Type de fichier invalide" or "Fichier trop volumineux", over the server\'s message; another refusal keeps "Erreur"', async ({ page }) => {
  await loginByApi(page);
  await openAdmin(page, '/admin/founder');
  const file = page.getByLabel('Choisir une photo');
  const address = page.getByLabel('Adresse de la photo');
  const photo = await address.inputValue();
  const answered: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/admin/founder/upload') answered.push(r.status());
  });
  const expectRefusal = async (title: string, message: string) => {
    const shown = toast(page, message);
    await expect(shown).toBeVisible();
    await expect(toastParts(shown)).toHaveText([title, message]);
    await shown.getByRole('button', { name: 'Fermer' }).click();
    await expect(shown).toHaveCount(0);
  };

  // A text file under a JPEG's name and type: the screen's check lets it through, the server reads its bytes.
  await file.setInputFiles(fakeJpeg);
  await expectRefusal('Type de fichier invalide', adminMessages.upload.imageType);
  // 45 megapixels in a few hundred bytes: the server's 413, reached from the screen as it is.
  await file.setInputFiles({ name: 'immense.png', mimeType: 'image/png', buffer: pngHeaderOf(9000, 5000) });
  await expectRefusal('Fichier trop volumineux', adminMessages.upload.tooManyPixels);
  // Over 10 MB the screen refuses the file before sending it: a small PNG is chosen, and its
  // request's body is swapped on the way for 10 MB and more behind a PNG's signature, which
  // the server counts and refuses in the founder's own words.
  const swap = async (route: Route) => {
    const boundary = /boundary=([^;]+)/.exec(route.request().headers()['content-type'] ?? '')![1];
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n`),
      png(16, 16, [90, 40, 160]),
      Buffer.alloc(10 * 1024 * 1024 + 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await route.continue({ postData: body });
  };
  await page.route('**/api/admin/founder/upload', swap);
  await file.setInputFiles(pngFile('petite.png', [90, 40, 160]));
  await expectRefusal('Fichier trop volumineux', adminMessages.upload.founderImageTooLarge);
  await page.unroute('**/api/admin/founder/upload', swap);
  // A PNG's signature over bytes that are no image: neither its type nor its size, "Erreur".
  const broken = Buffer.concat([png(16, 16, [1, 2, 3]).subarray(0, 8), Buffer.from('rien de lisible ici'.repeat(20))]);
  await file.setInputFiles({ name: 'abimee.png', mimeType: 'image/png', buffer: broken });
  await expectRefusal('Erreur', adminMessages.upload.unreadableImage);
  expect(answered).toEqual([415, 413, 413, 400]);
  await expect(address).toHaveValue(photo);
});

test('an institute or a project deleted from the keyboard gives the focus to the screen\'s title', async ({ page }) => {
  await loginByApi(page);
  const institute = `Institut à effacer ${stamp}`;
  await post(page, '/api/admin/institutes', { title: institute, order: 98 });
  await openAdmin(page, '/admin/institutes');
  await page.getByRole('button', { name: `Supprimer l'institut « ${institute} »` }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Institut supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('button', { name: `Supprimer l'institut « ${institute} »` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const project = `Projet à effacer ${stamp}`;
  await post(page, '/api/admin/projects', { title: project, description: 'Un projet de passage.', status: 'upcoming', order: 98 });
  await openAdmin(page, '/admin/projects');
  await page.getByRole('button', { name: `Supprimer le projet « ${project} »` }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Projet supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('button', { name: `Supprimer le projet « ${project} »` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

/** The page's GETs of `url` wait for `release`, then fail with a bare 500 until `restore`. */
async function failReads(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' });
  };
  await page.route(url, handler);
  return { release, restore: () => page.unroute(url, handler) };
}

test('while a list loads or after its read failed, no count is shown as 0; read again, the counts come', async ({ page }) => {
  await loginByApi(page);
  const screens = [
    { path: '/admin/gallery', api: '**/api/admin/albums', heading: 'Albums', counted: /^Albums \(\d+\)$/, error: 'Impossible de charger les albums.' },
    { path: '/admin/messages', api: '**/api/contacts', heading: 'Messages', counted: /^Messages \(\d+\) · \d+\snon lus?$/, error: 'Impossible de charger les messages.' },
    { path: '/admin/chats', api: '**/api/chat-sessions', heading: 'Conversations', counted: /^Conversations \(\d+\) · \d+\snon lues?$/, error: 'Impossible de charger les conversations.' },
  ];
  for (const screen of screens) {
    await test.step(screen.path, async () => {
      const read = await failReads(page, screen.api);
      await page.goto(screen.path);
      const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${screen.heading}`) });
      const unanswered = page.getByRole('button', { name: /^Sans réponse/ });
      await expect(page.getByText('Chargement...')).toBeVisible();
      await expect(heading).toHaveText(screen.heading);
      if (screen.path === '/admin/chats') await expect(unanswered).toHaveText('Sans réponse');
      read.release();
      await expect(page.getByText(screen.error)).toBeVisible();
      await expect(heading).toHaveText(screen.heading);
      if (screen.path === '/admin/chats') await expect(unanswered).toHaveText('Sans réponse');
      await read.restore();
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(heading).toHaveText(screen.counted);
      if (screen.path === '/admin/chats') await expect(unanswered).toHaveText(/^Sans réponse \(\d+\)$/);
    });
  }
});

test('the founder message and the site texts, after a failed read, offer "Réessayer" like the lists, which reads them again', async ({ page }) => {
  await loginByApi(page);
  const screens = [
    { path: '/admin/founder', api: '**/api/admin/founder-message', error: 'Impossible de charger le message du fondateur.', loaded: page.getByRole('button', { name: 'Enregistrer' }) },
    { path: '/admin/content', api: '**/api/admin/content', error: 'Impossible de charger les contenus. Veuillez réessayer.', loaded: page.getByRole('tab', { name: 'Page Contact' }) },
  ];
  for (const screen of screens) {
    await test.step(screen.path, async () => {
      const read = await failReads(page, screen.api);
      read.release();
      await page.goto(screen.path);
      await expect(page.getByText(screen.error)).toBeVisible();
      await read.restore();
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.getByText(screen.error)).toBeHidden();
      await expect(screen.loaded).toBeVisible();
    });
  }
});

test('closing a dialog while its file is on its way asks first; closed anyway, the upload is dropped and no success is told', async ({ page }) => {
  await loginByApi(page);
  const title = `Album des envois lents ${stamp}`;
  await post(page, '/api/admin/albums', { title, category: 'Campus', order: 96 });
  // A slow connection: each upload reaches the server after 2.5 s (or is given up before).
  let arrived = Promise.resolve();
  await page.route('**/api/admin/gallery-upload', (route) => {
    arrived = new Promise<void>((r) => setTimeout(r, 2500)).then(() => route.continue().catch(() => undefined));
    return arrived;
  });
  await openAdmin(page, '/admin/gallery');
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const open = page.getByRole('button', { name: 'Ajouter un média' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un média' });
  const file = dialog.getByLabel('Choisir un fichier (image ou vidéo)');
  const ask = page.getByRole('alertdialog', { name: adminMessages.discardTyping.title });

  // Kept open: the file arrives and fills the form.
  await file.setInputFiles(pngFile('lent.png', [10, 90, 170]));
  await expect(dialog.getByText('Upload en cours...')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(adminMessages.discardTyping.uploading);
  await expect(ask.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(toast(page, 'Fichier uploadé avec succès')).toBeVisible();
  await expect(dialog.getByLabel('URL du média')).toHaveValue(/^\/media\//);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await ask.getByRole('button', { name: adminMessages.discardTyping.confirmLabel }).click();
  await expect(dialog).toBeHidden();

  // Closed while the file is on its way: nothing said afterwards about a form that is gone.
  await open.click();
  await expect(dialog.getByLabel('URL du média')).toHaveValue('');
  const toastsSeen = await recordToasts(page);
  await file.setInputFiles(pngFile('abandonne.png', [170, 90, 10]));
  await expect(dialog.getByText('Upload en cours...')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await ask.getByRole('button', { name: adminMessages.discardTyping.confirmLabel }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await arrived;
  await page.waitForTimeout(500);
  expect(await toastsSeen()).toEqual([]);
});

test("a write the server fails without a word of its own gets the spec's generic failure, and nothing changes", async ({ page }) => {
  await loginByApi(page);
  const institute = `Institut qui reste ${stamp}`;
  await post(page, '/api/admin/institutes', { title: institute, order: 97 });
  await openAdmin(page, '/admin/institutes');
  // Every write fails with a bare 500; the reads go through.
  await page.route('**/api/admin/institutes**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
  );
  await page.getByRole('switch', { name: `Institut « ${institute} » actif` }).click();
  await expect(toast(page, adminMessages.failed.update)).toBeVisible();
  await page.getByRole('button', { name: `Supprimer l'institut « ${institute} »` }).click();
  await expect(toast(page, adminMessages.failed.delete)).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un institut' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titre').fill(`Institut jamais créé ${stamp}`);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(toast(page, adminMessages.failed.create)).toBeVisible();
  await page.unroute('**/api/admin/institutes**');
  const { institutes } = await adminJson<{ institutes: Array<{ title: string; isActive: boolean }> }>(page.request, '/api/admin/institutes');
  expect(institutes.filter((i) => i.title === institute)).toEqual([expect.objectContaining({ isActive: true })]);
  expect(institutes.some((i) => i.title.startsWith('Institut jamais créé'))).toBe(false);
});

test('with a category filter, the programmes\' count says what is shown, and a programme created in another category is shown', async ({ page }) => {
  await loginByApi(page);
  const { programs } = await adminJson<{ programs: Array<{ category: string }> }>(page.request, '/api/admin/programs');
  const industrial = programs.filter((p) => p.category === 'BTS INDUSTRIEL').length;
  await openAdmin(page, '/admin/programs');
  await page.getByLabel('Filtrer par catégorie').selectOption('BTS INDUSTRIEL');
  await expect(page.getByRole('heading', { level: 2, name: `Filières (${industrial} sur ${programs.length})` })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle filière' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle filière' });
  // A new programme starts in the category on screen.
  await expect(dialog.getByLabel('Catégorie')).toHaveValue('BTS INDUSTRIEL');
  const name = `Certificat filtré ${stamp}`;
  await dialog.getByLabel('Nom de la filière').fill(name);
  await dialog.getByLabel('Catégorie').selectOption('CERTIFICAT');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(toast(page, 'Filière créée')).toBeVisible();
  await expect(page.getByLabel('Filtrer par catégorie')).toHaveValue('CERTIFICAT');
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  const certificates = programs.filter((p) => p.category === 'CERTIFICAT').length + 1;
  await expect(page.getByRole('heading', { level: 2, name: `Filières (${certificates} sur ${programs.length + 1})` })).toBeVisible();
});

test('French spacing in the back office: titles, cards, labels, confirmations, toasts and names keep their signs with their words', async ({ page }) => {
  await loginByApi(page);
  const program = `Filière « test » ${stamp} : la suite`;
  await post(page, '/api/admin/programs', { name: program, category: 'CERTIFICAT', description: 'Transport, entreposage : une filière ?' });
  await page.setViewportSize(PHONE);
  for (const path of ['/admin/programs', '/admin/institutes', '/admin/news', '/admin/projects', '/admin/sliders', '/admin/tariffs', '/admin/founder', '/admin/gallery']) {
    await openAdmin(page, path);
    expect.soft(await ordinarySpaces(page.locator('body')), path).toEqual([]);
  }
  await openAdmin(page, '/admin/programs');
  await page.getByRole('button', { name: `Supprimer la filière « ${program} »` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  expect(await confirm.getByRole('heading').textContent()).toBe(`Êtes-vous sûr de vouloir supprimer la filière «\u00a0Filière «\u00a0test\u00a0» ${stamp}\u00a0: la suite\u00a0»\u00a0?`);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Filière supprimée')).toBeVisible();

  await openAdmin(page, '/admin/institutes');
  await page.getByRole('button', { name: 'Ajouter un institut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un institut' });
  await expect(dialog.getByText(/^Par défaut\s:/).first()).toBeVisible();
  expect(await ordinarySpaces(dialog)).toEqual([]);
  // A field's value keeps what was typed, ordinary spaces and all.
  await dialog.getByLabel('Titre').fill('Institut : essai ?');
  await expect(dialog.getByLabel('Titre')).toHaveValue('Institut : essai ?');
  await dialog.getByLabel('Titre').fill('');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(toast(page, 'Le titre est obligatoire')).toBeVisible();
  expect(await ordinarySpaces(page.locator('[role="region"] ol'))).toEqual([]);
});

test('the contact inbox elides "de" before a vowel, and counts agree with their number', async ({ page }) => {
  const name = `Aya ${stamp}`;
  const sent = await page.request.post('/api/contact', { headers: originHeaders, data: { name, email: 'aya@example.com', phone: '+225 07 00 00 00 13', message: 'Bonjour, une question sur le BTS.' } });
  expect(sent.status()).toBeLessThan(300);
  await loginByApi(page);
  await openAdmin(page, '/admin/messages');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Supprimer' }).first().click();
  await expect(page.getByRole('alertdialog')).toContainText(`Message d'${name}, reçu le`);
  await page.keyboard.press('Escape');

  const title = `Album vide ${stamp}`;
  await post(page, '/api/admin/albums', { title, category: 'Campus', order: 97 });
  await openAdmin(page, '/admin/gallery');
  const item = page.locator('li').filter({ has: page.getByRole('button', { name: new RegExp(title) }) });
  await expect(item).toContainText('aucun média');
  await expect(page.locator('main')).not.toContainText('(s)');
  await item.getByRole('button', { name: `Supprimer l'album « ${title} »` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`L'album « ${title} » sera supprimé.`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Album supprimé avec succès')).toBeVisible();

  await openAdmin(page, '/admin/projects');
  await expect(page.locator('main')).not.toContainText('(s)');
  await expect(page.locator('main')).toContainText(/\d+ images? · (aucune vidéo|\d+ vidéos?)/);
});

test('institute cards: the gold link text reaches 4.5:1 on every gradient, and "Ordre N" stays on one line', async ({ page }) => {
  await loginByApi(page);
  const gradients = ['from-gray-800 to-gray-900', 'from-blue-800 to-blue-900', 'from-green-800 to-green-900', 'from-orange-800 to-orange-900', 'from-purple-800 to-purple-900'];
  for (const [i, bgColor] of gradients.entries()) await post(page, '/api/admin/institutes', { title: `Contraste ${i} ${stamp}`, bgColor, order: 90 + i });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdmin(page, '/admin/institutes');
  for (const [i] of gradients.entries()) {
    const card = page.locator('li').filter({ has: page.getByRole('heading', { name: `Contraste ${i} ${stamp}` }) });
    const gold = card.getByText('EN SAVOIR PLUS');
    await gold.scrollIntoViewIfNeeded();
    const worst = await worstContrast(page, gold);
    expect(worst, `${gradients[i]}: EN SAVOIR PLUS`).toBeGreaterThanOrEqual(4.5);
    const order = card.getByText(/^Ordre \d+$/);
    const lineHeight = await order.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await order.boundingBox())!.height, 'Ordre N on one line').toBeLessThan(lineHeight * 1.5 + 4);
  }
});

/**
 * The text's colour against every pixel behind its letters, the text itself hidden: the
 * worst contrast ratio (WCAG 1.4.3). A gradient is measured where the text really sits.
 */
async function worstContrast(page: Page, text: Locator): Promise<number> {
  const box = (await text.boundingBox())!;
  const color = await text.evaluate((el) => getComputedStyle(el).color);
  await text.evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
  const shot = await page.screenshot({ clip: box });
  await text.evaluate((el) => ((el as HTMLElement).style.visibility = ''));
  return page.evaluate(
    async ({ png, color }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = color;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
      const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      const lum = (r: number, g: number, b: number) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      const fg = lum(r, g, b);
      let worst = Infinity;
      for (let i = 0; i < data.length; i += 4) {
        const bg = lum(data[i], data[i + 1], data[i + 2]);
        worst = Math.min(worst, (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05));
      }
      return worst;
    },
    { png: shot.toString('base64'), color },
  );
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('an album chosen low in a long list shows its media, whose badges are clear of their buttons', async ({ page }) => {
    await loginByApi(page);
    for (let i = 0; i < 5; i++) await post(page, '/api/admin/albums', { title: `Album de remplissage ${i} ${stamp}`, category: 'Campus', order: 50 + i });
    const title = `Album du téléphone ${stamp}`;
    await albumWithInactivePhoto(page, title);
    await openAdmin(page, '/admin/gallery');
    await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const panel = page.getByRole('region', { name: new RegExp(`Médias - ${title}`) });
    await expect(panel).toBeFocused();
    await expect(panel.getByRole('heading', { level: 2 })).toBeInViewport();
    const tile = panel.locator('li').filter({ hasText: `Photo masquée ${stamp}` });
    await tile.scrollIntoViewIfNeeded();
    await expectBadgesClear(tile);
  });

  test('an error toast leaves a form dialog\'s "Fermer" free', async ({ page }) => {
    await loginByApi(page);
    for (const [path, create] of [['/admin/sliders', 'Nouveau slider'], ['/admin/programs', 'Nouvelle filière'], ['/admin/news', 'Nouvelle actualité']]) {
      await openAdmin(page, path);
      await page.getByRole('button', { name: create, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(page.locator('[role="region"] ol > li')).toBeVisible();
      await expectUncovered(dialog.getByRole('button', { name: 'Fermer' }));
      await expectUncovered(dialog.getByRole('button', { name: 'Créer' }));
    }
  });
});

test('on a wide screen, a hovered media tile shows its buttons beside its badges', async ({ page }) => {
  await loginByApi(page);
  const title = `Album du bureau ${stamp}`;
  await albumWithInactivePhoto(page, title);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdmin(page, '/admin/gallery');
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const tile = page.locator('li').filter({ hasText: `Photo masquée ${stamp}` });
  await tile.hover();
  await expectBadgesClear(tile);
});

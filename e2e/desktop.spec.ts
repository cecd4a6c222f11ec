// The desktop app's screens (issue 5) in Chromium, with its main-process code bound in
// place of Electron's IPC (desktop-harness.ts) and the real admin server behind it:
// first run, login, content editing, albums, bulk uploads by drop and by picker, the
// queue, an expired session, a restart.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminMessages } from '../shared/src/admin-messages';
import { authMessages } from '../shared/src/schemas/auth';
import { BULK_TITLE_MAX, bulkUploadMessages } from '../shared/src/schemas/bulk-upload';
import { cutTitle, scanMessages } from '../desktop-admin/src/core/scan';
import { playableMp4 } from '../server/test/helpers/media-fixtures';
import { E2E_ADMIN, png, toast } from './admin-helpers';
import { expectIconsDrawn } from './helpers';
import { ADMIN_URL, dropPaths, newStoreFile, openDesktopApp } from './desktop-harness';

const stamp = Date.now().toString(36);

/** A folder as the administrator brings it back from a ceremony (names sort as numbers). */
function ceremony(name: string, seed: number): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'desktop-e2e-files-')), name);
  mkdirSync(path.join(dir, 'Soirée'), { recursive: true });
  writeFileSync(path.join(dir, 'IMG_2.png'), png(160, 120, [seed, 80, 160]));
  writeFileSync(path.join(dir, 'IMG_10.png'), png(160, 120, [seed, 160, 80]));
  writeFileSync(path.join(dir, 'IMG_1.png'), png(160, 120, [seed, 40, 200]));
  writeFileSync(path.join(dir, 'Soirée', 'danse.png'), png(160, 120, [seed, 200, 40]));
  writeFileSync(path.join(dir, 'discours.mp4'), playableMp4(200_000, { random: true }));
  writeFileSync(path.join(dir, 'programme.pdf'), '%PDF-1.4 programme');
  return dir;
}

async function connect(page: Page) {
  await page.getByLabel('Adresse du site').fill(ADMIN_URL);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
}

async function login(page: Page) {
  await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('tab', { name: 'Albums et médias' })).toBeVisible();
}

async function createAlbum(page: Page, title: string) {
  await page.getByRole('button', { name: 'Nouvel album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un nouvel album' });
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Catégorie').selectOption('Cérémonies');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(toast(page, 'Album créé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^Médias - ${title}`) })).toBeVisible();
}

const albumRow = (page: Page, title: string) => page.locator('[data-album-id]').filter({ has: page.getByRole('button', { name: new RegExp(`^${title}`) }) });

test('first run: the server address, then the login, with French messages for a wrong address and wrong credentials', async ({ page }) => {
  await openDesktopApp(page);
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();

  // An address where nothing answers.
  const closed = net.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  const port = (closed.address() as net.AddressInfo).port;
  await new Promise((r) => closed.close(r));
  await page.getByLabel('Adresse du site').fill(`127.0.0.1:${port}`);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Le serveur 127.0.0.1:${port} est injoignable. Vérifiez l'adresse et votre connexion Internet, puis réessayez.`);

  await connect(page);
  await expect(page.getByText(`Serveur : ${new URL(ADMIN_URL).host}`)).toBeVisible();
  await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');

  await login(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Administration / })).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.username, { exact: true })).toBeVisible();

  // Logging out is not an expiry: back to the login, without a warning.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(toast(page, 'Déconnexion réussie')).toBeVisible();
  await expect(page.getByText(authMessages.sessionExpired)).toHaveCount(0);
  await login(page);
  await expect(page.getByRole('region', { name: /^Albums \(\d+\)$/ })).toBeVisible();
});

test('content: the four pages of /admin/content, edited and saved from the app', async ({ page, request }) => {
  await openDesktopApp(page);
  await connect(page);
  await login(page);
  await page.getByRole('tab', { name: 'Contenus du site' }).click();
  const pages = page.getByRole('tablist', { name: 'Pages du site' });
  for (const name of ["Page d'Accueil", 'Page Filières', 'Page À Propos', 'Page Contact']) await expect(pages.getByRole('tab', { name })).toBeVisible();
  await pages.getByRole('tab', { name: 'Page À Propos' }).click();
  const row = page.locator('[data-content-key="apropos_page_subtitle"]');
  await row.getByRole('button', { name: /^Modifier/ }).click();
  const text = `Depuis le bureau ${stamp}`;
  await row.getByRole('textbox').fill(text);
  await row.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Contenu mis à jour avec succès')).toBeVisible();
  // The toast's close icon: the site's icons come from the sprite inside the app's page.
  await expectIconsDrawn(toast(page, 'Contenu mis à jour avec succès'));
  await expect(row).toContainText(text);
  const { content } = (await (await request.get(`${ADMIN_URL}/api/content`)).json()) as { content: Array<{ key: string; value: string }> };
  expect(content.find((c) => c.key === 'apropos_page_subtitle')?.value).toBe(text);

  // An image element: the file goes through the main process's upload, the preview loads from the server.
  await pages.getByRole('tab', { name: "Page d'Accueil" }).click();
  const image = page.locator('[data-content-key="hero_slide1_image"]');
  await image.getByRole('button', { name: /^Modifier/ }).click();
  await image.getByLabel('Choisir une image').setInputFiles({ name: 'bandeau.png', mimeType: 'image/png', buffer: png(320, 180, [200, 120, 40]) });
  await expect(toast(page, 'Image uploadée avec succès')).toBeVisible();
  await expect(image.getByRole('textbox')).toHaveValue(/^\/media\/[a-f0-9]{32}\.png$/);
  const preview = image.getByRole('img', { name: 'Aperçu' });
  await expect(preview).toHaveAttribute('src', new RegExp(`^${ADMIN_URL}/media/`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await image.getByRole('button', { name: 'Annuler' }).click();
});

test("a form of the app saved after its row changed in the web back office is refused, nothing overwritten, the typing kept", async ({ page }) => {
  await openDesktopApp(page);
  await connect(page);
  await login(page);
  const title = `Deux endroits ${stamp}`;
  await createAlbum(page, title);
  await page.getByRole('button', { name: `Modifier l'album « ${title} »` }).click();
  const form = page.getByRole('dialog', { name: "Modifier l'album" });
  await expect(form.getByLabel('Titre')).toHaveValue(title);

  // Meanwhile, the web back office renames the same album.
  const web = page.request;
  expect((await web.post(`${ADMIN_URL}/api/admin/login`, { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password }, headers: { Origin: ADMIN_URL } })).status()).toBe(200);
  const albums = async () => ((await (await web.get(`${ADMIN_URL}/api/admin/albums`)).json()) as { albums: Array<{ id: number; title: string }> }).albums;
  const album = (await albums()).find((a) => a.title === title)!;
  expect((await web.put(`${ADMIN_URL}/api/admin/albums/${album.id}`, { data: { title: `${title} (web)` }, headers: { Origin: ADMIN_URL } })).status()).toBe(200);

  await form.getByLabel('Titre').fill(`${title} (bureau)`);
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(toast(page, adminMessages.staleEdit.slice(0, 40))).toBeVisible();
  await expect(form.getByLabel('Titre')).toHaveValue(`${title} (bureau)`);
  expect((await albums()).find((a) => a.id === album.id)?.title).toBe(`${title} (web)`);
});

test('a folder dropped on an album: progress, file-name order, skipped files listed, and a second drop sends nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await openDesktopApp(page);
  await connect(page);
  await login(page);
  const title = `Cérémonie ${stamp}`;
  await createAlbum(page, title);
  await expect(page.getByText('Aucun média dans cet album')).toBeVisible();

  const folder = ceremony('Remise des diplômes', 11);
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [folder]);
  await expect(toast(page, "5 fichiers ajoutés à la file d'envoi, 1 ignoré (voir l'onglet Envois).")).toBeVisible();
  await expect(page.getByTestId('queue-files')).toHaveText('5 / 5 fichiers envoyés', { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Progression totale' })).toHaveAttribute('aria-valuenow', '100');

  // The album's grid refreshes by itself, in the order of the file names.
  await expect(page.getByRole('heading', { name: `Médias - ${title} (5)` })).toBeVisible({ timeout: 10_000 });
  const grid = page.locator('section[data-album-id] ul > li');
  await expect(grid).toHaveCount(5);
  await expect(grid.locator('p')).toHaveText(['discours', 'IMG_1', 'IMG_2', 'IMG_10', 'danse']);
  // A real video: the server took its still picture, which its tile shows.
  await expect(grid.first().getByRole('img', { name: 'discours' })).toHaveAttribute('src', new RegExp(`^${ADMIN_URL}/media/`));
  await expect(grid.first().getByRole('img', { name: 'discours' })).toHaveJSProperty('complete', true);
  expect(await grid.first().getByRole('img', { name: 'discours' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(grid.nth(1).locator('img')).toHaveJSProperty('complete', true);
  expect(await grid.nth(1).locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The queue tab: each file with its status; the skipped ones with their reason.
  await page.getByRole('tab', { name: /^Envois/ }).click();
  const files = page.getByRole('list', { name: 'Fichiers' }).locator('li');
  await expect(files.and(page.locator('[data-status="done"]'))).toHaveCount(5);
  await expect(files.filter({ hasText: 'programme.pdf' })).toContainText(scanMessages.notMedia);

  // Dropped again (onto the open media panel this time): every file is already there.
  await page.getByRole('button', { name: 'Retirer les fichiers terminés' }).click();
  await expect(files).toHaveCount(0);
  await page.getByRole('tab', { name: 'Albums et médias' }).click();
  await dropPaths(page, 'section[data-album-id]', [folder]);
  await page.getByRole('tab', { name: /^Envois/ }).click();
  await expect(files.filter({ hasText: bulkUploadMessages.duplicate })).toHaveCount(5, { timeout: 20_000 });
  await expect(page.getByTestId('queue-files')).toHaveText('0 / 0 fichier envoyé');
});

test('folders dropped on the album list become albums named after them; the picker adds files to an album', async ({ page }) => {
  test.setTimeout(60_000);
  const app = await openDesktopApp(page);
  await connect(page);
  await login(page);
  const name = `Gala ${stamp}`;
  const folder = ceremony(name, 22);
  await dropPaths(page, '[data-album-list]', [folder]);
  const dialog = page.getByRole('dialog', { name: 'Créer un album' });
  await expect(dialog).toContainText(name);
  await dialog.getByLabel('Catégorie').selectOption('Événements');
  await dialog.getByRole('button', { name: 'Créer et envoyer' }).click();
  await expect(albumRow(page, name)).toBeVisible();
  await expect(page.getByTestId('queue-files')).toHaveText('5 / 5 fichiers envoyés', { timeout: 30_000 });
  await expect(albumRow(page, name)).toContainText('Événements');
  await expect(albumRow(page, name)).toContainText('5 médias', { timeout: 10_000 });

  // "Envoyer des fichiers…": the system picker (here, its answer) then the queue.
  await albumRow(page, name).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const extra = path.join(path.dirname(folder), 'bonus.png');
  writeFileSync(extra, png(200, 100, [22, 22, 22]));
  app.picks = [extra];
  await page.getByRole('button', { name: 'Envoyer des fichiers…' }).click();
  await expect(toast(page, "1 fichier ajouté à la file d'envoi.")).toBeVisible();
  await expect(page.getByRole('heading', { name: `Médias - ${name} (6)` })).toBeVisible({ timeout: 20_000 });
});

test('an expired session goes back to the login, keeps the queue, which goes on after logging in and after a restart', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const storeFile = newStoreFile();
  const app = await openDesktopApp(page, storeFile);
  await connect(page);
  await login(page);
  const title = `Session ${stamp}`;
  await createAlbum(page, title);

  // Paused, so that the files wait in the queue.
  await app.backend.pauseQueue();
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [ceremony('Attente', 33)]);
  await expect(page.getByText('En pause')).toBeVisible();

  // The session ends on the server (idle timeout, or closed from the web back office).
  const logoutUrl = `${ADMIN_URL}/api/admin/logout`;
  const headers = app.backend.session.authHeaders(logoutUrl);
  expect((await fetch(logoutUrl, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(200);
  await albumRow(page, title).getByRole('button', { name: `Modifier l'album « ${title} »` }).click();

  await page.getByRole('dialog').getByLabel('Titre').fill(`${title} (modifié)`);
  await page.getByRole('dialog').getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: authMessages.sessionExpired })).toBeVisible();
  await expect(page.getByText('5 envois attendent : ils reprendront après la connexion.')).toBeVisible();

  // The app is closed and opened again: the queue is still there, still paused.
  await page.close();
  const again = await browser.newPage();
  await openDesktopApp(again, storeFile);
  await expect(again.getByText('5 envois attendent : ils reprendront après la connexion.')).toBeVisible();
  await login(again);
  await expect(again.getByText('En pause')).toBeVisible();
  await again.getByRole('button', { name: 'Reprendre' }).click();
  await expect(again.getByTestId('queue-files')).toHaveText('5 / 5 fichiers envoyés', { timeout: 30_000 });
});

test('"Changer de serveur" asks first when files of the queue would be abandoned, and not when the queue is empty', async ({ page }) => {
  test.setTimeout(60_000);
  const app = await openDesktopApp(page);
  await connect(page);
  // Nothing in the queue: straight back to the first-run screen.
  await page.getByRole('button', { name: 'Changer de serveur' }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await connect(page);
  await login(page);
  const title = `Changement ${stamp}`;
  await createAlbum(page, title);
  await app.backend.pauseQueue();
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [ceremony('Abandon', 44)]);
  await expect(page.getByText('En pause')).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();

  const question = page.getByRole('alertdialog', { name: 'Changer de serveur ?' });
  await page.getByRole('button', { name: 'Changer de serveur' }).click();
  await expect(question).toContainText("5 fichiers de la file d'envoi seront abandonnés");
  await question.getByRole('button', { name: 'Annuler' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByText('5 envois attendent : ils reprendront après la connexion.')).toBeVisible();
  expect((await app.backend.getState()).queue.items).toHaveLength(6);

  await page.getByRole('button', { name: 'Changer de serveur' }).click();
  await question.getByRole('button', { name: 'Changer de serveur' }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  expect((await app.backend.getState()).queue.items).toHaveLength(0);
});

test('"Réessayer les échecs" shows only when files failed, and sends them again', async ({ page }) => {
  test.setTimeout(60_000);
  const app = await openDesktopApp(page);
  await connect(page);
  await login(page);
  const title = `Échecs ${stamp}`;
  await createAlbum(page, title);
  await app.backend.pauseQueue();
  const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'desktop-e2e-files-')), 'Sortie');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'a.png'), png(160, 120, [55, 10, 10]));
  writeFileSync(path.join(folder, 'b.png'), png(160, 120, [55, 20, 20]));
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [folder]);
  await page.getByRole('tab', { name: /^Envois/ }).click();
  const retryAll = page.getByRole('button', { name: 'Réessayer les échecs' });
  const files = page.getByRole('list', { name: 'Fichiers' }).locator('li');
  await expect(files).toHaveCount(2);
  await expect(retryAll).toHaveCount(0);

  // The folder is away (a USB key pulled out) when the queue resumes: both files fail.
  renameSync(folder, `${folder}-ailleurs`);
  await page.getByRole('button', { name: 'Reprendre' }).click();
  await expect(files.and(page.locator('[data-status="failed"]'))).toHaveCount(2);
  await expect(retryAll).toBeVisible();

  // Back in place: one click sends them both, and the button goes.
  renameSync(`${folder}-ailleurs`, folder);
  await retryAll.click();
  await expect(page.getByTestId('queue-files')).toHaveText('2 / 2 fichiers envoyés', { timeout: 20_000 });
  await expect(files.and(page.locator('[data-status="done"]'))).toHaveCount(2);
  await expect(retryAll).toHaveCount(0);
});

test('the queue panel follows the changes it is sent, asks for the whole list when it missed one, and says when the server is out of reach', async ({ page }) => {
  test.setTimeout(60_000);
  const app = await openDesktopApp(page);
  await connect(page);
  await login(page);
  const title = `Hors ligne ${stamp}`;
  await createAlbum(page, title);
  await app.backend.pauseQueue();
  const folder = ceremony(`Kermesse ${stamp}`, 77);
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [folder]);
  await page.getByRole('tab', { name: /^Envois/ }).click();
  const files = page.getByRole('list', { name: 'Fichiers' }).locator('li');
  await expect(files).toHaveCount(6);
  // Only the rows on screen are laid out and painted (2 000 rows are a normal event).
  expect(await files.first().evaluate((li) => getComputedStyle(li).contentVisibility)).toBe('auto');

  // A message the window misses (as one sent before it listened): the next one shows the
  // gap, and the window asks for the whole list instead of keeping a stale row.
  const [first, second] = app.backend.queue.all().filter((i) => i.status !== 'skipped');
  await page.evaluate(() => {
    const real = window.__desktopEmit!;
    window.__desktopEmit = () => (window.__desktopEmit = real);
  });
  await app.backend.cancelItem(first.id);
  await page.waitForFunction(() => !String(window.__desktopEmit).includes('real'));
  await app.backend.cancelItem(second.id);
  await expect(files.and(page.locator('[data-status="cancelled"]'))).toHaveCount(2);
  await expect(files.filter({ hasText: first.relPath })).toHaveAttribute('data-status', 'cancelled');

  // The server out of reach: said in French; the queue goes on by itself once it answers.
  app.backend.queue.pause('offline');
  await expect(page.getByTestId('queue-paused')).toHaveText('Serveur injoignable : les envois reprendront dès que la connexion revient.');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeEnabled();
  await app.backend.resumeQueue();
  await expect(page.getByTestId('queue-paused')).toHaveCount(0);
  await expect(page.getByTestId('queue-files')).toHaveText('3 / 3 fichiers envoyés', { timeout: 30_000 });
});

/**
 * Text of the window with an ordinary space before ? ! : ; » or after « (where the sign can
 * start a line on its own): the check e2e/french-spacing.spec.ts makes on the public pages.
 */
const ordinarySpaces = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest('script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = n.nodeValue ?? '';
      for (const m of s.matchAll(/[ \t]+[?!:;»]|«[ \t]+/g)) found.push(s.slice(Math.max(0, m.index - 30), m.index + 30));
    }
    return found;
  });

/** A folder of `count` distinct pictures p1.png… in a fresh temporary folder. */
function pictures(name: string, count: number, seed: number): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'desktop-e2e-files-')), name);
  mkdirSync(dir);
  for (let i = 1; i <= count; i++) writeFileSync(path.join(dir, `p${i}.png`), png(120, 90, [seed, i * 20, 255 - i * 20]));
  return dir;
}

test('the queue by keyboard: Annuler ↔ Réessayer and "Retirer les fichiers terminés" keep the focus; a failure and the end of the batch are said politely, the progress is not; a name too long for a title is sent cut', async ({ page, request }) => {
  test.setTimeout(90_000);
  const app = await openDesktopApp(page);
  await connect(page);
  await login(page);
  const title = `Clavier ${stamp}`;
  await createAlbum(page, title);
  await app.backend.pauseQueue();
  const folder = pictures('Sortie', 7, 66);
  const longName = `Sortie au musée des civilisations avec les élèves de première année ${'et leurs professeurs '.repeat(7)}fin`;
  expect(longName.length).toBeGreaterThan(BULK_TITLE_MAX);
  writeFileSync(path.join(folder, `${longName}.png`), png(120, 90, [66, 1, 2]));
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [folder]);
  await expect(toast(page, "8 fichiers ajoutés à la file d'envoi.")).toBeVisible();
  await page.getByRole('tab', { name: /^Envois/ }).click();

  // What the live region says, every change of it.
  const announcer = page.getByTestId('queue-announcer');
  await expect(announcer).toHaveAttribute('role', 'status');
  await announcer.evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
  });

  const cancel = page.getByRole('button', { name: 'Annuler Sortie/p6.png' });
  const retry = page.getByRole('button', { name: 'Réessayer Sortie/p6.png' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();

  // A file taken off the disk before its turn fails; the others go.
  rmSync(path.join(folder, 'p3.png'));
  await page.getByRole('button', { name: 'Reprendre' }).click();
  await expect(announcer).toHaveText('7 fichiers envoyés, 1 échec', { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Fichiers' }).locator('li[data-status="failed"]')).toHaveCount(1);
  const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
  expect(said.at(-1)).toBe('7 fichiers envoyés, 1 échec');
  expect(said.length).toBeLessThanOrEqual(2);
  for (const s of said) expect(["1 échec d'envoi", '7 fichiers envoyés, 1 échec']).toContain(s);

  const clear = page.getByRole('button', { name: 'Retirer les fichiers terminés' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Fichiers' }).locator('li')).toHaveCount(1);
  await expect(clear).toBeFocused();
  await expect(clear).toHaveAttribute('aria-disabled', 'true');

  // The long name is in the album, its title cut to what the server takes.
  const { albums } = JSON.parse((await app.backend.request('GET', '/api/admin/albums')).body) as { albums: Array<{ id: number; title: string }> };
  const albumId = albums.find((a) => a.title === title)!.id;
  const { album } = (await (await request.get(`${ADMIN_URL}/api/albums/${albumId}`)).json()) as { album: { items: Array<{ title: string }> } };
  expect(album.items.map((i) => i.title)).toContain(cutTitle(longName));
  expect(album.items).toHaveLength(7);
});

test('the login by keyboard: a refusal leaves the focus in the emptied password field (the button is aria-disabled, never disabled, meanwhile); signed in, on the h1', async ({ page }) => {
  await openDesktopApp(page);
  await connect(page);
  const submit = page.getByRole('button', { name: /^(Se connecter|Connexion\.\.\.)$/ });
  await submit.evaluate((button) => {
    const seen: string[] = [];
    (window as unknown as { __button: string[] }).__button = seen;
    new MutationObserver(() => seen.push(`${button.hasAttribute('disabled') ? 'disabled' : ''}|${button.getAttribute('aria-disabled') ?? ''}`)).observe(button, { attributes: true });
  });
  const password = page.getByLabel('Mot de passe', { exact: true });
  await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
  await password.fill('pas-le-bon-mot-de-passe');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  const states = await page.evaluate(() => (window as unknown as { __button: string[] }).__button);
  expect(states).toContain('|true');
  expect(states.some((s) => s.startsWith('disabled'))).toBe(false);

  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Administration / })).toBeFocused();
});

test('French spacing in the app: queue rows and their reasons, the queue bar, the folders dialog with a loose file, the content editor, the login', async ({ page }) => {
  test.setTimeout(90_000);
  const app = await openDesktopApp(page);
  await connect(page);
  await login(page);
  const title = `Typographie ${stamp}`;
  await createAlbum(page, title);
  const where: Record<string, string[]> = {};
  await page.getByRole('tab', { name: /^Envois/ }).click();
  await expect(page.getByText(/^Aucun envoi\./)).toBeVisible();
  where['Envois, empty'] = await ordinarySpaces(page);

  // Skip reasons: not media, empty, the same content twice in one drop.
  const folder = pictures('Typo', 2, 88);
  writeFileSync(path.join(folder, 'programme.pdf'), '%PDF-1.4 programme');
  writeFileSync(path.join(folder, 'vide.png'), '');
  writeFileSync(path.join(folder, 'copie.png'), png(120, 90, [88, 20, 235]));
  await page.getByRole('tab', { name: 'Albums et médias' }).click();
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [folder]);
  await page.getByRole('tab', { name: /^Envois/ }).click();
  const files = page.getByRole('list', { name: 'Fichiers' }).locator('li');
  await expect(files.filter({ hasText: /Même contenu que «\sTypo\/(copie|p1)\.png\s» dans cet envoi\./ })).toHaveCount(1, { timeout: 30_000 });
  await expect(files.filter({ hasText: /Fichier vide\s: non envoyé\./ })).toHaveCount(1);
  where['Envois, reasons'] = await ordinarySpaces(page);

  // The queue bar, the server out of reach.
  await app.backend.pauseQueue();
  await page.getByRole('tab', { name: 'Albums et médias' }).click();
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [pictures('Attente', 2, 89)]);
  app.backend.queue.pause('offline');
  await expect(page.getByTestId('queue-paused')).toHaveText('Serveur injoignable\u00a0: les envois reprendront dès que la connexion revient.');
  where['queue bar, offline'] = await ordinarySpaces(page);
  await app.backend.pauseQueue();
  await dropPaths(page, `[data-album-id]:has-text("${title}")`, [pictures('Encore', 2, 90)]);

  // A folder and a loose file on the album list: the dialog counts the folder only, and says the file will not be taken.
  const gala = pictures(`Gala typo ${stamp}`, 1, 91);
  const loose = path.join(path.dirname(gala), 'isolee.png');
  writeFileSync(loose, png(60, 60, [91, 91, 91]));
  await dropPaths(page, '[data-album-list]', [gala, loose]);
  const dialog = page.getByRole('dialog', { name: 'Créer un album' });
  await expect(dialog.getByRole('listitem')).toHaveText([`Gala typo ${stamp}`]);
  await expect(dialog).toContainText('1 fichier isolé ne sera pas pris\u00a0: déposez-le sur un album.');
  where['folders dialog'] = await ordinarySpaces(page);
  await dialog.getByLabel('Catégorie').selectOption('Événements');
  await dialog.getByRole('button', { name: 'Créer et envoyer' }).click();
  await expect(toast(page, "1 fichier ajouté à la file d'envoi, 1 fichier isolé non pris : déposez-le sur un album.")).toBeVisible();
  where['toast'] = await ordinarySpaces(page);

  await page.getByRole('tab', { name: 'Contenus du site' }).click();
  await expect(page.locator('[data-replacement-note]').first()).toBeVisible();
  where['content editor'] = await ordinarySpaces(page);

  // The login, with files waiting and a refusal.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByText(/^\d+ envois attendent\s: ils reprendront après la connexion\.$/)).toBeVisible();
  await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.invalidCredentials);
  where['login'] = await ordinarySpaces(page);

  expect(where).toEqual({
    'Envois, empty': [],
    'Envois, reasons': [],
    'queue bar, offline': [],
    'folders dialog': [],
    toast: [],
    'content editor': [],
    login: [],
  });
});

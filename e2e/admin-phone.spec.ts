// The administration on a phone (admin-back-office.md: one administrator, sometimes away from
// a desk): no screen wider than the phone, and every form dialog inside the screen, its
// buttons reachable. A wide table scrolls inside its own region, never the page; below 768 px
// the tables are cards, each row's status and buttons on the screen (decision 040).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminPaths } from '../shared/src/paths';
import { ADMIN_URL, loginByApi } from './admin-helpers';
import { PHONE, axeViolations, describeViolations } from './helpers';

test.use({ baseURL: ADMIN_URL, viewport: PHONE, isMobile: true, hasTouch: true });

/** Each list screen, and the label of its button that opens an empty form. */
const SCREENS: Array<[path: string, create?: string]> = [
  [adminPaths.dashboard.href()],
  [adminPaths.content.href()],
  [adminPaths.sliders.href(), 'Nouveau slider'],
  [adminPaths.founder.href()],
  [adminPaths.institutes.href(), 'Ajouter un institut'],
  [adminPaths.programs.href(), 'Nouvelle filière'],
  [adminPaths.news.href(), 'Nouvelle actualité'],
  [adminPaths.projects.href(), 'Nouveau projet'],
  [adminPaths.tariffs.href(), 'Nouveau Tarif'],
  [adminPaths.gallery.href()],
  [adminPaths.messages.href()],
  [adminPaths.chats.href()],
];

async function expectNoSidewaysScroll(page: Page, where: string, width = PHONE.width) {
  // Against the phone's width, not innerWidth: a mobile browser widens its layout viewport
  // to a page that overflows, and the page is then shown shrunk or half off the screen.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where}: the page is wider than the phone`).toBeLessThanOrEqual(width);
}

// One login for all the screens: a screen is a page load and a dialog, the login costs as much.
test(`every admin screen, and each form, fits a ${PHONE.width} px phone`, async ({ page }) => {
  test.setTimeout(90_000);
  await loginByApi(page);
  for (const [path, create] of SCREENS) {
    await test.step(`${path}${create ? ` and « ${create} »` : ''}`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The lists come from the API after the first paint.
      await expect(page.getByText(/^Chargement/)).toHaveCount(0);
      await expectNoSidewaysScroll(page, path);
      if (!create) return;

      await page.getByRole('button', { name: create, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x, `${path}: the form starts left of the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${path}: the form ends right of the screen`).toBeLessThanOrEqual(PHONE.width);
      for (const name of [/^(Créer|Enregistrer)/, /^Annuler$/]) {
        const button = dialog.getByRole('button', { name }).last();
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test('on a phone, a message or a conversation chosen in the list comes into view, each list item shows two lines of it at most, and a long link in it stays inside the screen', async ({ page }) => {
  const stamp = Date.now().toString(36);
  // A shared document's address: one "word" wider than the phone.
  const link = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/view?usp=sharing';
  const long = `Bonjour ${stamp}, mon dossier : ${link} ` + 'je voudrais savoir comment se passe l’inscription en BTS et quels documents apporter. '.repeat(8);
  const sent = await page.request.post('/api/contact', {
    headers: { Origin: ADMIN_URL },
    data: { name: `Long message ${stamp}`, email: 'long@example.com', phone: '+225 07 00 00 00 12', message: long },
  });
  expect(sent.status()).toBeLessThan(300);
  const sessionId = `e2e-phone-${stamp}`;
  expect((await page.request.post('/api/chat', { headers: { Origin: ADMIN_URL }, data: { message: long.slice(0, 480), sessionId } })).status()).toBe(200);
  await loginByApi(page);

  /** The clamped text of a list item is at most two of its lines high. */
  const expectTwoLines = async (item: ReturnType<Page['getByRole']>) => {
    const { height, line } = await item.locator('span.line-clamp-2').evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height).toBeLessThanOrEqual(line * 2 + 1);
  };

  await page.goto(adminPaths.messages.href());
  const item = page.getByRole('button', { name: new RegExp(`Long message ${stamp}`) });
  await expectTwoLines(item);
  await expectNoSidewaysScroll(page, 'the messages');
  await item.click();
  const detail = page.getByRole('region', { name: 'Message sélectionné' });
  await expect(detail).toBeFocused();
  await expect(detail.getByRole('heading', { level: 3 })).toBeInViewport();
  await expect(detail.getByText(link, { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the message shown');

  await page.goto(adminPaths.chats.href());
  const conversation = page.getByRole('button', { name: new RegExp(sessionId) });
  await expectTwoLines(conversation);
  await conversation.click();
  const transcript = page.getByRole('region', { name: 'Transcription' });
  await expect(transcript).toBeFocused();
  await expect(transcript.getByRole('heading', { level: 3 })).toBeInViewport();
  await expectNoSidewaysScroll(page, 'the conversation shown');
  await page.goto(adminPaths.chats.href());
  await expect(conversation).toBeVisible();
  await expectNoSidewaysScroll(page, 'the conversations');
});

test('the dashboard\'s figures at 320, 360, 390 and 412 px: no label runs under its icon or out of its card, without hyphenation', async ({ page }) => {
  await loginByApi(page);
  for (const width of [320, 360, 390, 412]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(adminPaths.dashboard.href());
      await expect(page.getByText('En ligne')).toBeVisible();
      const stats = page.locator('h2:text-is("Statistiques") + ul > li');
      await expect(stats).toHaveCount(5);
      for (const stat of await stats.all()) {
        // The text itself, not its box: a word wider than its box overflows it (the browser
        // here has no French hyphenation dictionary, as many phones do not).
        const m = await stat.evaluate((li) => {
          const label = li.querySelector('span')!;
          const range = document.createRange();
          range.selectNodeContents(label);
          const text = range.getBoundingClientRect();
          const icon = li.querySelector('svg')!.getBoundingClientRect();
          const card = li.getBoundingClientRect();
          const overlapX = Math.min(text.right, icon.right) - Math.max(text.left, icon.left);
          const overlapY = Math.min(text.bottom, icon.bottom) - Math.max(text.top, icon.top);
          return {
            label: label.textContent,
            overIcon: overlapX > 0 && overlapY > 0,
            inCard: text.left >= card.left && text.right <= card.right,
            clipped: label.scrollWidth > label.clientWidth,
            // Each label is one word: on two lines, it would be cut in the middle.
            oneLine: text.height < parseFloat(getComputedStyle(label).lineHeight) * 1.5,
          };
        });
        expect(m.overIcon, `« ${m.label} » runs under its icon`).toBe(false);
        expect(m.inCard, `« ${m.label} » runs out of its card`).toBe(true);
        expect(m.clipped, `« ${m.label} » is wider than its box`).toBe(false);
        expect(m.oneLine, `« ${m.label} » is cut onto two lines`).toBe(true);
      }
      await expect(stats.filter({ hasText: 'Administrateurs' })).toHaveCount(1);
    });
  }
});

test('the sliders and the tariffs at 320, 360, 390 and 412 px: each row\'s status and its buttons are on the screen without scrolling sideways, the page no wider than the phone', async ({ page }) => {
  await loginByApi(page);
  const screens = [
    // The sliders' badge is a button (it toggles the status), the tariffs' a label.
    { path: adminPaths.sliders.href(), status: (row: Locator) => row.getByRole('button', { name: /changer le statut/ }), subject: 'le slider' },
    { path: adminPaths.tariffs.href(), status: (row: Locator) => row.getByText(/^(Actif|Inactif)$/), subject: 'le tarif' },
  ];
  for (const width of [320, 360, 390, 412]) {
    for (const { path, status, subject } of screens) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Modifier ${subject}`, exact: false }) });
        // The list is read after the page shows: wait for its rows, not for a loading text
        // that may not be there yet.
        await expect(rows.first(), `${path}: rows`).toBeVisible();
        await expectNoSidewaysScroll(page, `${path} at ${width} px`, width);
        for (const row of await rows.all()) {
          const name = (await row.getByRole('rowheader').textContent())?.trim();
          const controls = {
            status: status(row),
            edit: row.getByRole('button', { name: new RegExp(`^Modifier ${subject}`) }),
            delete: row.getByRole('button', { name: new RegExp(`^Supprimer ${subject}`) }),
          };
          for (const [what, control] of Object.entries(controls)) {
            // Where it is drawn, with nothing scrolled: inside the phone's width and inside
            // every box that clips it (the table's own scrolling region, say).
            const shown = await control.evaluate((el, viewport) => {
              const r = el.getBoundingClientRect();
              let left = 0;
              let right = viewport;
              for (let p = el.parentElement; p; p = p.parentElement) {
                if (getComputedStyle(p).overflowX === 'visible') continue;
                const b = p.getBoundingClientRect();
                left = Math.max(left, b.left);
                right = Math.min(right, b.right);
              }
              return { left: r.left, right: r.right, boxLeft: left, boxRight: right };
            }, width);
            const where = `${path} at ${width} px, « ${name} »: ${what}`;
            expect(shown.left, `${where} starts out of sight`).toBeGreaterThanOrEqual(shown.boxLeft - 0.5);
            expect(shown.right, `${where} ends out of sight`).toBeLessThanOrEqual(shown.boxRight + 0.5);
          }
        }
        // Drawn as cards, still a table a screen reader can read.
        if (width === PHONE.width) {
          const violations = await axeViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
        }
      });
    }
  }
});

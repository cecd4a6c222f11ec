// The contact form (public-site.md sections 5 and 8): labelled fields, the required-fields
// toast with nothing sent, "Envoi en cours..." while sending, the success toast and a reset
// form, the failure toast, and the server's field messages.
import { expect, test, type Page, type Request } from '@playwright/test';
import { open, SEEDED_URL, waitForHydration } from './helpers';
import { E2E_ADMIN } from './admin-helpers';
import { messages } from '../shared/src/messages';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
const submit = (page: Page) => page.getByRole('button', { name: 'Envoyer le message' });
/** A toast of the single-toast region (Radix renders each one as a list item). */
const toast = (page: Page, title: string) => page.locator('li').filter({ has: page.getByText(title, { exact: true }) });

/** The POST requests the page sends to `pathname` (the API by default; '/contact' without JavaScript). */
function recordContactPosts(page: Page, pathname = '/api/contact') {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === pathname) posts.push(r);
  });
  return posts;
}

async function fillValid(page: Page, suffix: string) {
  await field(page, 'Nom complet').fill(`Aya Test ${suffix}`);
  await field(page, 'Adresse e-mail').fill(`aya.${suffix}@exemple.ci`);
  await field(page, 'Téléphone').fill('+225 07 00 00 00 00');
  await field(page, 'Sujet').selectOption('Candidature');
  await field(page, 'Formation souhaitée').selectOption('Marketing Digital & E-Commerce');
  await field(page, 'Message').fill(`Bonjour, je souhaite des informations sur l'inscription (${suffix}).`);
}

test('the fields are labelled, with an e-mail input, a phone input and the stated options', async ({ page }) => {
  await open(page, '/contact');
  await expect(field(page, 'Nom complet')).toHaveAttribute('type', 'text');
  await expect(field(page, 'Adresse e-mail')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Téléphone')).toHaveAttribute('type', 'tel');
  for (const label of ['Nom complet', 'Adresse e-mail', 'Téléphone', 'Message']) await expect(field(page, label)).toHaveAttribute('aria-required', 'true');
  await expect(field(page, 'Sujet').locator('option:not([value=""])')).toHaveText([
    "Demande d'Information",
    'Candidature',
    'Partenariat Entreprise',
    'Stages et Emplois',
    'Support Technique',
    'Autre',
  ]);
  await expect(field(page, 'Formation souhaitée').locator('option:not([value=""])')).toHaveText([
    'Management et Entrepreneuriat',
    'Marketing Digital & E-Commerce',
    'Gestion des Entreprises',
    'Formation Continue',
    'Autre',
  ]);
});

test('empty required fields: "Champs requis manquants" and nothing is sent', async ({ page }) => {
  const posts = recordContactPosts(page);
  await open(page, '/contact');
  await submit(page).click();
  const t = toast(page, 'Champs requis manquants');
  await expect(t).toBeVisible();
  await expect(t).toContainText('Veuillez remplir tous les champs obligatoires.');
  await expect(field(page, 'Nom complet')).toBeFocused();
  await expect(field(page, 'Nom complet')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Le nom est requis.')).toBeVisible();

  // Blanks are not a value; one missing field is enough to stop.
  await field(page, 'Nom complet').fill('   ');
  await field(page, 'Adresse e-mail').fill('aya@exemple.ci');
  await field(page, 'Téléphone').fill('0700000000');
  await field(page, 'Message').fill('Bonjour');
  await submit(page).click();
  await expect(toast(page, 'Champs requis manquants')).toBeVisible();
  await expect(field(page, 'Nom complet')).toBeFocused();
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);
});

test('a valid message: "Envoi en cours..." while sending, stored (201), success toast, form reset', async ({ page }) => {
  const posts = recordContactPosts(page);
  await open(page, '/contact');
  await fillValid(page, 'succes');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route((u) => u.pathname === '/api/contact', async (route) => {
    await held;
    await route.continue();
  });

  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact' && r.request().method() === 'POST');
  await submit(page).click();
  const sending = page.getByRole('button', { name: 'Envoi en cours...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  // A second submission while one is pending sends nothing more.
  await page.locator('form').evaluate((f: HTMLFormElement) => f.requestSubmit());
  release();
  expect((await response).status()).toBe(201);

  const t = toast(page, 'Message envoyé avec succès !');
  await expect(t).toBeVisible();
  await expect(t).toContainText('Votre demande a été envoyée. Nous vous répondrons dans les plus brefs délais.');
  expect(posts).toHaveLength(1);
  expect(posts[0].postDataJSON()).toMatchObject({
    name: 'Aya Test succes',
    email: 'aya.succes@exemple.ci',
    phone: '+225 07 00 00 00 00',
    subject: 'Candidature',
    program: 'Marketing Digital & E-Commerce',
    message: "Bonjour, je souhaite des informations sur l'inscription (succes).",
  });
  expect(posts[0].headers()['content-type']).toContain('application/json');
  for (const label of ['Nom complet', 'Adresse e-mail', 'Téléphone', 'Sujet', 'Formation souhaitée', 'Message']) await expect(field(page, label)).toHaveValue('');
  await expect(submit(page)).toBeEnabled();
  // The focus stayed on the button through the send (a disabled button dropped it to <body>).
  await expect(submit(page)).toBeFocused();
});

test('what is typed is kept for the tab when the visitor follows a link and comes back, or reloads; sent, it is forgotten (decision 049)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const typed = async () => {
    await expect(field(page, 'Nom complet')).toHaveValue('Aya Brouillon');
    await expect(field(page, 'Adresse e-mail')).toHaveValue('aya.brouillon@exemple.ci');
    await expect(field(page, 'Sujet')).toHaveValue('Candidature');
    await expect(field(page, 'Message')).toHaveValue('Bonjour, je voudrais savoir si le BTS');
    await expect(field(page, 'Téléphone')).toHaveValue('');
  };
  await open(page, '/contact');
  await field(page, 'Nom complet').fill('Aya Brouillon');
  await field(page, 'Adresse e-mail').fill('aya.brouillon@exemple.ci');
  await field(page, 'Sujet').selectOption('Candidature');
  await field(page, 'Message').fill('Bonjour, je voudrais savoir si le BTS');

  // The chat's link to the fees, in the middle of the message, then Back.
  await page.getByRole('button', { name: "Ouvrir l'assistant virtuel" }).click();
  const chat = page.getByRole('dialog', { name: 'Assistant virtuel' });
  await chat.getByRole('textbox', { name: 'Votre message' }).fill('c combien la scolarité à yopougon ?');
  await chat.getByRole('textbox', { name: 'Votre message' }).press('Enter');
  await page.getByTestId('chat-bot-message').nth(1).getByRole('link', { name: 'Nos Tarifs' }).click();
  await expect(page).toHaveURL(/\/tarifs\?site=yopougon$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await typed();

  // A footer link, then Back; a page loaded afresh, then Back; a reload.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Actualités' }).click();
  await expect(page).toHaveURL(/\/actualites$/);
  await page.goBack();
  await typed();
  await page.goto('/a-propos');
  await page.goBack();
  await waitForHydration(page);
  await typed();
  await page.reload();
  await waitForHydration(page);
  await typed();
  expect(errors).toEqual([]);

  // Sent (stored for real: the address's limit, 20 an hour, leaves room for the other specs'
  // messages): the form is emptied and nothing comes back.
  await field(page, 'Téléphone').fill('+225 07 00 00 00 00');
  await submit(page).click();
  await expect(toast(page, 'Message envoyé avec succès !')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  for (const label of ['Nom complet', 'Adresse e-mail', 'Téléphone', 'Sujet', 'Formation souhaitée', 'Message']) await expect(field(page, label)).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('ecole-contact')))).toEqual([]);
});

test('a server failure: the destructive toast "Erreur lors de l\'envoi", the message kept', async ({ page }) => {
  await open(page, '/contact');
  await fillValid(page, 'echec');
  await page.route((u) => u.pathname === '/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }));
  await submit(page).click();
  const t = toast(page, "Erreur lors de l'envoi");
  await expect(t).toBeVisible();
  await expect(t).toContainText("Une erreur s'est produite. Veuillez réessayer plus tard.");
  // Destructive: red, unlike the success toast.
  const [r, g, b] = await t.evaluate((el) => {
    // The computed colour may be lab() or oklch(): a canvas turns it into RGB.
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data);
  });
  expect(r, `toast background rgb(${r}, ${g}, ${b})`).toBeGreaterThan(150);
  expect(g).toBeLessThan(80);
  expect(b).toBeLessThan(80);
  await expect(field(page, 'Message')).toHaveValue("Bonjour, je souhaite des informations sur l'inscription (echec).");
});

test('the network lost: the failure toast at once, not "Envoi en cours..." until it comes back; the message kept and sent on a new try', async ({ page, context }) => {
  await open(page, '/contact');
  await fillValid(page, 'horsligne');
  await context.setOffline(true);
  await submit(page).click();
  const t = toast(page, "Erreur lors de l'envoi");
  await expect(t).toBeVisible();
  await expect(t).toContainText("Une erreur s'est produite. Veuillez réessayer plus tard.");
  await expect(submit(page)).toBeEnabled();
  await expect(submit(page)).toHaveText('Envoyer le message');
  await expect(field(page, 'Message')).toHaveValue("Bonjour, je souhaite des informations sur l'inscription (horsligne).");

  await context.setOffline(false);
  const posts = recordContactPosts(page);
  await submit(page).click();
  await expect(toast(page, 'Message envoyé avec succès !')).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('an answer lost on the way: the failure toast, and the message sent again is stored once', async ({ page, request }) => {
  await open(page, '/contact');
  await fillValid(page, 'reponse-perdue');
  const posts = recordContactPosts(page);
  let lost = false;
  await page.route((u) => u.pathname === '/api/contact', async (route) => {
    if (lost) return route.continue();
    lost = true;
    // The server gets the message and stores it; its answer never reaches the phone.
    expect((await route.fetch()).status()).toBe(201);
    await route.abort('connectionreset');
  });
  await submit(page).click();
  await expect(toast(page, "Erreur lors de l'envoi")).toBeVisible();
  await expect(field(page, 'Message')).toHaveValue("Bonjour, je souhaite des informations sur l'inscription (reponse-perdue).");

  await submit(page).click();
  await expect(toast(page, 'Message envoyé avec succès !')).toBeVisible();
  expect(posts).toHaveLength(2);
  const [first, again] = posts.map((p) => (p.postDataJSON() as { submissionId?: string }).submissionId);
  expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(again).toBe(first);

  // In the inbox once.
  const login = await request.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password }, headers: { Origin: SEEDED_URL } });
  expect(login.status()).toBe(200);
  const { contacts } = (await (await request.get('/api/contacts')).json()) as { contacts: Array<{ message: string }> };
  expect(contacts.filter((c) => c.message.includes('(reponse-perdue)'))).toHaveLength(1);
});

test('a send that never ends (a stalled connection) fails after 30 s with the failure toast; sent again, it is the same message', async ({ page }) => {
  await page.clock.install();
  await open(page, '/contact');
  await fillValid(page, 'bloque');
  const posts = recordContactPosts(page);
  // Never answered, as a request lost on a stalled connection.
  await page.route((u) => u.pathname === '/api/contact', () => {});
  await submit(page).click();
  await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(toast(page, "Erreur lors de l'envoi")).toBeVisible();
  await expect(submit(page)).toBeEnabled();
  await expect(field(page, 'Message')).toHaveValue("Bonjour, je souhaite des informations sur l'inscription (bloque).");

  // Answered here (not by the server) so the address's limit of messages is left to the other tests.
  await page.unrouteAll();
  await page.route((u) => u.pathname === '/api/contact', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' }));
  await submit(page).click();
  await expect(toast(page, 'Message envoyé avec succès !')).toBeVisible();
  const ids = posts.map((p) => (p.postDataJSON() as { submissionId?: string }).submissionId);
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);

  // The next message is another one.
  await fillValid(page, 'suivant');
  await submit(page).click();
  await expect(field(page, 'Message')).toHaveValue('');
  expect(posts).toHaveLength(3);
  expect((posts[2].postDataJSON() as { submissionId?: string }).submissionId).not.toBe(ids[0]);
});

test("the server's field message shows under the field it concerns", async ({ page }) => {
  await open(page, '/contact');
  await fillValid(page, 'email');
  await field(page, 'Adresse e-mail').fill('pas-une-adresse');
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact');
  await submit(page).click();
  expect((await response).status()).toBe(400);
  // The toast asks for a correction, not to come back later.
  await expect(toast(page, "Erreur lors de l'envoi")).toContainText(messages.contact.invalidDescription);
  await expect(toast(page, "Erreur lors de l'envoi")).not.toContainText('réessayer plus tard');
  await expect(field(page, 'Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-email-erreur')).toHaveText("L'adresse e-mail n'est pas valide.");
  await expect(field(page, 'Adresse e-mail')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the field to correct is scrolled below the toast, not under it', async ({ page }) => {
    await open(page, '/contact');
    await fillValid(page, 'telephone');
    const email = field(page, 'Adresse e-mail');
    await email.fill('awa.kone@gmail');
    // The field near the top of the screen, the button in reach below: as a visitor scrolls.
    await email.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 90));
    await submit(page).tap();
    await expect(email).toBeFocused();
    const shown = toast(page, "Erreur lors de l'envoi");
    await expect(shown).toBeVisible();
    // Scrolling ends after the focus: compare once both boxes stop moving.
    await expect
      .poll(async () => {
        const [t, f] = [await shown.boundingBox(), await email.boundingBox()];
        return !!t && !!f && f.y >= t.y + t.height && f.y + f.height <= 740;
      })
      .toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is posted to the server, which stores it and says so; nothing typed goes into the address; a reload posts nothing again', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page, 'sans-js');
    const posts = recordContactPosts(page, '/contact');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), submit(page).click()]);
    expect(new URL(response.url()).pathname).toBe('/contact');
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL((u) => u.pathname === '/contact/envoye' && u.search === '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.contact.sentTitle);
    await expect(page.getByText(messages.contact.sentDescription)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.contact.sentTitle);
    expect(posts).toHaveLength(1);
  });

  test('a required field filled with spaces only: the server answers "Champs requis manquants", as the form does with JavaScript', async ({ page }) => {
    await page.goto('/contact');
    await fillValid(page, 'espaces');
    await field(page, 'Nom complet').fill('   ');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), submit(page).click()]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.contact.missingTitle);
    await expect(page.getByText(messages.contact.missingDescription)).toBeVisible();
    await expect(page.getByText(messages.contact.nameRequired)).toBeVisible();
  });
});

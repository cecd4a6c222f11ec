// The home hero slider (public-site.md sections 2 and 4; DECISIONS "Hero slider"): arrows
// and dots on desktop only and only with several slides, wrapping, auto-advance every
// 6000 ms that pauses while hovered and never runs for reduced motion, arrow keys.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, activeSliders, open } from './helpers';

const carousel = (page: Page) => page.getByRole('region', { name: "Présentation de l'école" });
/** The title of the slide on show (the others are aria-hidden and inert). */
const currentTitle = (page: Page) => carousel(page).locator('[aria-roledescription="diapositive"]:not([aria-hidden])').getByRole('heading', { level: 2 });

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('arrows and dots are shown, next and previous wrap around, dots go to a slide', async ({ page, request }) => {
    const slides = await activeSliders(request);
    expect(slides.length, 'the demo data has several slides').toBeGreaterThan(1);
    const titles = slides.map((s) => s.title);
    await open(page, '/');
    await expect(currentTitle(page)).toHaveText(titles[0]);
    // Hovered, the slider does not move by itself while the test clicks through it.
    await carousel(page).hover({ position: { x: 10, y: 10 } });
    const next = carousel(page).getByRole('button', { name: 'Diapositive suivante' });
    const previous = carousel(page).getByRole('button', { name: 'Diapositive précédente' });
    await expect(next).toBeVisible();
    await expect(previous).toBeVisible();
    const dots = carousel(page).getByRole('button', { name: /^Aller à la diapositive \d+$/ });
    await expect(dots).toHaveCount(slides.length);
    await expect(dots.first()).toBeVisible();
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(currentTitle(page)).toHaveText(titles[0]);

    for (let i = 1; i <= slides.length; i++) {
      await next.click();
      await expect(currentTitle(page)).toHaveText(titles[i % slides.length]);
    }
    await previous.click();
    await expect(currentTitle(page)).toHaveText(titles[slides.length - 1]);
    await dots.nth(1).click();
    await expect(currentTitle(page)).toHaveText(titles[1]);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(carousel(page).locator('[aria-roledescription="diapositive"]:not([aria-hidden])')).toHaveAttribute('aria-label', `2 sur ${slides.length}`);
  });

  test('the left and right arrow keys move the slider once it has the focus', async ({ page, request }) => {
    const titles = (await activeSliders(request)).map((s) => s.title);
    await open(page, '/');
    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(currentTitle(page)).toHaveText(titles[1]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(currentTitle(page)).toHaveText(titles[titles.length - 1]);
  });

  test('auto-advances every 6 s, wraps, and pauses while hovered', async ({ page, request }) => {
    const titles = (await activeSliders(request)).map((s) => s.title);
    // The page's clock stands still unless the test moves it: a slow machine cannot make
    // the 6 s elapse early.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await open(page, '/');
    await page.mouse.move(5, 5); // away from the slider
    await expect(currentTitle(page)).toHaveText(titles[0]);
    await page.clock.runFor(5_000);
    await expect(currentTitle(page)).toHaveText(titles[0]);
    await page.clock.runFor(1_100);
    await expect(currentTitle(page)).toHaveText(titles[1]);
    for (let i = 2; i <= titles.length; i++) {
      await page.clock.runFor(6_100);
      await expect(currentTitle(page)).toHaveText(titles[i % titles.length]);
    }

    // Hovered: nothing moves.
    const box = (await carousel(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const shown = await currentTitle(page).textContent();
    await page.clock.runFor(20_000);
    await expect(currentTitle(page)).toHaveText(shown!);

    // The mouse leaves: it moves on again.
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_100);
    await expect(currentTitle(page)).not.toHaveText(shown!);
  });

  test('the pause button stops the auto-advance', async ({ page, request }) => {
    const titles = (await activeSliders(request)).map((s) => s.title);
    await page.clock.install();
    await open(page, '/');
    await carousel(page).getByRole('button', { name: 'Mettre en pause le défilement' }).click();
    // The focus left inside the slider pauses it too: take it away to test the button alone.
    await page.locator('footer a').first().focus();
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    await expect(currentTitle(page)).toHaveText(titles[0]);
    await expect(carousel(page).getByRole('button', { name: 'Lancer le défilement' })).toBeVisible();
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('no auto-advance for visitors who prefer reduced motion', async ({ page, request }) => {
      const titles = (await activeSliders(request)).map((s) => s.title);
      await page.clock.install();
      await open(page, '/');
      await page.mouse.move(5, 5);
      await page.clock.runFor(20_000);
      await expect(currentTitle(page)).toHaveText(titles[0]);
      // The arrows still work.
      await carousel(page).getByRole('button', { name: 'Diapositive suivante' }).click();
      await expect(currentTitle(page)).toHaveText(titles[1]);
    });
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('no arrows and no dots at 360 px', async ({ page, request }) => {
    const slides = await activeSliders(request);
    await open(page, '/');
    await expect(currentTitle(page)).toHaveText(slides[0].title);
    // In the page, but not displayed.
    const hidden = { includeHidden: true } as const;
    await expect(carousel(page).getByRole('button', { name: 'Diapositive suivante', ...hidden })).toBeHidden();
    await expect(carousel(page).getByRole('button', { name: 'Diapositive précédente', ...hidden })).toBeHidden();
    const dots = carousel(page).getByRole('button', { name: /^Aller à la diapositive/, ...hidden });
    await expect(dots).toHaveCount(slides.length);
    for (let i = 0; i < slides.length; i++) await expect(dots.nth(i)).toBeHidden();
  });
});

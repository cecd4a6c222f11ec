// An article's gallery once images have been deleted (admin-back-office.md sections 4 and 7):
// the stored orders then have gaps, and a move or an addition must still do what the
// administrator sees — one place up or down, a new image last — in the dialog and on the
// article.
import { expect, test, type Page } from '@playwright/test';
import { slugify } from '../shared/src/slug';
import { ADMIN_URL, adminJson, loginByApi, originHeaders, png, pngFile, toast } from './admin-helpers';

test.use({ baseURL: ADMIN_URL });

type Image = { id: number; caption: string | null; order: number };

async function send<T>(page: Page, method: 'post' | 'delete', path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, { headers: originHeaders, data });
  expect(res.ok(), `${method} ${path}`).toBe(true);
  return (await res.json()) as T;
}

test('after deletions, an image moves one place and a new one goes last, in the dialog and on the article', async ({ page }) => {
  await loginByApi(page);
  const title = `Galerie trouée ${Date.now().toString(36)}`;
  const { news } = await send<{ news: { id: number; slug: string } }>(page, 'post', '/api/admin/news', {
    title,
    slug: slugify(title),
    summary: 'Une galerie dont les premières images ont été retirées.',
    content: 'Texte.',
    date: new Date().toISOString().slice(0, 10),
    category: 'Événements',
    author: 'Direction',
  });
  // Five images with orders 1 to 5, then the first two deleted: orders 3, 4, 5 remain.
  const added: Image[] = [];
  for (const n of [1, 2, 3, 4, 5]) {
    const upload = await page.request.post('/api/admin/news/temp/images/upload', {
      headers: originHeaders,
      multipart: { image: { name: `p${n}.png`, mimeType: 'image/png', buffer: png(64, 48, [40 * n, 90, 120]) } },
    });
    const { image } = (await upload.json()) as { image: { imageUrl: string } };
    added.push((await send<{ image: Image }>(page, 'post', `/api/admin/news/${news.id}/images`, { imageUrl: image.imageUrl, caption: `cap${n}` })).image);
  }
  await send(page, 'delete', `/api/admin/news-images/${added[0].id}`);
  await send(page, 'delete', `/api/admin/news-images/${added[1].id}`);
  const captions = async (path: string) => (await adminJson<{ images: Image[] }>(page.request, path)).images.map((i) => i.caption);

  await page.goto('/admin/news');
  await page.getByRole('button', { name: `Modifier l'actualité « ${title} »` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'actualité" });
  await expect(edit.getByLabel("Légende de l'image n° 3")).toHaveValue('cap5');

  await edit.getByRole('button', { name: "Monter l'image n° 3" }).click();
  await expect(edit.getByLabel("Légende de l'image n° 2")).toHaveValue('cap5');
  await expect(edit.getByLabel("Légende de l'image n° 1")).toHaveValue('cap3');
  await expect(edit.getByLabel("Légende de l'image n° 3")).toHaveValue('cap4');
  await expect.poll(() => captions(`/api/news/${news.slug}/images`)).toEqual(['cap3', 'cap5', 'cap4']);

  await edit.getByRole('button', { name: "Descendre l'image n° 1" }).click();
  await expect(edit.getByLabel("Légende de l'image n° 1")).toHaveValue('cap5');
  await expect(edit.getByLabel("Légende de l'image n° 2")).toHaveValue('cap3');

  await edit.getByLabel('Ajouter des images').setInputFiles([pngFile('nouvelle.png', [10, 160, 90])]);
  await expect(toast(page, 'Image uploadée avec succès')).toBeVisible({ timeout: 15_000 });
  await expect(edit.getByRole('heading', { name: "Galerie d'images (4)" })).toBeVisible();
  await expect(edit.getByLabel("Légende de l'image n° 4")).toHaveValue('');
  await expect(edit.getByLabel("Légende de l'image n° 3")).toHaveValue('cap4');
  await expect.poll(() => captions(`/api/news/${news.slug}/images`)).toEqual(['cap5', 'cap3', 'cap4', null]);
});

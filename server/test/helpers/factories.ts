// Factories, not fixtures: each test inserts the rows it talks about, with plausible
// defaults, and the public cache is dropped as an admin write would drop it.
import { slugify } from '@ecole/shared/slug';
import type { AppDeps } from '../../src/app-deps';
import {
  albums,
  founderMessage,
  galleryItems,
  institutes,
  news,
  newsImages,
  programs,
  projects,
  siteContent,
  sliders,
  tariffs,
} from '../../src/db/schema';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export function makeFactories({ db, cache }: Pick<AppDeps, 'db' | 'cache'>) {
  let n = 0;
  const next = () => ++n;
  async function insert<R>(query: PromiseLike<R[]>): Promise<R> {
    const [row] = await query;
    cache.invalidate();
    return row;
  }

  return {
    createContent: (o: Insert<typeof siteContent> = {}) => {
      const i = next();
      return insert(db.insert(siteContent).values({ key: `cle_${i}`, value: `Valeur ${i}`, section: 'accueil', order: i, ...o }).returning());
    },
    createSlider: (o: Insert<typeof sliders> = {}) => {
      const i = next();
      return insert(db.insert(sliders).values({ title: `Diapositive ${i}`, order: i, ...o }).returning());
    },
    createFounderMessage: (o: Insert<typeof founderMessage> = {}) =>
      insert(
        db
          .insert(founderMessage)
          .values({
            title: 'Le mot du fondateur',
            quote: "Entreprendre, c'est apprendre chaque jour.",
            vision: 'Former des bâtisseurs.',
            founderName: 'Awa Koné',
            founderRole: 'Fondatrice',
            founderOrganization: 'École Horizon',
            ...o,
          })
          .returning(),
      ),
    createInstitute: (o: Insert<typeof institutes> = {}) => {
      const i = next();
      return insert(db.insert(institutes).values({ title: `Institut ${i}`, description: 'Description', order: i, ...o }).returning());
    },
    createProgram: (o: Insert<typeof programs> = {}) => {
      const i = next();
      return insert(db.insert(programs).values({ name: `Filière ${i}`, category: 'BTS TERTIAIRES', order: 1, ...o }).returning());
    },
    createNews: (o: Insert<typeof news> = {}) => {
      const i = next();
      const title = o.title ?? `Actualité ${i}`;
      return insert(
        db
          .insert(news)
          .values({
            title,
            slug: `${slugify(title)}-${i}`,
            summary: 'Résumé',
            content: 'Contenu',
            date: '2025-03-15',
            category: 'Formation',
            author: 'Service communication',
            ...o,
          })
          .returning(),
      );
    },
    createNewsImage: (o: Insert<typeof newsImages> & { newsId: number }) =>
      insert(db.insert(newsImages).values({ imageUrl: `/media/${'a'.repeat(32)}.jpg`, ...o }).returning()),
    createProject: (o: Insert<typeof projects> = {}) => {
      const i = next();
      return insert(db.insert(projects).values({ title: `Projet ${i}`, status: 'upcoming', ...o }).returning());
    },
    createTariff: (o: Insert<typeof tariffs> = {}) => {
      const i = next();
      return insert(
        db
          .insert(tariffs)
          .values({
            site: `Site ${i}`,
            programName: 'BTS - Orientés 1ère Année',
            inscriptionFee: 85000,
            fraisAnnexes: 140000,
            totalFee: 225000,
            firstPayment: 85000,
            secondPayment: 85000,
            thirdPayment: 55000,
            ...o,
          })
          .returning(),
      );
    },
    createAlbum: (o: Insert<typeof albums> = {}) => {
      const i = next();
      return insert(db.insert(albums).values({ title: `Album ${i}`, category: 'Campus', ...o }).returning());
    },
    createGalleryItem: (o: Insert<typeof galleryItems> & { albumId: number }) => {
      const i = next();
      return insert(db.insert(galleryItems).values({ mediaUrl: `/media/${String(i).padStart(32, '0')}.jpg`, mediaType: 'image', ...o }).returning());
    },
  };
}

export type Factories = ReturnType<typeof makeFactories>;

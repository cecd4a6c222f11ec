// /admin/news (admin-back-office.md sections 2-5, 7, 8): card list, create/edit dialog
// with the slug derived from the title, main image upload, and the article's image
// gallery inside the edit dialog.
import { ExternalLink, Newspaper, Star } from 'lucide-react';
import { useState } from 'react';
import { NEWS_CATEGORIES } from '@ecole/shared/constants';
import { formatDateLong, frenchSpacing, todayIso } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import { newsCreateSchema, type AdminNews } from '@ecole/shared/schemas/news';
import { slugify } from '@ecole/shared/slug';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useDeleteEntity, useSaveEntity } from '../../api/crud';
import { uploadTargets } from '../../api/uploads';
import { CardCover } from '../../components/card-cover';
import { EntityDialog } from '../../components/entity-dialog';
import { SelectField, TextAreaField, TextField, toOptions } from '../../components/fields';
import { ImageUrlField } from '../../components/image-url-field';
import { Screen } from '../../components/layout';
import { ListHeader, StatusBadge } from '../../components/list-header';
import { QueryStates } from '../../components/query-states';
import { RowActions } from '../../components/row-actions';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation, type Parsed } from '../../forms/validate';
import { newsKey, useAdminNews } from './api';
import { NewsImagesManager } from './NewsImagesManager';

/** Default author: the school's direction (section 5). */
const DEFAULT_AUTHOR = 'Direction';

export function NewsScreen() {
  const client = useAdminClient();
  const news = useAdminNews();
  const [dialog, setDialog] = useState<{ news: AdminNews | null } | null>(null);

  const remove = useDeleteEntity({
    remove: (n: AdminNews) => client.deleteNews(n.id),
    invalidate: [newsKey],
    success: 'Actualité supprimée avec succès',
    confirm: (n) => ({ title: 'Êtes-vous sûr de vouloir supprimer cette actualité ?', description: `« ${n.title} » et sa galerie d'images seront supprimées.` }),
  });

  return (
    <Screen title="Gestion des Actualités" subtitle="Actualités et articles du site">
      <ListHeader title="Actualités" count={news.data?.length} createLabel="Nouvelle actualité" onCreate={() => setDialog({ news: null })} />
      <QueryStates query={news} errorText="Impossible de charger les actualités." empty={<EmptyState title="Aucune actualité trouvée" text="Publiez la première actualité de l'école." />}>
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.map((n) => (
              <li key={n.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <div className="relative">
                  <CardCover src={n.imageUrl} icon={Newspaper} />
                  <div className="absolute left-2 top-2 flex flex-wrap gap-1">
                    {n.featured && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold text-navy-950">
                        <Star aria-hidden="true" className="h-3 w-3" />À la une
                      </span>
                    )}
                    {!n.isActive && <StatusBadge active={false} />}
                  </div>
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <span className="rounded-full bg-navy-900 px-2 py-0.5 font-semibold text-white">{n.category}</span>
                    <time dateTime={n.date}>{formatDateLong(n.date)}</time>
                    <span>· {n.author}</span>
                  </p>
                  <h3 className="font-bold text-navy-900">{frenchSpacing(n.title)}</h3>
                  {n.summary && <p className="line-clamp-2 text-sm text-slate-700">{frenchSpacing(n.summary)}</p>}
                  <a href={paths.article.href(n.slug)} target="_blank" rel="noopener noreferrer" className="inline-flex w-fit items-center gap-1 break-all text-xs font-medium text-navy-700 underline">
                    {paths.article.href(n.slug)}
                    <ExternalLink aria-hidden="true" className="h-3 w-3" />
                    <span className="sr-only">(nouvel onglet)</span>
                  </a>
                  <RowActions className="mt-auto flex justify-end gap-1 pt-2" subject={`l'actualité « ${n.title} »`} onEdit={() => setDialog({ news: n })} onDelete={() => void remove.onDelete(n)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <NewsDialog key={dialog ? (dialog.news?.id ?? 'new') : 'closed'} state={dialog} onClose={() => setDialog(null)} />
    </Screen>
  );
}

function NewsDialog({ state, onClose }: { state: { news: AdminNews | null } | null; onClose: () => void }) {
  const client = useAdminClient();
  const check = useSubmitValidation();
  const news = state?.news ?? null;
  const list = useAdminNews();
  // The slug follows the title until the administrator types one (section 5).
  const [slugEdited, setSlugEdited] = useState(!!news);
  const form = useForm({
    title: news?.title ?? '',
    slug: news?.slug ?? '',
    summary: news?.summary ?? '',
    content: news?.content ?? '',
    imageUrl: news?.imageUrl ?? '',
    date: news?.date ?? todayIso(),
    category: news?.category ?? '',
    author: news?.author ?? DEFAULT_AUTHOR,
    featured: news?.featured ?? false,
    isActive: news?.isActive ?? true,
    order: String(news?.order ?? 1),
  }, { draftKey: state ? `news:${news?.id ?? 'new'}` : undefined });
  const { values: v, set, errors } = form;

  const save = useSaveEntity({
    entity: news,
    form,
    create: (data: Parsed<typeof newsCreateSchema>, key: string) => client.createNews(data, key),
    update: (id, data, base) => client.updateNews(id, data, base),
    invalidate: [newsKey],
    success: { created: 'Actualité créée avec succès', updated: 'Actualité mise à jour avec succès' },
    error: { created: "Erreur lors de la création de l'actualité" },
    onSuccess: onClose,
  });

  const onTitle = (title: string) => {
    set('title')(title);
    if (!slugEdited) set('slug')(slugify(title));
  };

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!news}
      saving={save.isPending}
      size="xl"
      title={news ? "Modifier l'actualité" : 'Nouvelle actualité'}
      onSubmit={() => {
        const data = check(newsCreateSchema, v, form.setErrors);
        if (data) save.mutate(data);
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField className="md:col-span-2" label="Titre" required value={v.title} onChange={onTitle} error={errors.title} />
        <div className="grid gap-1 md:col-span-2">
          <TextField
            label="Slug"
            required
            value={v.slug}
            onChange={(s) => {
              setSlugEdited(true);
              set('slug')(s);
            }}
            error={errors.slug}
            hint={
              <>
                {frenchSpacing('Adresse publique :')} <span className="font-mono">{v.slug ? paths.article.href(v.slug) : `${paths.actualites.href()}/…`}</span>
              </>
            }
            autoCapitalize="none"
            spellCheck={false}
          />
          {slugEdited && (
            <button
              type="button"
              onClick={() => {
                setSlugEdited(false);
                set('slug')(slugify(v.title));
              }}
              className="w-fit text-xs font-semibold text-navy-700 underline"
            >
              Recalculer le slug depuis le titre
            </button>
          )}
        </div>
        <TextAreaField className="md:col-span-2" label="Résumé" value={v.summary} onChange={set('summary')} error={errors.summary} rows={2} />
        <TextAreaField
          className="md:col-span-2"
          label="Contenu"
          value={v.content}
          onChange={set('content')}
          error={errors.content}
          rows={8}
          hint="Texte ou HTML simple (paragraphes, gras, italique, liens, listes, intertitres). Les retours à la ligne sont conservés."
        />
        <SelectField label="Catégorie" required value={v.category} onChange={set('category')} error={errors.category} options={toOptions(NEWS_CATEGORIES)} placeholder="Sélectionnez une catégorie" />
        <TextField label="Date" required type="date" value={v.date} onChange={set('date')} error={errors.date} />
        <TextField label="Auteur" required value={v.author} onChange={set('author')} error={errors.author} />
        <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} type="number" inputMode="numeric" min={0} />
        <ImageUrlField
          className="grid gap-3 md:col-span-2"
          label="Image principale (URL)"
          uploadLabel="Choisir l'image principale"
          previewAlt="Aperçu de l'image principale"
          value={v.imageUrl}
          onChange={set('imageUrl')}
          error={errors.imageUrl}
          target={uploadTargets.newsMain}
        />
        <div className="flex flex-wrap gap-6 md:col-span-2">
          <Switch label="À la une" checked={v.featured} onChange={set('featured')} description={v.featured ? replacedFeatured(list.data, news) : undefined} />
          <Switch label="Actualité publiée" checked={v.isActive} onChange={set('isActive')} />
        </div>
        <div className="md:col-span-2">
          {news ? (
            <NewsImagesManager newsId={news.id} />
          ) : (
            <p className="rounded-lg bg-navy-50 p-3 text-sm text-navy-900">{frenchSpacing("Enregistrez l'actualité, puis rouvrez-la avec « Modifier » pour ajouter les images de sa galerie.")}</p>
          )}
        </div>
      </div>
    </EntityDialog>
  );
}

/**
 * The server keeps one article "À la une" (the public list shows one on top, the others in
 * its grid): saving this one featured takes the badge from the others, said before the save.
 */
function replacedFeatured(all: AdminNews[] | undefined, news: AdminNews | null) {
  const others = (all ?? []).filter((n) => n.featured && n.id !== news?.id).map((n) => `« ${n.title} »`);
  if (others.length === 0) return undefined;
  return `Une seule actualité est à la une : ${others.join(', ')} ${others.length > 1 ? 'ne le seront plus' : 'ne le sera plus'}.`;
}

// /admin/projects (admin-back-office.md sections 2-5, 7, 8): card grid, dialog with
// media upload (image or video) building the images/videos lists, active switch,
// deletion without confirmation (DECISIONS).
import { useQuery } from '@tanstack/react-query';
import { FolderKanban, Video, X } from 'lucide-react';
import { useState } from 'react';
import { adminApi } from '@ecole/shared/admin-client';
import { formatDateLong, frenchSpacing, plural } from '@ecole/shared/format';
import { projectCreateSchema, type AdminProject, type ProjectCreate } from '@ecole/shared/schemas/projects';
import { EmptyState } from '../../../components/ui/states';
import { useAdminClient } from '../../api/context';
import { useDeleteEntity, useSaveEntity, useToggleActive } from '../../api/crud';
import { byOrder } from '../../api/sort';
import { useMediaUpload } from '../../api/upload-limits';
import { imageOnlyUpload, intoField, uploadTargets, uploadedType, uploadedUrl } from '../../api/uploads';
import { AdminImage } from '../../components/admin-image';
import { CardCover } from '../../components/card-cover';
import { IconButton } from '../../components/buttons';
import { EntityDialog } from '../../components/entity-dialog';
import { SelectField, TextAreaField, TextField } from '../../components/fields';
import { FileUpload } from '../../components/file-upload';
import { Screen } from '../../components/layout';
import { ListHeader, StatusBadge } from '../../components/list-header';
import { QueryStates } from '../../components/query-states';
import { RowActions } from '../../components/row-actions';
import { Switch } from '../../components/switch';
import { useForm } from '../../forms/use-form';
import { useSubmitValidation } from '../../forms/validate';

const projectsKey = [adminApi.projects] as const;
const STATUS_OPTIONS = [
  { value: 'upcoming', label: 'À venir' },
  { value: 'completed', label: 'Terminé' },
] as const;
const statusLabel = (s: string) => STATUS_OPTIONS.find((o) => o.value === s)?.label ?? s;

/** Section 4: the start date for upcoming projects, the end date for completed ones. */
function cardDate(p: AdminProject): string {
  const d = p.status === 'upcoming' ? p.startDate : p.status === 'completed' ? p.endDate : null;
  return d ? formatDateLong(d) : 'Date non définie';
}
/** A stored timestamp as the value of <input type=date>. */
const dateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);
/** The pictures of the videos left once one is removed (the server drops any other on save too). */
const without = (pictures: Record<string, string>, video: string) => Object.fromEntries(Object.entries(pictures).filter(([v]) => v !== video));

const imageCount = (n: number) => plural(n, 'image', 'images', 'aucune image');
const videoCount = (n: number) => plural(n, 'vidéo', 'vidéos', 'aucune vidéo');

export function ProjectsScreen() {
  const client = useAdminClient();
  const projects = useQuery({
    queryKey: projectsKey,
    queryFn: async () => [...(await client.projects()).projects].sort(byOrder),
  });
  const [dialog, setDialog] = useState<{ project: AdminProject | null } | null>(null);

  const active = useToggleActive<AdminProject>({
    update: (id, patch) => client.updateProject(id, patch),
    invalidate: [projectsKey],
    activated: 'Projet activé',
    deactivated: 'Projet désactivé',
  });
  // No confirmation before deleting a project (DECISIONS).
  const remove = useDeleteEntity({
    remove: (p: AdminProject) => client.deleteProject(p.id),
    invalidate: [projectsKey],
    success: 'Projet supprimé avec succès',
  });

  return (
    <Screen title="Projets du Cabinet" subtitle="Projets à venir et terminés du cabinet de conseil">
      <ListHeader title="Projets" count={projects.data?.length} createLabel="Nouveau projet" onCreate={() => setDialog({ project: null })} />
      <QueryStates query={projects} errorText="Impossible de charger les projets." empty={<EmptyState title="Aucun projet pour le moment" />}>
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.map((p) => (
              <li key={p.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <CardCover src={p.images[0]} icon={p.videos.length > 0 ? Video : FolderKanban} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={p.status === 'completed' ? 'rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white' : 'rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-semibold text-navy-950'}>
                      {statusLabel(p.status)}
                    </span>
                    {!p.isActive && <StatusBadge active={false} />}
                    <span className="text-xs text-slate-600">{cardDate(p)}</span>
                  </div>
                  <h3 className="font-bold text-navy-900">{frenchSpacing(p.title)}</h3>
                  {p.description && <p className="line-clamp-3 text-sm text-slate-700">{frenchSpacing(p.description)}</p>}
                  <p className="text-xs text-slate-600">
                    {imageCount(p.images.length)} · {videoCount(p.videos.length)}
                  </p>
                  <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                    <Switch ariaLabel={`Projet « ${p.title} » actif`} checked={p.isActive} onChange={() => active.toggle(p)} busy={active.isToggling(p)} />
                    <RowActions subject={`le projet « ${p.title} »`} onEdit={() => setDialog({ project: p })} onDelete={() => void remove.onDelete(p)} deleteDisabled={remove.isPending} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ProjectDialog key={dialog ? (dialog.project?.id ?? 'new') : 'closed'} state={dialog} onClose={() => setDialog(null)} />
    </Screen>
  );
}

function ProjectDialog({ state, onClose }: { state: { project: AdminProject | null } | null; onClose: () => void }) {
  const client = useAdminClient();
  const check = useSubmitValidation();
  const project = state?.project ?? null;
  const mediaUpload = useMediaUpload();
  const form = useForm({
    title: project?.title ?? '',
    description: project?.description ?? '',
    status: project?.status ?? 'upcoming',
    startDate: dateInput(project?.startDate ?? null),
    endDate: dateInput(project?.endDate ?? null),
    link: project?.link ?? '',
    order: String(project?.order ?? 1),
    isActive: project?.isActive ?? true,
    images: project?.images ?? ([] as string[]),
    videos: project?.videos ?? ([] as string[]),
    videoThumbnails: project?.videoThumbnails ?? ({} as Record<string, string>),
  }, { draftKey: state ? `project:${project?.id ?? 'new'}` : undefined });
  const { values: v, set, errors } = form;

  const save = useSaveEntity({
    entity: project,
    form,
    create: (data: ProjectCreate, key: string) => client.createProject(data, key),
    update: (id, data, base) => client.updateProject(id, data, base),
    invalidate: [projectsKey],
    success: { created: 'Projet créé avec succès', updated: 'Projet mis à jour avec succès' },
    onSuccess: onClose,
  });

  return (
    <EntityDialog
      dirty={form.dirty}
      draft={form.draft}
      open={!!state}
      onClose={onClose}
      editing={!!project}
      saving={save.isPending}
      size="xl"
      title={project ? 'Modifier le projet' : 'Nouveau projet'}
      onSubmit={() => {
        const data = check(projectCreateSchema, v, form.setErrors);
        if (!data) return;
        // Dates travel as the text of the date inputs; the server makes them timestamps.
        save.mutate({ ...data, startDate: v.startDate || null, endDate: v.endDate || null });
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField className="md:col-span-2" label="Titre" required value={v.title} onChange={set('title')} error={errors.title} />
        <TextAreaField className="md:col-span-2" label="Description" required value={v.description} onChange={set('description')} error={errors.description} rows={5} />
        <SelectField label="Statut" required value={v.status} onChange={set('status')} error={errors.status} options={STATUS_OPTIONS} />
        <TextField label="Ordre d'affichage" value={v.order} onChange={set('order')} error={errors.order} type="number" inputMode="numeric" min={0} />
        <TextField label="Date de début" type="date" value={v.startDate} onChange={set('startDate')} error={errors.startDate} />
        <TextField label="Date de fin" type="date" value={v.endDate} onChange={set('endDate')} error={errors.endDate} />
        <TextField className="md:col-span-2" label="Lien (facultatif)" value={v.link} onChange={set('link')} error={errors.link} placeholder="https://…" />
        <Switch className="md:col-span-2" label="Projet actif" checked={v.isActive} onChange={set('isActive')} />

        <section aria-labelledby="project-media" className="grid gap-3 rounded-xl border border-slate-200 p-4 md:col-span-2">
          <h3 id="project-media" className="font-bold text-navy-900">
            Médias ({imageCount(v.images.length)}, {videoCount(v.videos.length)})
          </h3>
          <FileUpload
            label="Ajouter une image ou une vidéo"
            accept="image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime"
            multiple
            target={uploadTargets.project}
            check={mediaUpload.check}
            hint={mediaUpload.hint}
            successMessage="Fichier uploadé avec succès"
            errorFallback="Erreur lors de l'upload"
            onUploaded={(r, file) => {
              const url = uploadedUrl(r);
              if (!url) return;
              const picture = r.media?.thumbnailUrl;
              if (uploadedType(r, file) === 'video') form.setValues((s) => ({ ...s, videos: [...s.videos, url], videoThumbnails: picture ? { ...s.videoThumbnails, [url]: picture } : s.videoThumbnails }));
              else form.setValues((s) => ({ ...s, images: [...s.images, url] }));
            }}
          />
          {(errors.images || errors.videos) && <p className="text-sm font-medium text-red-700">{errors.images ?? errors.videos}</p>}
          {v.images.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Images du projet">
              {v.images.map((url, i) => (
                <li key={url} className="relative">
                  <AdminImage src={url} alt={`Image ${i + 1}`} className="aspect-[4/3] w-full rounded-lg" />
                  <IconButton label={`Retirer l'image ${i + 1}`} tone="light" className="absolute right-1 top-1 h-8 w-8" onClick={() => form.setValues((s) => ({ ...s, images: s.images.filter((x) => x !== url) }))}>
                    <X aria-hidden="true" className="h-4 w-4" />
                  </IconButton>
                </li>
              ))}
            </ul>
          )}
          {v.videos.length > 0 && (
            <ul className="grid gap-2" aria-label="Vidéos du projet">
              {v.videos.map((url, i) => (
                <li key={url} className="grid gap-2 rounded-lg border border-slate-200 p-2 text-sm">
                  <div className="flex items-center gap-2">
                    {v.videoThumbnails[url] ? (
                      <AdminImage src={v.videoThumbnails[url]} alt={`Image d'aperçu de la vidéo ${i + 1}`} className="aspect-video w-20 shrink-0 rounded" />
                    ) : (
                      <Video aria-hidden="true" className="h-5 w-5 text-navy-700" />
                    )}
                    <span className="min-w-0 flex-1 truncate">{fileName(url)}</span>
                    <IconButton label={`Retirer la vidéo ${i + 1}`} tone="red" className="h-8 w-8" onClick={() => form.setValues((s) => ({ ...s, videos: s.videos.filter((x) => x !== url), videoThumbnails: without(s.videoThumbnails, url) }))}>
                      <X aria-hidden="true" className="h-4 w-4" />
                    </IconButton>
                  </div>
                  {/* The server takes one from the video (decision 031); another is chosen as a file, as for an album's video. */}
                  <FileUpload
                    label={v.videoThumbnails[url] ? `Remplacer l'image d'aperçu de la vidéo ${i + 1}` : `Choisir une image d'aperçu pour la vidéo ${i + 1}`}
                    {...imageOnlyUpload}
                    successMessage="Image d'aperçu uploadée avec succès"
                    errorFallback="Erreur lors de l'upload de l'image d'aperçu"
                    onUploaded={intoField((picture) => form.setValues((s) => ({ ...s, videoThumbnails: { ...s.videoThumbnails, [url]: picture } })))}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </EntityDialog>
  );
}

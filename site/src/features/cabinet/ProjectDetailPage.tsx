// /cabinet/:id (public-site.md section 2): a project with its description, images (in the
// shared lightbox), videos and an "Informations" sidebar. An unknown id, a hidden project
// and a failed read all show "Projet non trouvé", as the spec states.
import { ArrowLeft, Briefcase, CalendarCheck, CalendarClock, ExternalLink, Film, Images, Mail } from '../../components/icons';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateLong, frenchSpacing } from '@ecole/shared/format';
import { imageSrc } from '@ecole/shared/media';
import { messages } from '@ecole/shared/messages';
import { paths } from '@ecole/shared/paths';
import type { Project } from '@ecole/shared/schemas/projects';
import { ButtonLink } from '../../components/ui/button';
import { ViewerTile } from '../../components/ui/viewer-tile';
import { Lightbox } from '../../components/ui/lightbox';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { Skeleton } from '../../components/ui/skeleton';
import { PAGE_PLACEHOLDER } from '../../components/ui/states';
import { StatusPage } from '../../components/ui/status-page';
import { StoredVideo } from '../../components/ui/video-sources';
import { useProject } from './api';
import { MediaCounts, ProjectStatusBadge, imageCount, projectStatus, videoCount } from './project-status';

const NOT_SET = 'Non définie';

export function ProjectDetailPage({ params }: { params: Record<string, string> }) {
  const { data, isPending } = useProject(params.id ?? '');

  if (isPending) return <ProjectSkeleton />;
  const project = data?.project;
  if (!project) {
    return (
      <StatusPage
        icon={<Briefcase aria-hidden="true" className="h-8 w-8" />}
        title={messages.projects.notFound}
        text="Le projet que vous recherchez n'existe pas ou n'est plus disponible."
      >
        <ButtonLink href={paths.cabinet.href()} variant="secondary">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Retour aux projets
        </ButtonLink>
      </StatusPage>
    );
  }
  return <ProjectView project={project} />;
}

function ProjectView({ project }: { project: Project }) {
  const start = formatDateLong(project.startDate);
  const end = formatDateLong(project.endDate);

  return (
    <div className="container-page py-8 sm:py-12">
      <Link
        href={paths.cabinet.href()}
        className="inline-flex items-center gap-2 rounded font-semibold text-navy-700 underline-offset-4 hover:text-navy-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Tous les projets
      </Link>

      <header className="mt-6 max-w-4xl">
        <div className="flex flex-wrap items-center gap-2">
          <ProjectStatusBadge project={project} />
          <MediaCounts project={project} />
        </div>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-navy-900 sm:text-4xl">{frenchSpacing(project.title)}</h1>
        {(start || end) && (
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
            {start && (
              <span className="inline-flex items-center gap-2">
                <CalendarClock aria-hidden="true" className="h-5 w-5 text-navy-700" />
                <span className="font-semibold">{frenchSpacing('Début :')}</span> {start}
              </span>
            )}
            {end && (
              <span className="inline-flex items-center gap-2">
                <CalendarCheck aria-hidden="true" className="h-5 w-5 text-navy-700" />
                <span className="font-semibold">{frenchSpacing('Fin :')}</span> {end}
              </span>
            )}
          </p>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-3 lg:gap-10">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          {project.description && (
            <section aria-labelledby="description-projet" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h2 id="description-projet" className="text-xl font-bold text-navy-900">
                Description du projet
              </h2>
              <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{frenchSpacing(project.description)}</p>
            </section>
          )}
          {project.images.length > 0 && <ProjectGallery project={project} />}
          {project.videos.length > 0 && <ProjectVideos project={project} />}
        </div>

        <aside className="space-y-6" aria-label="Informations sur le projet">
          <section aria-labelledby="infos-projet" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="infos-projet" className="text-lg font-bold text-navy-900">
              Informations
            </h2>
            <dl className="mt-4 divide-y divide-slate-100 text-sm">
              <InfoRow label="Statut">{projectStatus(project).label}</InfoRow>
              <InfoRow label="Date de début">{start || NOT_SET}</InfoRow>
              <InfoRow label="Date de fin">{end || NOT_SET}</InfoRow>
              <InfoRow label="Nombre d'images">{project.images.length}</InfoRow>
              <InfoRow label="Nombre de vidéos">{project.videos.length}</InfoRow>
            </dl>
            {project.link && (
              <a
                href={project.link}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex items-center gap-2 rounded font-semibold text-navy-700 underline-offset-4 hover:text-navy-900 hover:underline"
              >
                Voir le lien du projet
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">(nouvel onglet)</span>
              </a>
            )}
          </section>

          <section aria-labelledby="interesse" className="surface-dark rounded-2xl bg-navy-900 p-6 text-white shadow-md">
            <h2 id="interesse" className="text-lg font-bold">
              {frenchSpacing('Intéressé par ce projet ?')}
            </h2>
            <p className="mt-2 text-sm text-slate-200">
              Notre cabinet accompagne entreprises et institutions. Parlons de vos besoins.
            </p>
            <ButtonLink href={paths.contact.href()} variant="primary" className="mt-5 w-full">
              <Mail aria-hidden="true" className="h-4 w-4" />
              Nous contacter
            </ButtonLink>
          </section>

          <ButtonLink href={paths.cabinet.href()} variant="outline" className="w-full">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Voir tous les projets
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

function ProjectGallery({ project }: { project: Project }) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = project.images.length;
  const altOf = (i: number) => `${project.title} – image ${i + 1} sur ${total}`;

  return (
    <section aria-labelledby="galerie-projet">
      <h2 id="galerie-projet" className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <Images aria-hidden="true" className="h-6 w-6 text-navy-700" />
        Galerie d'images <span className="text-base font-semibold text-slate-600">({imageCount(total)})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {project.images.map((src, i) => (
          <li key={`${src}-${i}`} className={i === 0 && total > 2 ? 'col-span-2 row-span-2' : undefined}>
            <ViewerTile
              buttonRef={(el) => {
                thumbs.current[i] = el;
              }}
              media={src}
              onOpen={() => setOpen(i)}
              label={`Agrandir l'image ${i + 1} sur ${total}`}
              className="h-full w-full bg-slate-100"
            >
              <ResponsiveImage
                src={src}
                alt=""
                width={640}
                height={480}
                priority={i === 0}
                sizes={i === 0 ? '(min-width: 1024px) 560px, 100vw' : '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw'}
                className="aspect-[4/3] h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </ViewerTile>
          </li>
        ))}
      </ul>
      <Lightbox
        label={`Images du projet : ${project.title}`}
        items={project.images.map((src, i) => ({ key: `${src}-${i}`, type: 'image', src, alt: altOf(i) }))}
        index={open}
        onIndexChange={setOpen}
        returnFocusTo={(i) => thumbs.current[i]}
      />
    </section>
  );
}

function ProjectVideos({ project }: { project: Project }) {
  const total = project.videos.length;
  return (
    <section aria-labelledby="videos-projet">
      <h2 id="videos-projet" className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <Film aria-hidden="true" className="h-6 w-6 text-navy-700" />
        Vidéos <span className="text-base font-semibold text-slate-600">({videoCount(total)})</span>
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {project.videos.map((src, i) => {
          // The video's own picture (decision 031), else the project's first image.
          const poster = project.videoThumbnails[src] ?? project.images[0];
          return (
            <li key={`${src}-${i}`}>
              {/* With a picture to show, nothing of the video is fetched before a tap: a
                  phone's clip has its index at its end, several requests on mobile data. */}
              <StoredVideo
                src={src}
                poster={poster ? imageSrc(poster, 960) : undefined}
                controls
                playsInline
                preload={poster ? 'none' : 'metadata'}
                width={1280}
                height={720}
                aria-label={`Vidéo ${i + 1} sur ${total} : ${project.title}`}
                className="aspect-video w-full rounded-xl bg-navy-950"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProjectSkeleton() {
  return (
    <div role="status" className={`container-page py-8 sm:py-12 ${PAGE_PLACEHOLDER}`}>
      <span className="sr-only">Chargement du projet...</span>
      <Skeleton className="h-5 w-36" />
      <div className="mt-6 flex gap-2">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-10 w-full max-w-2xl" />
      <Skeleton className="mt-4 h-5 w-72" />
      <div className="mt-8 grid gap-8 lg:grid-cols-3 lg:gap-10">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Skeleton className="aspect-[4/3] rounded-xl" />
            <Skeleton className="aspect-[4/3] rounded-xl" />
            <Skeleton className="aspect-[4/3] rounded-xl" />
          </div>
        </div>
        <div className="space-y-6">
          <Skeleton className="h-64 w-full rounded-2xl" />
          <Skeleton className="h-44 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

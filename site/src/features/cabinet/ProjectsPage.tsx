// /cabinet (public-site.md sections 2 and 4): the cabinet's projects with a client-side
// filter on status. The whole card leads to /cabinet/{id} through its "Voir le projet" link.
import { Briefcase, Calendar, ExternalLink, RotateCw } from '../../components/icons';
import { frenchSpacing, plural } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import type { Project } from '@ecole/shared/schemas/projects';
import { Button, ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ImagePlaceholder } from '../../components/ui/image-placeholder';
import { PageBanner } from '../../components/ui/page-banner';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { CardGridSkeleton, Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState, PAGE_PLACEHOLDER } from '../../components/ui/states';
import { useHistoryState } from '../../app/history-state';
import { useProjects } from './api';
import { MediaCounts, ProjectStatusBadge, projectDate } from './project-status';

const FILTERS = [
  { value: 'all', label: 'Tous les projets', empty: "Aucun projet n'est actuellement disponible." },
  { value: 'upcoming', label: 'Projets à venir', empty: 'Aucun projet à venir pour le moment.' },
  { value: 'completed', label: 'Projets terminés', empty: 'Aucun projet terminé pour le moment.' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

export function ProjectsPage(_props: { params: Record<string, string> }) {
  const { data, isPending, isError } = useProjects();
  // Kept in the history entry: Back from a project finds the list as it was left.
  const [chosen, setFilter] = useHistoryState('statut', 'all');
  const current = FILTERS.find((f) => f.value === chosen) ?? FILTERS[0];
  const filter: Filter = current.value;
  const projects = data?.projects ?? [];
  const shown = filter === 'all' ? projects : projects.filter((p) => p.status === filter);

  return (
    <>
      <PageBanner
        title="Nos Projets"
        subtitle="Conseil, études et accompagnement : découvrez les projets à venir et les réalisations du cabinet de l'école."
      />
      <div className="container-page py-10 sm:py-14">
        {isPending ? (
          <ProjectsSkeleton />
        ) : isError ? (
          <ErrorState text="Erreur lors du chargement des projets">
            {/* The spec's retry is a full reload, which also retries a failed server render. */}
            <Button variant="secondary" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              Réessayer
            </Button>
          </ErrorState>
        ) : (
          <>
            <div role="group" aria-label="Filtrer les projets" className="flex flex-wrap justify-center gap-2 noscript:hidden">
              {FILTERS.map((f) => (
                <button
                  key={f.value}
                  type="button"
                  aria-pressed={filter === f.value}
                  onClick={() => setFilter(f.value)}
                  className={cn(
                    'min-h-11 rounded-full border-2 px-5 py-2 text-sm font-semibold transition-colors',
                    filter === f.value ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50',
                  )}
                >
                  {f.label}
                </button>
              ))}
            </div>
            <h2 className="sr-only">{current.label}</h2>
            {/* The count a filter leaves, said as /filieres and /actualites say theirs. */}
            <p role="status" className="sr-only">
              {shown.length > 0 && plural(shown.length, 'projet affiché', 'projets affichés')}
            </p>
            {shown.length === 0 ? (
              <div className="mt-10">
                <EmptyState title="Aucun projet disponible" text={current.empty} icon={<Briefcase aria-hidden="true" className="h-10 w-10 text-slate-500" />} />
              </div>
            ) : (
              <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((p) => (
                  <li key={p.id} className="flex">
                    <ProjectCard project={p} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  );
}

function ProjectCard({ project }: { project: Project }) {
  const cover = project.images[0];
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative">
        {cover ? (
          <ResponsiveImage
            src={cover}
            alt=""
            width={1280}
            height={720}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="aspect-video w-full object-cover"
          />
        ) : (
          <ImagePlaceholder icon={Briefcase} tone="teal" className="aspect-video w-full" />
        )}
        <div className="absolute left-3 top-3">
          <ProjectStatusBadge project={project} className="shadow" />
        </div>
        <div className="absolute bottom-3 right-3 flex gap-2">
          <MediaCounts project={project} dark />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Calendar aria-hidden="true" className="h-4 w-4" />
          {projectDate(project)}
        </p>
        <h3 className="mt-2 line-clamp-2 text-lg font-bold leading-snug text-navy-900">{frenchSpacing(project.title)}</h3>
        {project.description && <p className="mt-2 line-clamp-3 text-slate-700">{frenchSpacing(project.description)}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          {/* Stretched over the card: one link per card for keyboards and screen readers. */}
          <ButtonLink href={paths.project.href(project.id)} variant="secondary" size="sm" className="after:absolute after:inset-0">
            Voir le projet<span className="sr-only"> : {project.title}</span>
          </ButtonLink>
          {project.link && (
            <a
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              className="relative z-10 inline-flex items-center gap-1.5 rounded px-1 py-2 text-sm font-semibold text-navy-700 underline-offset-4 hover:text-navy-900 hover:underline"
            >
              Lien externe
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {/* In a screen reader's list of links, the card's project beside its site. */}
              <span className="sr-only">{frenchSpacing(` : ${project.title} (nouvel onglet)`)}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

function ProjectsSkeleton() {
  return (
    <div role="status" className={PAGE_PLACEHOLDER}>
      <span className="sr-only">Chargement des projets...</span>
      <div className="flex flex-wrap justify-center gap-2">
        <Skeleton className="h-11 w-36 rounded-full" />
        <Skeleton className="h-11 w-40 rounded-full" />
        <Skeleton className="h-11 w-44 rounded-full" />
      </div>
      <CardGridSkeleton count={6} lines={['h-4 w-32', 'h-6 w-4/5', 'h-4 w-full', 'h-9 w-36']} className="mt-10" />
    </div>
  );
}

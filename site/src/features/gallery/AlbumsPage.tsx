// /galerie (public-site.md section 2): the active albums in a 1/2/3-column grid, then a
// closing banner. "Découvrir nos formations" leads to /filieres (DECISIONS: /formations
// is not a route of the site).
import { ArrowRight, Calendar, GraduationCap, Images, Mail } from '../../components/icons';
import { formatDateLong, frenchSpacing } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import type { Album } from '@ecole/shared/schemas/albums';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { ImagePlaceholder } from '../../components/ui/image-placeholder';
import { PageBanner } from '../../components/ui/page-banner';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useAlbums } from './api';

export function AlbumsPage(_props: { params: Record<string, string> }) {
  const { data, isPending, isError } = useAlbums();
  const albums = data?.albums ?? [];

  return (
    <>
      <PageBanner
        title="Galerie Photos & Vidéos"
        subtitle="Cérémonies, conférences, vie étudiante et activités : revivez en images les temps forts de l'école."
      />
      <div className="container-page py-10 sm:py-14">
        {isPending ? (
          <LoadingState page text="Chargement des albums..." />
        ) : isError || !data?.success ? (
          <ErrorState text="Erreur lors du chargement des albums. Veuillez réessayer plus tard." />
        ) : albums.length === 0 ? (
          <EmptyState
            title="Aucun album disponible"
            text="Les albums seront bientôt disponibles."
            icon={<Images aria-hidden="true" className="h-10 w-10 text-slate-500" />}
          />
        ) : (
          <section aria-labelledby="nos-albums">
            <h2 id="nos-albums" className="text-center text-2xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
              Nos Albums
            </h2>
            <ul className="mt-8 grid gap-6 sm:mt-10 md:grid-cols-2 lg:grid-cols-3">
              {albums.map((album, i) => (
                <li key={album.id} className="flex">
                  <AlbumCard album={album} priority={i === 0} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section aria-labelledby="galerie-cta" className="surface-dark bg-navy-900 text-white">
        <div className="container-page flex flex-col items-center py-14 text-center sm:py-16">
          <h2 id="galerie-cta" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {frenchSpacing('Envie de vivre ces moments avec nous ?')}
          </h2>
          <p className="mt-3 max-w-2xl text-slate-200">Découvrez nos formations et rejoignez une école où l'apprentissage prend vie.</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href={paths.filieres.href()} variant="primary" size="lg">
              <GraduationCap aria-hidden="true" className="h-5 w-5" />
              Découvrir nos formations
            </ButtonLink>
            <ButtonLink href={paths.contact.href()} variant="light" size="lg">
              <Mail aria-hidden="true" className="h-5 w-5" />
              Nous contacter
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

function AlbumCard({ album, priority }: { album: Album; priority: boolean }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="overflow-hidden">
        {album.coverImage ? (
          <ResponsiveImage
            src={album.coverImage}
            alt=""
            width={960}
            height={720}
            priority={priority}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <ImagePlaceholder icon={Images} tone="navy" className="aspect-[4/3] w-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <Badge tone="gold">{album.category}</Badge>
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            <time dateTime={album.createdAt}>{formatDateLong(album.createdAt)}</time>
          </span>
        </div>
        <h3 className="mt-3 text-lg font-bold leading-snug text-navy-900">{frenchSpacing(album.title)}</h3>
        {album.description && <p className="mt-2 line-clamp-3 text-slate-700">{frenchSpacing(album.description)}</p>}
        <div className="mt-auto pt-5">
          {/* Stretched over the card: the whole card opens the album, with one link to tab to. */}
          <ButtonLink href={paths.album.href(album.id)} variant="secondary" size="sm" className="after:absolute after:inset-0">
            Voir l'album<span className="sr-only"> : {album.title}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

import { Award, Briefcase, Clock, Factory, GraduationCap, type IconComponent } from '../../components/icons';
import { DEFAULT_PROGRAM_DURATION, DEFAULT_PROGRAM_LEVEL, type ProgramCategory } from '@ecole/shared/constants';
import { paths } from '@ecole/shared/paths';
import type { Program } from '@ecole/shared/schemas/programs';
import { ButtonLink } from '../../components/ui/button';
import { ImagePlaceholder, type PlaceholderTone } from '../../components/ui/image-placeholder';
import { ResponsiveImage } from '../../components/ui/responsive-image';

/** The picture of a programme without one: drawn per category, nothing downloaded. */
const categoryVisual: Record<ProgramCategory, { icon: IconComponent; tone: PlaceholderTone }> = {
  'BTS TERTIAIRES': { icon: Briefcase, tone: 'navy' },
  'BTS INDUSTRIEL': { icon: Factory, tone: 'orange' },
  'LICENCE/MASTER': { icon: GraduationCap, tone: 'teal' },
  CERTIFICAT: { icon: Award, tone: 'purple' },
};
const fallbackVisual = { icon: GraduationCap, tone: 'navy' as const };

export function ProgramCard({ program }: { program: Program }) {
  const visual = categoryVisual[program.category as ProgramCategory] ?? fallbackVisual;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative">
        {program.imageUrl ? (
          <ResponsiveImage
            src={program.imageUrl}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
            maxWidth={960}
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          <ImagePlaceholder icon={visual.icon} tone={visual.tone} className="aspect-[3/2] w-full" />
        )}
        {/* Revealed on hover where a mouse exists; always shown on touch screens and on
            keyboard focus, so nobody loses the way to /contact. */}
        <div className="surface-dark absolute inset-0 flex items-end justify-center bg-gradient-to-t from-navy-950/80 to-transparent p-4 transition-opacity duration-200 can-hover:opacity-0 can-hover:group-hover:opacity-100 can-hover:group-focus-within:opacity-100">
          <ButtonLink href={paths.contact.href()} variant="primary" size="sm">
            Plus d'Infos
            <span className="sr-only"> : {program.name}</span>
          </ButtonLink>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-gold-700">{program.category}</p>
        <h3 className="mt-1 text-lg font-bold leading-snug text-navy-900">{program.name}</h3>
        <dl className="mt-auto flex flex-wrap gap-2 pt-4 text-sm">
          <div className="rounded-full bg-navy-50 px-3 py-1 text-navy-900">
            <dt className="sr-only">Niveau</dt>
            <dd className="inline-flex items-center gap-1.5 font-semibold">
              <GraduationCap aria-hidden="true" className="h-4 w-4" />
              {program.level?.trim() || DEFAULT_PROGRAM_LEVEL}
            </dd>
          </div>
          <div className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            <dt className="sr-only">Durée</dt>
            <dd className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {program.duration?.trim() || DEFAULT_PROGRAM_DURATION}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

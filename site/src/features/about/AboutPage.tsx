// About (public-site.md section 2, /a-propos): mission (content keys), four values, the
// five-step history, the school's figures (all three in shared/about.ts, which the chat reads
// too) and the two calls to action.
import { Lightbulb, Rocket, ShieldCheck, Target, type IconComponent } from '../../components/icons';
import { MILESTONES, SCHOOL_VALUES, type ValueId } from '@ecole/shared/about';
import { frenchSpacing } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import { FiguresBand } from '../../components/sections/SchoolFigures';
import { ButtonLink } from '../../components/ui/button';
import { PageBanner } from '../../components/ui/page-banner';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { SectionHeading } from '../../components/ui/section-heading';
import { useContent } from '../content/use-content';

const valueIcons: Record<ValueId, IconComponent> = { excellence: Target, innovation: Lightbulb, integrity: ShieldCheck, enterprise: Rocket };
const values = SCHOOL_VALUES.map((v) => ({ ...v, icon: valueIcons[v.id] }));

export function AboutPage(_props: { params: Record<string, string> }) {
  const { t } = useContent();
  const image = t('mission_image');

  return (
    <>
      <PageBanner title={t('apropos_page_title')} subtitle={t('apropos_page_subtitle')} />

      <section aria-labelledby="mission-titre" className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-gold-700">{t('mission_badge')}</p>
          <h2 id="mission-titre" className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
            {t('mission_title')}
          </h2>
          <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
            {[1, 2, 3].map((n) => {
              const text = t(`mission_paragraph${n}`);
              return text ? (
                <p key={n} className="whitespace-pre-line">
                  {text}
                </p>
              ) : null;
            })}
          </div>
        </div>
        {image ? (
          <ResponsiveImage
            src={image}
            alt={t('mission_title')}
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 50vw, 92vw"
            className="aspect-[3/2] w-full rounded-2xl object-cover shadow-xl"
          />
        ) : (
          <div aria-hidden="true" className="relative flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-navy-800 to-navy-950 shadow-xl">
            <div className="absolute -right-12 -top-12 h-48 w-48 rounded-full bg-gold-400/20" />
            <div className="absolute -bottom-16 -left-10 h-56 w-56 rounded-full bg-brand-teal/30" />
            <p className="relative text-center text-white">
              <span className="block text-sm font-semibold uppercase tracking-widest text-gold-400">Depuis</span>
              <span className="block text-7xl font-black tracking-tight">2010</span>
              <span className="block text-sm text-slate-200">à Abidjan</span>
            </p>
          </div>
        )}
      </section>

      <section aria-labelledby="valeurs-titre" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <SectionHeading id="valeurs-titre" eyebrow="Ce qui nous guide" title="Nos valeurs" />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ title, description, icon: Icon }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                <span className="mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-navy-900 text-gold-400">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="text-lg font-bold text-navy-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{frenchSpacing(description)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="histoire-titre" className="container-page py-14 sm:py-20">
        <SectionHeading id="histoire-titre" eyebrow="Notre histoire" title="Les grandes étapes" />
        <ol className="relative mx-auto max-w-3xl space-y-8 before:absolute before:bottom-2 before:left-[1.4rem] before:top-2 before:w-0.5 before:bg-slate-200 sm:before:left-1/2 sm:before:-translate-x-1/2">
          {MILESTONES.map((m, i) => (
            <li key={m.year} className="relative grid grid-cols-[3rem_1fr] gap-4 sm:grid-cols-[1fr_3rem_1fr]">
              <span
                aria-hidden="true"
                className="relative z-10 flex h-12 w-12 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow sm:col-start-2 sm:row-start-1"
              >
                <span className="text-xs font-black">{String(i + 1).padStart(2, '0')}</span>
              </span>
              <div className={i % 2 ? 'sm:col-start-3 sm:row-start-1' : 'sm:col-start-1 sm:row-start-1 sm:text-right'}>
                <p className="text-2xl font-black text-navy-800">
                  <time dateTime={m.year}>{m.year}</time>
                </p>
                <h3 className="font-bold text-navy-900">{frenchSpacing(m.title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{frenchSpacing(m.description)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <FiguresBand title="Nos résultats en chiffres" />

      <section aria-labelledby="rejoindre-titre" className="container-page py-14 text-center sm:py-20">
        <h2 id="rejoindre-titre" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
          Rejoignez une école qui fait la différence
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">Rencontrez nos conseillers et découvrez la formation qui vous mènera à l'emploi ou à la création d'entreprise.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={paths.contact.href()} variant="secondary" size="lg">
            Nous Contacter
          </ButtonLink>
          <ButtonLink href={paths.filieres.href()} variant="outline" size="lg">
            Découvrir nos Filières
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

// Home item 4 (public-site.md section 2): four fixed highlight cards and the why-choose-us block
// (features_* content keys), both read through shared/highlights.ts as the chat reads them, and
// the closing call to action (cta_* content keys).
import { Award, BadgeCheck, Briefcase, Globe, Handshake, Laptop, Presentation, Rocket, UserCheck, type IconComponent } from '../../components/icons';
import { features, HIGHLIGHTS, type HighlightId } from '@ecole/shared/highlights';
import { ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { useContent } from '../content/use-content';

const highlightIcons: Record<HighlightId, IconComponent> = { digital: Laptop, internships: Briefcase, diplomas: BadgeCheck, support: UserCheck };
const highlights = HIGHLIGHTS.map((h) => ({ ...h, icon: highlightIcons[h.id] }));

export function HighlightCards() {
  return (
    <section aria-labelledby="atouts-titre" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="atouts-titre" eyebrow="Nos engagements" title="Une formation qui mène à l'emploi" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ id, title, description, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-gold-400/20 text-gold-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="text-lg font-bold text-navy-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const featureIcons: IconComponent[] = [Presentation, Handshake, Rocket, Globe];

export function WhyChooseUs() {
  const { t } = useContent();
  return (
    <section aria-labelledby="pourquoi-titre" className="py-16 sm:py-20">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <SectionHeading id="pourquoi-titre" align="left" eyebrow="Nos atouts" title={t('features_title')} subtitle={t('features_subtitle')} className="mb-0 lg:sticky lg:top-28">
          <Award aria-hidden="true" className="mt-8 hidden h-24 w-24 text-gold-400 lg:block" strokeWidth={1} />
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2">
          {features(t).map((feature, i) => ({ ...feature, icon: featureIcons[i] })).map(({ title, description, icon: Icon }, i) => (
            <li key={i} className="flex gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-400">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <div>
                <h3 className="font-bold text-navy-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ClosingCallToAction() {
  const { t } = useContent();
  return (
    <section aria-labelledby="cta-titre" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="surface-dark relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-navy-800 to-navy-950 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -left-16 -top-16 h-56 w-56 rounded-full bg-gold-400/15" />
        <div aria-hidden="true" className="absolute -bottom-20 -right-10 h-64 w-64 rounded-full bg-brand-teal/30" />
        <div className="relative">
          <h2 id="cta-titre" className="text-2xl font-extrabold tracking-tight sm:text-4xl">
            {t('cta_title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-slate-200 sm:text-lg">{t('cta_subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={t('cta_btn1_link')} variant="primary" size="lg">
              {t('cta_btn1_text')}
            </ButtonLink>
            <ButtonLink href={t('cta_btn2_link')} variant="light" size="lg">
              {t('cta_btn2_text')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

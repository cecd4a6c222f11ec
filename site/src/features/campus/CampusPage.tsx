// Campus (public-site.md section 2, /campus; DECISIONS "Campus"): overview, facilities,
// virtual tour, services, location and hours (content key campus_hours), and the brochure
// button, shown only when the administrator has uploaded one (content key brochure_url).
import {
  Bus,
  CalendarCheck,
  Clock,
  Coffee,
  Compass,
  Download,
  Dumbbell,
  HeartPulse,
  Library,
  MapPin,
  Monitor,
  Presentation,
  ShieldCheck,
  SquareParking,
  Users,
  Wifi,
  type IconComponent,
} from '../../components/icons';
import type { ReactNode } from 'react';
import { CAMPUS_ACCESS, CAMPUS_FACILITIES, CAMPUS_SERVICES, type CampusItem, type CampusItemId } from '@ecole/shared/campus';
import { paths } from '@ecole/shared/paths';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { PageBanner } from '../../components/ui/page-banner';
import { SectionHeading } from '../../components/ui/section-heading';
import { useContent } from '../content/use-content';
import { VirtualTour } from './VirtualTour';

const overview = [
  { value: '5000\u00a0m²', label: "de campus au cœur d'Abidjan" },
  { value: '800+', label: 'étudiants accueillis' },
  { value: '25+', label: 'salles équipées' },
];

type Item = CampusItem & { icon: IconComponent };

const ICONS: Record<CampusItemId, IconComponent> = {
  amphitheatre: Presentation,
  informatique: Monitor,
  bibliotheque: Library,
  coworking: Users,
  cafeteria: Coffee,
  sport: Dumbbell,
  wifi: Wifi,
  infirmerie: HeartPulse,
  securite: ShieldCheck,
  orientation: Compass,
  transports: Bus,
  parking: SquareParking,
};
const withIcons = (items: readonly CampusItem[]): Item[] => items.map((i) => ({ ...i, icon: ICONS[i.id] }));
const facilities = withIcons(CAMPUS_FACILITIES);
const services = withIcons(CAMPUS_SERVICES);
const access = withIcons(CAMPUS_ACCESS);

function ItemCard({ item }: { item: Item }) {
  const Icon = item.icon;
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-gold-400">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div>
        <h3 className="font-bold text-navy-900">{item.title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.description}</p>
      </div>
    </li>
  );
}

export function CampusPage(_props: { params: Record<string, string> }) {
  const { t } = useContent();
  const brochure = t('brochure_url').trim();

  return (
    <>
      <PageBanner title="Notre Campus" subtitle="Un cadre moderne, pensé pour apprendre, entreprendre et réussir.">
        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6">
          {overview.map((o) => (
            <div key={o.value} className="flex flex-col rounded-2xl bg-white/10 px-2 py-4 ring-1 ring-white/20 sm:px-4">
              <dt className="order-last mt-1 text-xs text-slate-200 sm:text-sm">{o.label}</dt>
              <dd className="text-2xl font-extrabold text-gold-400 sm:text-4xl">{o.value}</dd>
            </div>
          ))}
        </dl>
      </PageBanner>

      <section aria-labelledby="equipements-titre" className="container-page py-14 sm:py-20">
        <SectionHeading id="equipements-titre" eyebrow="Infrastructures" title="Nos équipements" subtitle="Tout ce qu'il faut pour étudier dans de bonnes conditions." />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {facilities.map((f) => (
            <ItemCard key={f.id} item={f} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="visite-titre" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <SectionHeading id="visite-titre" eyebrow="Visite virtuelle" title="Visitez le campus depuis chez vous" subtitle="Choisissez un espace, puis ouvrez-le en plein écran." />
          <VirtualTour />
        </div>
      </section>

      <section aria-labelledby="services-titre" className="container-page py-14 sm:py-20">
        <SectionHeading id="services-titre" eyebrow="Au quotidien" title="Services du campus" />
        <ul className="grid gap-5 sm:grid-cols-2">
          {services.map((s) => (
            <ItemCard key={s.id} item={s} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="acces-titre" className="surface-dark bg-navy-900 py-14 text-white sm:py-20">
        <div className="container-page">
          <SectionHeading id="acces-titre" tone="light" eyebrow="Accès" title="Venir au campus" />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <AccessItem icon={MapPin} title="Adresse">
              <span className="whitespace-pre-line">{t('contact_address')}</span>
            </AccessItem>
            {access.map((a) => (
              <AccessItem key={a.id} icon={a.icon} title={a.title}>
                {a.description}
              </AccessItem>
            ))}
            <AccessItem icon={Clock} title="Horaires d'ouverture">
              <span className="whitespace-pre-line">{t('campus_hours')}</span>
            </AccessItem>
          </ul>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={paths.contact.href()} variant="primary" size="lg">
              <CalendarCheck aria-hidden="true" className="h-5 w-5" />
              Planifier une Visite
            </ButtonLink>
            {brochure && (
              <a href={brochure} download className={buttonClass('light', 'lg')}>
                <Download aria-hidden="true" className="h-5 w-5" />
                Télécharger la Brochure
                <span className="sr-only"> (PDF)</span>
              </a>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function AccessItem({ icon: Icon, title, children }: { icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/15">
      <Icon aria-hidden="true" className="mb-3 h-7 w-7 text-gold-400" />
      <h3 className="font-bold">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-slate-200">{children}</p>
    </li>
  );
}

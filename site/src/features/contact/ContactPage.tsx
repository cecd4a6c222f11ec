// Contact (public-site.md section 2, /contact): the form, the contact cards (content keys
// contact_*), a drawn map (no third-party map request), visit information and the FAQ.
import { CalendarCheck, Clock, Mail, MapPin, Phone } from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@ecole/shared/paths';
import { EmailText } from '../../components/ui/email-text';
import { PageBanner } from '../../components/ui/page-banner';
import { SectionHeading } from '../../components/ui/section-heading';
import { telHref } from '@ecole/shared/links';
import { useContent } from '../content/use-content';
import { ContactForm } from './ContactForm';
import { Faq } from './Faq';

export function ContactPage(_props: { params: Record<string, string> }) {
  const { t } = useContent();
  const phones = ['contact_phone', 'contact_phone2', 'contact_phone3'].map((k) => t(k).trim()).filter(Boolean);
  const email = t('contact_email');
  const address = t('contact_address');

  return (
    <>
      <PageBanner title={t('contact_page_title')} subtitle={t('contact_page_subtitle')} />

      <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <section aria-labelledby="formulaire-titre" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id="formulaire-titre" className="mb-2 text-2xl font-extrabold text-navy-900">
            Envoyez-nous un message
          </h2>
          <ContactForm />
        </section>

        <section aria-labelledby="coordonnees-titre">
          <h2 id="coordonnees-titre" className="sr-only">
            Nos coordonnées
          </h2>
          <ul className="grid gap-4">
            <InfoCard icon={MapPin} title="Adresse">
              <address className="whitespace-pre-line not-italic">{address}</address>
            </InfoCard>
            <InfoCard icon={Phone} title="Téléphone">
              <ul className="space-y-1">
                {phones.map((p) => (
                  <li key={p}>
                    <a href={telHref(p)} className="inline-flex min-h-8 items-center font-semibold text-navy-800 hover:underline">
                      {p}
                    </a>
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon={Mail} title="E-mail">
              <a href={`mailto:${email}`} aria-label={email} className="inline-flex min-h-8 items-center font-semibold text-navy-800 hover:underline">
                <EmailText email={email} />
              </a>
            </InfoCard>
            <InfoCard icon={Clock} title="Horaires d'ouverture">
              <p className="whitespace-pre-line">{t('contact_hours')}</p>
            </InfoCard>
          </ul>
        </section>
      </div>

      <section aria-labelledby="plan-titre" className="container-page pb-12 sm:pb-16">
        <h2 id="plan-titre" className="sr-only">
          Plan d'accès et visite
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
          <MapPlaceholder address={address} />
          <div className="surface-dark flex flex-col justify-center rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
            <CalendarCheck aria-hidden="true" className="mb-4 h-9 w-9 text-gold-400" />
            <h3 className="text-xl font-bold">Visitez notre campus</h3>
            <p className="mt-2 leading-relaxed text-slate-200">
              Nos conseillers vous reçoivent du lundi au samedi pour une visite guidée des locaux et un entretien d'orientation. Prenez rendez-vous par téléphone ou avec le
              formulaire.
            </p>
            <Link href={paths.campus.href()} className="mt-5 inline-flex min-h-11 items-center font-semibold text-gold-400 underline-offset-4 hover:underline">
              Découvrir le campus
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-titre" className="bg-slate-50 py-14 sm:py-20">
        <div className="container-page">
          <SectionHeading id="faq-titre" eyebrow="FAQ" title="Questions fréquentes" />
          <Faq />
        </div>
      </section>
    </>
  );
}

function InfoCard({ icon: Icon, title, children }: { icon: typeof MapPin; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gold-400 text-navy-950">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0 text-slate-700">
        <h3 className="mb-1 font-bold text-navy-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** A drawn map: no third-party tiles or scripts on a visitor's mobile data. */
function MapPlaceholder({ address }: { address: string }) {
  return (
    <figure className="relative isolate flex min-h-64 items-center justify-center overflow-hidden rounded-2xl bg-navy-50 ring-1 ring-slate-200">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-70 [background-image:linear-gradient(#cbd5e1_1px,transparent_1px),linear-gradient(90deg,#cbd5e1_1px,transparent_1px)] [background-size:2.5rem_2.5rem]"
      />
      <div aria-hidden="true" className="absolute -z-10 h-6 w-[140%] -rotate-12 bg-white shadow" />
      <div aria-hidden="true" className="absolute -z-10 h-5 w-[140%] rotate-[35deg] bg-white shadow" />
      <div aria-hidden="true" className="absolute bottom-6 left-6 -z-10 h-16 w-24 rounded-lg bg-brand-teal/20" />
      <figcaption className="mx-4 max-w-xs rounded-xl bg-white/95 p-4 text-center shadow-lg">
        <MapPin aria-hidden="true" className="mx-auto mb-2 h-8 w-8 text-red-700" />
        <span className="block font-bold text-navy-900">Nous trouver</span>
        <span className="mt-1 block whitespace-pre-line text-sm text-slate-700">{address}</span>
      </figcaption>
    </figure>
  );
}

// Site footer (public-site.md section 2). Social links and the agency credit are site
// settings; DECISIONS: a social link without a target is not rendered.
import { ExternalLink, Mail, MapPin, Phone } from '../icons';
import { Link } from 'wouter';
import { socialLinks } from '@ecole/shared/content-keys';
import { paths } from '@ecole/shared/paths';
import { useContent } from '../../features/content/use-content';
import { EmailText } from '../ui/email-text';
import { telHref } from '@ecole/shared/links';

const quickLinks = [
  { href: paths.home.href(), label: 'Accueil' },
  { href: paths.filieres.href(), label: 'Nos Filières' },
  { href: paths.actualites.href(), label: 'Actualités' },
  { href: paths.apropos.href(), label: 'À Propos' },
  { href: paths.campus.href(), label: 'Campus' },
];

/** Services with a page of their own link to it; the others are listed as text. */
const services: Array<{ label: string; href?: string }> = [
  { label: 'Cabinet', href: paths.cabinet.href() },
  { label: 'Formations', href: paths.filieres.href() },
  { label: 'Incubation' },
  { label: 'Placement' },
  { label: 'Résidences' },
];


const headingClass = 'mb-4 text-sm font-bold uppercase tracking-wider text-gold-400';
const linkClass = 'inline-flex min-h-8 items-center text-slate-200 hover:text-white hover:underline';

export function Footer() {
  const { t } = useContent();
  const siteName = t('site_name');
  // lucide-react 1.x ships no brand logos, and it is the only icon set: the networks are
  // named in text rather than drawn.
  const networks = socialLinks(t);
  const agencyName = t('agency_name');
  const agencyUrl = t('agency_url').trim();
  const phone = t('contact_phone');
  const email = t('contact_email');

  return (
    <footer className="surface-dark bg-navy-950 text-sm text-slate-300">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4 lg:py-16">
        <div className="col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2.5 text-lg font-extrabold text-white">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-lg bg-gold-400 text-sm font-black text-navy-950">
              {t('site_short_name').slice(0, 4)}
            </span>
            {siteName}
          </p>
          <p className="mt-4 leading-relaxed">{t('site_tagline')}</p>
          {networks.length > 0 && (
            <>
              <h2 className="mt-6 mb-3 text-sm font-bold text-white">Suivez-nous</h2>
              <ul className="flex flex-wrap gap-2">
                {networks.map((s) => (
                  <li key={s.key}>
                    <a
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-white/25 px-3 text-xs font-semibold text-white hover:border-gold-400 hover:text-gold-400"
                    >
                      {s.label}
                      <ExternalLink aria-hidden="true" className="h-3 w-3" />
                      <span className="sr-only"> (nouvel onglet)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <nav aria-labelledby="footer-liens">
          <h2 id="footer-liens" className={headingClass}>
            Liens rapides
          </h2>
          <ul className="space-y-1.5">
            {quickLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Nos services</h2>
          <ul className="space-y-1.5">
            {services.map((s) => (
              <li key={s.label}>
                {s.href ? (
                  <Link href={s.href} className={linkClass}>
                    {s.label}
                  </Link>
                ) : (
                  <span className="inline-flex min-h-8 items-center">{s.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>

        <div className="col-span-2 lg:col-span-1">
          <h2 className={headingClass}>Contact</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-400" />
              <span className="whitespace-pre-line">{t('contact_address')}</span>
            </p>
            <p>
              <a href={telHref(phone)} className="flex items-center gap-3 hover:text-white">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-400" />
                {phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${email}`} aria-label={email} className="flex items-center gap-3 hover:text-white">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-400" />
                <EmailText email={email} />
              </a>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* Room at the right for the chat button, which floats over the bottom right corner
            even when the page is scrolled to its end. */}
        <div className="container-page flex flex-col gap-2 py-5 pr-20 text-xs text-slate-300 sm:flex-row sm:items-center sm:justify-between sm:pr-24">
          <p>© 2025 {siteName}. Tous droits réservés.</p>
          <p>
            Site réalisé par{' '}
            {agencyUrl ? (
              <a href={agencyUrl} target="_blank" rel="noopener" className="font-semibold text-white underline-offset-2 hover:underline">
                {agencyName}
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            ) : (
              <span className="font-semibold text-white">{agencyName}</span>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}

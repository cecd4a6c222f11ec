// Site header (public-site.md section 2, "Header and footer"): thin tagline bar on wide
// screens, then the sticky bar with the logo, the links and the two buttons.
import { Mail, Phone } from '../icons';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '@ecole/shared/paths';
import { useContent } from '../../features/content/use-content';
import { buttonClass } from '../ui/button';
import { cn } from '../ui/cn';
import { telHref } from '@ecole/shared/links';
import { CampusNumeriqueLink } from './CampusNumeriqueLink';
import { MobileMenu } from './MobileMenu';
import { currentState, headerLinks } from './nav';

/** public-site.md section 9: the header shadow changes past 50 px of scroll. */
const SCROLL_THRESHOLD = 50;

export function Header() {
  const { t } = useContent();
  const [location] = useLocation();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const phone = t('contact_phone');
  const email = t('contact_email');

  return (
    // One banner landmark: the tagline bar scrolls away (the header sticks 36 px above the
    // top on wide screens, the bar's height) and the main bar stays; it comes back while the
    // keyboard's focus is in it, or its phone and e-mail links would be focused off screen.
    <header
      className={cn(
        'sticky top-0 z-40 transition-shadow duration-300 lg:-top-9 lg:has-[.top-bar_:focus-visible]:top-0',
        scrolled ? 'shadow-lg shadow-navy-950/10' : 'shadow-sm',
      )}
    >
      <div className="surface-dark hidden bg-navy-950 text-xs text-slate-200 lg:block">
        <div className="top-bar container-page flex h-9 items-center justify-between gap-6">
          <p className="truncate">{t('site_tagline')}</p>
          <div className="flex shrink-0 items-center gap-5">
            <a href={telHref(phone)} className="inline-flex items-center gap-1.5 hover:text-gold-400">
              <Phone aria-hidden="true" className="h-3.5 w-3.5" />
              {phone}
            </a>
            <a href={`mailto:${email}`} className="inline-flex items-center gap-1.5 hover:text-gold-400">
              <Mail aria-hidden="true" className="h-3.5 w-3.5" />
              {email}
            </a>
          </div>
          <span hidden className="top-bar-end" />
        </div>
      </div>
      <div className={cn('border-b bg-white/95 backdrop-blur', scrolled ? 'border-transparent' : 'border-slate-200')}>
        <div className="header-bar container-page flex h-16 items-center justify-between gap-4 xl:h-20">
          <Logo name={t('site_name')} short={t('site_short_name')} />

          <nav aria-label="Navigation principale" className="hidden xl:block">
            <ul className="flex items-center gap-1">
              {headerLinks.map((link) => {
                const current = currentState(link, location);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={current}
                      className={cn(
                        'relative rounded-md px-2.5 py-2 text-sm font-semibold transition-colors hover:text-navy-700',
                        'after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:transition-colors',
                        current ? 'text-navy-900 after:bg-gold-500' : 'text-slate-700 after:bg-transparent',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="hidden items-center gap-2 xl:flex">
            <Link href={paths.tarifs.href()} aria-current={location === paths.tarifs.href() ? 'page' : undefined} className={buttonClass('primary', 'sm')}>
              Nos Tarifs
            </Link>
            <CampusNumeriqueLink href={t('campus_numerique_url')} className={buttonClass('secondary', 'sm')} />
          </div>

          <MobileMenu />
          {/* Shows the bar's links and buttons only once all of them are parsed (styles.css). */}
          <span hidden className="header-bar-end" />
        </div>
      </div>
    </header>
  );
}

function Logo({ name, short }: { name: string; short: string }) {
  return (
    <Link href={paths.home.href()} className="flex min-w-0 items-center gap-2.5 rounded-md">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-sm font-black tracking-tight text-gold-400 xl:h-12 xl:w-12 xl:text-base"
      >
        {short.slice(0, 4)}
      </span>
      <span className="max-w-[11rem] text-base font-extrabold leading-tight text-navy-900 sm:max-w-none xl:max-w-[10rem]">
        {name}
        <span className="sr-only"> – accueil</span>
      </span>
    </Link>
  );
}

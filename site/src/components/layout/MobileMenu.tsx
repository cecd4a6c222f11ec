// Menu button for phones and tablets. The panel (Radix Dialog, MobileMenuSheet) is a
// separate chunk: fetched at the first touch or key press on screens that show the button
// (the latest being the press on the button itself), so no page pays for it in its first
// download. Where scripts are off (a data-saving browser, a locked-down phone) the button
// cannot work: a plain disclosure with the same links takes its place (NoScriptMenu).
import { Menu } from '../icons';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '@ecole/shared/paths';
import { buttonClass } from '../ui/button';
import { cn } from '../ui/cn';
import { lazyPart, PartBoundary } from '../ui/lazy-part';
import { onFirstInteraction } from '../ui/on-first-interaction';
import type { MobileMenuSheet as MobileMenuSheetType } from './MobileMenuSheet';
import { MenuContactLinks } from './MenuContactLinks';
import { currentState, menuLinks, MOBILE_MENU_ID } from './nav';

type SheetProps = ComponentProps<typeof MobileMenuSheetType>;
const { Part: MobileMenuSheet, load: loadSheet } = lazyPart<SheetProps>(() => import('./MobileMenuSheet').then((m) => m.MobileMenuSheet));
/** The button is hidden from the xl breakpoint (1280 px) on, like the panel. */
const MENU_MEDIA = '(max-width: 1279.98px)';

const MENU_BUTTON = 'h-11 w-11 shrink-0 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50';

export function MobileMenu() {
  const [location] = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link, the back
  // button) closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  // Each press tries again a panel whose code could not be downloaded.
  const [presses, setPresses] = useState(0);
  const open = openedAt === location;
  // Forgotten once left, so that coming back to that page (Back after a link followed from the
  // menu, which leaves it open for the tap's frame: decision 056) does not show it again.
  if (openedAt !== null && !open) setOpenedAt(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!window.matchMedia(MENU_MEDIA).matches) return;
    return onFirstInteraction(() => void loadSheet().catch(() => {}));
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onPointerDown={() => void loadSheet().catch(() => {})}
        onClick={() => {
          setWanted(true);
          setPresses((n) => n + 1);
          setOpenedAt(location);
        }}
        className={cn(MENU_BUTTON, 'inline-flex noscript:hidden xl:hidden')}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <NoScriptMenu location={location} />
      {wanted && (
        <PartBoundary resetKey={presses}>
          <MobileMenuSheet open={open} onOpenChange={(o) => setOpenedAt(o ? location : null)} returnFocusTo={button} />
        </PartBoundary>
      )}
    </>
  );
}

/**
 * The menu without scripts: a <details> opens and closes by itself. Not displayed at all
 * while scripts run (noscript: is the scripting media query), so it is in no one's way then.
 */
function NoScriptMenu({ location }: { location: string }) {
  return (
    <details className="hidden noscript:max-xl:block">
      <summary className={cn(MENU_BUTTON, 'flex cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        <Menu aria-hidden="true" className="h-6 w-6" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav aria-label="Navigation principale" className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-3 py-4 shadow-lg">
        <ul className="space-y-1">
          {menuLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} aria-current={currentState(link, location)} className="flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-slate-700 hover:bg-slate-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-navy-900">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-3 space-y-3">
          <Link href={paths.tarifs.href()} className={buttonClass('primary', 'md', 'w-full')}>
            Nos Tarifs
          </Link>
          <MenuContactLinks />
        </div>
      </nav>
    </details>
  );
}

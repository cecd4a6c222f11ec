// The mobile menu's panel. DECISIONS "Public site": it mirrors the header (Nos Tarifs ->
// /tarifs, Campus Numérique -> external site) and also lists /campus. Loaded on demand by
// MobileMenu, so the dialog code stays off the first download of every page.
import { useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '@ecole/shared/paths';
import { buttonClass } from '../ui/button';
import { cn } from '../ui/cn';
import { Dialog } from '../ui/dialog';
import { SheetContent } from '../ui/sheet';
import { MenuContactLinks } from './MenuContactLinks';
import { currentState, menuLinks, MOBILE_MENU_ID } from './nav';

export function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [location] = useLocation();
  const close = () => onOpenChange(false);
  // Left for another page, the menu gives the focus to that page (app/page-arrival.ts), not back to the menu button.
  const leaving = useRef(false);
  // A link to another page does not close the menu itself: the page's change does (MobileMenu),
  // in the task after the tap's frame (app/deferred-location.ts, decision 056). Closing it in
  // the tap restyled the whole page before the tap's frame could be painted; that frame now
  // shows the link pressed.
  const [followed, setFollowed] = useState<string | null>(null);
  if (!open && followed !== null) setFollowed(null);
  const follow = (href: string) => () => {
    if (href === location) return close();
    leaving.current = true;
    setFollowed(href);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={MOBILE_MENU_ID}
        title="Menu"
        closeLabel="Fermer le menu"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          if (!leaving.current) returnFocusTo.current?.focus();
          leaving.current = false;
        }}
      >
        <nav aria-label="Navigation principale" className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {menuLinks.map((link) => {
              const current = currentState(link, location);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={follow(link.href)}
                    aria-current={current}
                    className={cn(
                      'flex min-h-11 items-center rounded-lg px-3 text-base font-semibold',
                      current ? 'bg-navy-50 text-navy-900 shadow-[inset_3px_0_0] shadow-gold-500' : 'text-slate-700 hover:bg-slate-50',
                      followed === link.href && 'bg-navy-100 text-navy-900',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-slate-200 px-5 py-5">
          <Link
            href={paths.tarifs.href()}
            onClick={follow(paths.tarifs.href())}
            className={buttonClass('primary', 'md', cn('w-full', followed === paths.tarifs.href() && 'brightness-90'))}
          >
            Nos Tarifs
          </Link>
          <MenuContactLinks onFollow={close} />
        </div>
      </SheetContent>
    </Dialog>
  );
}

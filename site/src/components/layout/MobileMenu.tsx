// Menu button for phones and tablets. The panel (Radix Dialog, MobileMenuSheet) is a
// separate chunk: fetched at the first touch or key press on screens that show the button
// (the latest being the press on the button itself), so no page pays for it in its first
// download.
import { Menu } from '../icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { onFirstInteraction } from '../ui/on-first-interaction';
import { MOBILE_MENU_ID } from './nav';

const loadSheet = () => import('./MobileMenuSheet');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));
/** The button is hidden from the xl breakpoint (1280 px) on, like the panel. */
const MENU_MEDIA = '(max-width: 1279.98px)';

export function MobileMenu() {
  const [location] = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link, the back
  // button) closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const open = openedAt === location;
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
          setOpenedAt(location);
        }}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 xl:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={(o) => setOpenedAt(o ? location : null)} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

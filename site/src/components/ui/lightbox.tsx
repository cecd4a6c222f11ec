// The full-screen viewer of lightbox-dialog.tsx, fetched at the visitor's first touch or
// key press (at the latest the opening): the pages that show thumbnails do not download
// Radix Dialog for a viewer that may stay closed. Once opened it stays mounted, so closing
// keeps Radix's focus return.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { onFirstInteraction } from './on-first-interaction';

export type { LightboxItem } from './lightbox-dialog';

const loadDialog = () => import('./lightbox-dialog');
const LightboxDialog = lazy(() => loadDialog().then((m) => ({ default: m.LightboxDialog })));

export function Lightbox(props: ComponentProps<typeof LightboxDialog>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstInteraction(() => void loadDialog().catch(() => {})), []);
  if (props.index !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LightboxDialog {...props} />
    </Suspense>
  );
}

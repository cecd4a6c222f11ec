// The full-screen viewer of lightbox-dialog.tsx, fetched at the visitor's first touch or
// key press (at the latest the opening): the pages that show thumbnails do not download
// Radix Dialog for a viewer that may stay closed. Once opened it stays mounted, so closing
// keeps Radix's focus return.
import { useEffect, useState, type ComponentProps } from 'react';
import { lazyPart, PartBoundary } from './lazy-part';
import { onFirstInteraction } from './on-first-interaction';
import type { LightboxDialog as LightboxDialogType } from './lightbox-dialog';

export type { LightboxItem } from './lightbox-dialog';

type DialogProps = ComponentProps<typeof LightboxDialogType>;
const { Part: LightboxDialog, load: loadDialog } = lazyPart<DialogProps>(() => import('./lightbox-dialog').then((m) => m.LightboxDialog));

export function Lightbox(props: DialogProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstInteraction(() => void loadDialog().catch(() => {})), []);
  if (props.index !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  // Another thumbnail pressed tries again a viewer whose code could not be downloaded.
  return (
    <PartBoundary resetKey={props.index}>
      <LightboxDialog {...props} />
    </PartBoundary>
  );
}

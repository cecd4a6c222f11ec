// French spacing for what the back office's shared components draw: their titles, labels,
// hints and names (frenchSpacing in shared/src/format.ts, as the public site's components).
// Applied where a text is shown, never to a field's value: an input keeps what was typed.
import type { ReactNode } from 'react';
import { frenchSpacing } from '@ecole/shared/format';

/** A text with no-break spaces before ? ! : ; » and after «; other nodes as they are. */
export function spaced<T extends ReactNode>(node: T): T {
  return (typeof node === 'string' ? frenchSpacing(node) : node) as T;
}

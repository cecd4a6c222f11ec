import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button';
import { spaced } from './french';

/**
 * "Liste (n)" and the screen's create button above a list. With a filter on, `total` is the
 * whole list's count: "Filières (3 sur 14)" says what is shown and that some are hidden.
 */
export function ListHeader({
  title,
  count,
  total,
  createLabel,
  onCreate,
  children,
}: {
  title: string;
  count?: number;
  total?: number;
  createLabel?: string;
  onCreate?: () => void;
  children?: ReactNode;
}) {
  const counted = count === undefined ? '' : total === undefined || total === count ? `(${count})` : `(${count} sur ${total})`;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-lg font-bold text-navy-900">
        {spaced(title)}
        {counted && <span className="font-normal text-slate-600"> {counted}</span>}
      </h2>
      <div className="flex flex-wrap gap-2">
        {children}
        {onCreate && createLabel && (
          <button type="button" onClick={onCreate} className={buttonClass('primary', 'sm')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {createLabel}
          </button>
        )}
      </div>
    </div>
  );
}

/** Actif / Inactif as a badge. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={active ? 'inline-flex rounded-full bg-green-700 px-2.5 py-0.5 text-xs font-semibold text-white' : 'inline-flex rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800'}>
      {active ? 'Actif' : 'Inactif'}
    </span>
  );
}

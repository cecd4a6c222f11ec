// The admin tables (sliders, tariffs): a named, keyboard-scrollable region, the column
// headers, and an "Actions" column that stays in view while a narrow screen scrolls.
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { RowActions } from './row-actions';

const stickyShadow = 'sticky right-0 px-3 py-3 shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.2)]';

export function DataTable({ label, columns, minWidth, children }: { label: string; columns: string[]; /** A min-w-[…] class. */ minWidth: string; children: ReactNode }) {
  return (
    // relative: an sr-only text (position: absolute) in a cell would otherwise be placed
    // against the page, not this scrolling box, and widen the whole screen on a phone.
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-3">
                {c}
              </th>
            ))}
            <th scope="col" className={cn(stickyShadow, 'bg-slate-100 text-right')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** The row's last cell: its "Modifier …" and "Supprimer …" buttons. */
export function ActionsCell(props: Omit<Parameters<typeof RowActions>[0], 'className'>) {
  return (
    <td className={cn(stickyShadow, 'bg-white')}>
      <RowActions className="flex justify-end gap-1" {...props} />
    </td>
  );
}

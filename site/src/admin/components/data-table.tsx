// The admin tables (sliders, tariffs): a named, keyboard-scrollable region, the column
// headers, and an "Actions" column that stays in view while a narrower screen scrolls.
// Below 768 px (a phone, upright or on its side) the table is no wider than the screen:
// each row is drawn as a card, its cells one under another, each named by its column, the
// status and the buttons side by side on its last line. Still one table, the same cells:
// a screen reader reads its rows and column headers, and nothing moves when the phone turns.
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { RowActions } from './row-actions';

const cellPadding = 'px-3 py-3 max-md:p-0';
const stickyRight = 'md:sticky md:right-0 md:shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.2)]';

export function DataTable({
  label,
  columns,
  minWidth,
  children,
}: {
  label: string;
  columns: string[];
  /** An md:min-w-[…] class: the width below which, from 768 px, the table scrolls in its region. */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    // relative: an sr-only text (position: absolute) in a cell would otherwise be placed
    // against the page, not this scrolling box, and widen the whole screen on a phone.
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={cn('w-full text-left text-sm max-md:block', minWidth)}>
        {/* On a phone the headers are read, not seen: each cell shows its column's name. */}
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700 max-md:sr-only">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-3">
                {c}
              </th>
            ))}
            <th scope="col" className={cn('px-3 py-3', stickyRight, 'bg-slate-100 text-right')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-md:block">{children}</tbody>
      </table>
    </div>
  );
}

/** A row: from 768 px a table row, below a card whose cells wrap. */
export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return <tr className={cn('max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:px-4 max-md:py-3', className)}>{children}</tr>;
}

export interface CellProps {
  children: ReactNode;
  /** The column's name, shown before the value on a phone (the header is read there, not seen). */
  label?: string;
  /** On a phone, the cell shares its line with the next ones instead of taking a line of its own. */
  inline?: boolean;
  className?: string;
}

/** A data cell. */
export function Cell({ children, label, inline, className }: CellProps) {
  return (
    <td className={cn(cellPadding, inline ? 'max-md:flex max-md:items-center max-md:gap-1.5' : 'max-md:basis-full', className)}>
      {label && (
        // Hidden from screen readers: they name the cell by its column header already.
        <span aria-hidden="true" className={cn('text-xs font-semibold uppercase tracking-wide text-slate-600 md:hidden', !inline && 'block')}>
          {label}
        </span>
      )}
      {children}
    </td>
  );
}

/** The row's header cell (its title), a line of its own on a phone unless inline. */
export function RowHeader({ children, inline, className }: Omit<CellProps, 'label'>) {
  return (
    <th scope="row" className={cn(cellPadding, 'font-semibold text-navy-900', inline ? 'max-md:min-w-0 max-md:flex-1' : 'max-md:basis-full', className)}>
      {children}
    </th>
  );
}

/** The row's last cell: its "Modifier …" and "Supprimer …" buttons, at the end of the card's last line on a phone. */
export function ActionsCell(props: Omit<Parameters<typeof RowActions>[0], 'className'>) {
  return (
    <td className={cn(cellPadding, stickyRight, 'bg-white max-md:ml-auto max-md:bg-transparent')}>
      <RowActions className="flex justify-end gap-1" {...props} />
    </td>
  );
}

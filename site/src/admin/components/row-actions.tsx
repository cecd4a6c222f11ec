import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './buttons';

/**
 * A row's "Modifier …" and "Supprimer …" icon buttons; `subject` ends both names
 * ("la filière « BTS »" gives "Modifier la filière « BTS »").
 */
export function RowActions({
  subject,
  onEdit,
  onDelete,
  deleteDisabled,
  className = 'flex gap-1',
}: {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabled?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <IconButton label={`Modifier ${subject}`} onClick={onEdit}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </IconButton>
      {/* aria-disabled, not disabled, while a deletion is on its way: a disabled button drops
          the keyboard's focus to <body>, and a refused deletion would leave it there. */}
      <IconButton label={`Supprimer ${subject}`} tone="red" onClick={() => deleteDisabled || onDelete()} aria-disabled={deleteDisabled || undefined}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </IconButton>
    </div>
  );
}

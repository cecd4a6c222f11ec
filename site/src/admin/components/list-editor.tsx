import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../components/ui/button';
import { IconButton } from './buttons';
import { inputClass } from './fields';

/** Editing a list of short texts (required documents, supplies): one input per item. */
export function ListEditor({
  legend,
  items,
  onChange,
  itemLabel,
  addLabel,
  error,
}: {
  legend: string;
  items: string[];
  onChange: (items: string[]) => void;
  itemLabel: string;
  addLabel: string;
  error?: string;
}) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  useEffect(() => {
    // A new, empty line takes the focus so the administrator can type at once.
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [items.length]);

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      <ol ref={list} className="grid gap-2">
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-2">
            <label className="sr-only" htmlFor={`${id}-${i}`}>{`${itemLabel} ${i + 1}`}</label>
            <input id={`${id}-${i}`} value={item} onChange={(e) => onChange(items.map((x, j) => (j === i ? e.target.value : x)))} className={inputClass} />
            <IconButton label={`Retirer : ${itemLabel.toLowerCase()} ${i + 1}`} tone="red" onClick={() => onChange(items.filter((_, j) => j !== i))}>
              <X aria-hidden="true" className="h-4 w-4" />
            </IconButton>
          </li>
        ))}
      </ol>
      {items.length === 0 && <p className="text-sm text-slate-600">Aucun élément.</p>}
      <button
        type="button"
        onClick={() => {
          added.current = true;
          onChange([...items, '']);
        }}
        className={buttonClass('ghost', 'sm', 'w-fit')}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {addLabel}
      </button>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

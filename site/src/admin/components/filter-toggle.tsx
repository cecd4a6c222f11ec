// A list's filter as a pair (or more) of pressed buttons: the inbox's "Tous / Non lus", the
// conversations' "Toutes / Sans réponse".
import { cn } from '../../components/ui/cn';

export function FilterToggle<T extends string | boolean>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label="Filtre" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn('rounded-md px-3 py-1.5 text-sm font-semibold', value === o.value ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50')}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

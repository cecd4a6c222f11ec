// The end of a list shown a step at a time (use-steps.ts): how many are shown, and the button
// that shows more. `announced`: the page already says the count in a live region, so the
// visible line is not read a second time.
//
// The button needs scripts. Without them (`scripting: none`), `rest` — the items not shown,
// in a light form: links, small pictures — stands in its place, inside a <noscript>: a
// browser that runs scripts neither parses nor hydrates it, and React leaves it empty on a
// page drawn in the browser, so the usual visitor pays only its bytes.
import type { ReactNode } from 'react';
import { cn } from './cn';
import { Button } from './button';

export function ShowMore({
  shown,
  total,
  noun,
  label,
  announced = false,
  onMore,
  rest,
}: {
  shown: number;
  total: number;
  noun: string;
  label: string;
  announced?: boolean;
  onMore: () => void;
  rest?: ReactNode;
}) {
  return (
    <>
      {rest && <noscript>{rest}</noscript>}
      <div className={cn('mt-8 flex flex-col items-center gap-3', rest ? 'noscript:hidden' : undefined)}>
        <p className="text-sm text-slate-600" aria-hidden={announced || undefined}>
          {shown} {noun} sur {total}
        </p>
        <Button type="button" variant="outline" onClick={onMore} className="noscript:hidden">
          {label}
        </Button>
      </div>
    </>
  );
}

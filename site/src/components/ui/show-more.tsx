// The end of a list shown a step at a time (use-steps.ts): how many are shown, and the button
// that shows more. `announced`: the page already says the count in a live region, so the
// visible line is not read a second time.
import { Button } from './button';

export function ShowMore({ shown, total, noun, label, announced = false, onMore }: { shown: number; total: number; noun: string; label: string; announced?: boolean; onMore: () => void }) {
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600" aria-hidden={announced || undefined}>
        {shown} {noun} sur {total}
      </p>
      <Button type="button" variant="outline" onClick={onMore} className="noscript:hidden">
        {label}
      </Button>
    </div>
  );
}

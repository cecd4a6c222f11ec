import { cn } from './cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/**
 * The cards of a grid still loading (news, projects): an image, then one bar per line,
 * `lines` giving each bar's size classes, so the real cards take the same room.
 */
export function CardGridSkeleton({ count, lines, className }: { count: number; lines: string[]; className?: string }) {
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200">
          <Skeleton className="aspect-video rounded-none" />
          <div className="space-y-3 p-5">
            {lines.map((size, j) => (
              <Skeleton key={j} className={size} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

// The school's marketing figures (public-site.md section 9, shared/about.ts), shown on the
// home and about pages.
import { Building2, CalendarCheck, GraduationCap, TrendingUp, type IconComponent } from '../icons';
import { SCHOOL_FIGURES, type FigureId } from '@ecole/shared/about';
import { cn } from '../ui/cn';

interface Figure {
  value: string;
  label: string;
  icon: IconComponent;
}

const figureIcons: Record<FigureId, IconComponent> = { graduates: GraduationCap, employment: TrendingUp, partners: Building2, years: CalendarCheck };
const figures: Figure[] = SCHOOL_FIGURES.map((f) => ({ ...f, icon: figureIcons[f.id] }));

/** A band of figures, with a heading for screen readers (the figures speak for themselves). */
export function FiguresBand({ title, className }: { title: string; className?: string }) {
  return (
    <section className={cn('surface-dark bg-navy-900 text-white', className)}>
      <div className="container-page py-12 sm:py-14">
        <h2 className="sr-only">{title}</h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-4">
          {figures.map(({ value, label, icon: Icon }) => (
            <div key={label} className="flex flex-col items-center text-center">
              <dt className="order-last mt-1 text-sm text-slate-200 sm:text-base">{label}</dt>
              <dd className="flex flex-col items-center text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
                <Icon aria-hidden="true" className="mb-3 h-8 w-8 text-gold-400" strokeWidth={1.75} />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

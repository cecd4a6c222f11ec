// How a project's status reads (public-site.md section 4): upcoming is "À venir" in orange
// and dated by its start, completed is "Terminé" in green and dated by its end, and any
// other stored value is shown as is, in a grey outline badge, with "Date non définie".
import { Image as ImageIcon, Video } from '../../components/icons';
import { formatDateLong, plural } from '@ecole/shared/format';
import type { Project } from '@ecole/shared/schemas/projects';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../components/ui/cn';

export const NO_DATE = 'Date non définie';

export function projectStatus(p: Project) {
  if (p.status === 'upcoming') return { label: 'À venir', tone: 'orange', date: p.startDate } as const;
  if (p.status === 'completed') return { label: 'Terminé', tone: 'green', date: p.endDate } as const;
  return { label: p.status, tone: 'outline', date: null } as const;
}

/** The date a card shows for the project's status, in French long form. */
export const projectDate = (p: Project) => formatDateLong(projectStatus(p).date) || NO_DATE;

export function ProjectStatusBadge({ project, className }: { project: Project; className?: string }) {
  const { label, tone } = projectStatus(project);
  return (
    <Badge tone={tone} className={cn(tone === 'outline' && 'bg-white', className)}>
      {label}
    </Badge>
  );
}

export const imageCount = (n: number) => plural(n, 'image');
export const videoCount = (n: number) => plural(n, 'vidéo');

/** "3 images · 1 vidéo" as two chips; `dark` for chips laid over a picture. */
export function MediaCounts({ project, dark }: { project: Project; dark?: boolean }) {
  const chip = cn(
    'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
    dark ? 'bg-navy-950/80 text-white' : 'bg-slate-100 text-slate-700',
  );
  return (
    <>
      <span className={chip}>
        <ImageIcon aria-hidden="true" className="h-3.5 w-3.5" />
        {imageCount(project.images.length)}
      </span>
      <span className={chip}>
        <Video aria-hidden="true" className="h-3.5 w-3.5" />
        {videoCount(project.videos.length)}
      </span>
    </>
  );
}

// An article's picture, or a drawn stand-in when it has none: one tone and icon per
// category (public-site.md section 2) and a generic one, in CSS so it costs no request.
import { CalendarDays, Cpu, Globe, GraduationCap, Handshake, Lightbulb, Newspaper, Trophy, type IconComponent } from '../../components/icons';
import type { NewsCategory } from '@ecole/shared/constants';
import { cn } from '../../components/ui/cn';
import { ImagePlaceholder, type PlaceholderTone } from '../../components/ui/image-placeholder';
import { ResponsiveImage } from '../../components/ui/responsive-image';

const visuals: Record<NewsCategory, { tone: PlaceholderTone; icon: IconComponent }> = {
  Innovation: { tone: 'purple', icon: Lightbulb },
  Formation: { tone: 'navy', icon: GraduationCap },
  Partenariats: { tone: 'teal', icon: Handshake },
  Événements: { tone: 'orange', icon: CalendarDays },
  Technologie: { tone: 'navy', icon: Cpu },
  'Réussite Étudiante': { tone: 'gold', icon: Trophy },
  International: { tone: 'teal', icon: Globe },
};
const fallback = { tone: 'navy', icon: Newspaper } as const;

/** 16:9 picture box; `className` sizes it (e.g. a different ratio on wide screens). */
export function NewsVisual({
  imageUrl,
  category,
  alt,
  sizes,
  priority,
  className,
}: {
  imageUrl: string | null;
  category: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (imageUrl) {
    return (
      <ResponsiveImage
        src={imageUrl}
        alt={alt}
        width={1280}
        height={720}
        sizes={sizes}
        priority={priority}
        className={cn('aspect-video w-full object-cover', className)}
      />
    );
  }
  const { tone, icon } = visuals[category as NewsCategory] ?? fallback;
  return <ImagePlaceholder icon={icon} tone={tone} className={cn('aspect-video w-full', className)} />;
}

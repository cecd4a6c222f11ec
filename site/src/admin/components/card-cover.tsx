import type { LucideIcon } from 'lucide-react';
import { AdminImage } from './admin-image';

/** A list card's 16:9 picture, or its icon on a tinted panel when there is none. */
export function CardCover({ src, icon: Icon }: { src: string | null | undefined; icon: LucideIcon }) {
  return src ? (
    <AdminImage src={src} alt="" className="aspect-[16/9] w-full" />
  ) : (
    <div className="flex aspect-[16/9] items-center justify-center bg-navy-50 text-navy-700">
      <Icon aria-hidden="true" className="h-10 w-10" />
    </div>
  );
}

// Thumbnails of stored or pasted images. Our own media are shown through their small
// WebP variant; when a load fails the original is tried, then, as admin-back-office.md
// section 4 says for remote storage, one retry after 2 s with a cache-busting suffix.
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isLocalImage, variantUrl, type ImageWidth } from '@ecole/shared/media';
import { cn } from '../../components/ui/cn';
import { useMediaUrl } from '../api/context';

const RETRY_DELAY_MS = 2000;
const bust = (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`;

type Attempt = 'variant' | 'original' | 'waiting' | 'retry' | 'failed';
interface State {
  src: string;
  attempt: Attempt;
  url: string;
}
const initial = (src: string, width: ImageWidth): State =>
  isLocalImage(src) ? { src, attempt: 'variant', url: variantUrl(src, width) } : { src, attempt: 'original', url: src };

export function AdminImage({ src, alt, width = 320, className }: { src: string; alt: string; width?: ImageWidth; className?: string }) {
  const media = useMediaUrl();
  const [state, setState] = useState<State>(() => initial(src, width));
  // A new src starts over (reset during render: no frame with the old picture).
  if (state.src !== src) setState(initial(src, width));

  useEffect(() => {
    if (state.attempt !== 'waiting') return;
    const t = window.setTimeout(() => setState((s) => (s.attempt === 'waiting' ? { ...s, attempt: 'retry', url: bust(s.src) } : s)), RETRY_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [state.attempt]);

  const onError = () =>
    setState((s) => {
      if (s.attempt === 'variant') return { ...s, attempt: 'original', url: s.src };
      if (s.attempt === 'original') return { ...s, attempt: 'waiting' };
      return { ...s, attempt: 'failed' };
    });

  if (state.attempt === 'waiting' || state.attempt === 'failed') {
    return (
      <div role="img" aria-label={alt || 'Image indisponible'} className={cn('flex items-center justify-center bg-slate-100 text-slate-500', className)}>
        <ImageOff aria-hidden="true" className={cn('h-6 w-6', state.attempt === 'waiting' && 'animate-pulse')} />
      </div>
    );
  }
  return <img src={media(state.url)} alt={alt} loading="lazy" decoding="async" onError={onError} className={cn('bg-slate-100 object-cover', className)} />;
}

// What the server accepts for media (its VIDEO_MAX_MB), asked once per visit of the back
// office: a video too large is refused before it is sent, not after 200 MB have crossed a
// school's connection.
import { useQuery } from '@tanstack/react-query';
import { IMAGE_MAX_MB } from '@ecole/shared/admin-messages';
import { useAdminClient } from './context';
import { MB, checks, type FileCheck } from './uploads';

export function useMediaUpload(): { check: FileCheck; hint: string } {
  const client = useAdminClient();
  const limits = useQuery({ queryKey: ['upload-limits'], queryFn: () => client.uploadLimits(), staleTime: Infinity });
  const videoMax = limits.data?.videoMaxBytes;
  return {
    check: checks.media(videoMax),
    hint: `Images JPG, PNG, GIF ou WebP (${IMAGE_MAX_MB} MB) ; vidéos MP4, WebM ou MOV${videoMax ? ` (${Math.round(videoMax / MB)} MB)` : ''}.`,
  };
}

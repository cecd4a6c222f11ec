// The media store the configuration asks for (MEDIA_STORE), ready to use.
import path from 'node:path';
import type { Env } from '../env';
import { S3MediaStore } from './s3-store';
import { LocalMediaStore, type MediaStore } from './store';

export async function openMediaStore(env: Pick<Env, 'mediaDir' | 'mediaS3'>): Promise<MediaStore> {
  // With a bucket, MEDIA_DIR only holds work in progress (temp files, partial bulk uploads).
  const store = env.mediaS3 ? new S3MediaStore(env.mediaS3, path.join(env.mediaDir, '.tmp')) : new LocalMediaStore(env.mediaDir);
  await store.init();
  return store;
}

// Content hash of a file, read as a stream: a 200 MB video never sits whole in memory.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** Lower-case hex SHA-256 of the file's bytes. */
export async function sha256File(filePath: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath, { highWaterMark: 1024 * 1024 }), hash, { signal });
  return hash.digest('hex');
}

// Media in an S3-compatible bucket (MEDIA_STORE=s3): AWS S3, MinIO, Garage, Cloudflare R2...
// The temp folder stays on local disk: uploads are received and images processed there as
// with the local store, and commit() sends the finished file to the bucket. Visitors still
// get media from /media/ (routes.ts), which reads the bucket with byte ranges: the bucket
// needs no public access.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ImageWidth } from '@ecole/shared/media';
import type { MediaS3Config } from '../env';
import { contentTypeOf } from './content-types';
import { namesWithVariants, newMediaName, TempFolder, variantNameOf, type MediaStore, type StoredFile } from './store';

/** How long start-up waits for the bucket before giving up with a clear message. */
const REACH_TIMEOUT_MS = 15_000;

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

export function createS3Client(config: MediaS3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Recent SDKs add CRC32 checksums to every request and check them on answers; many
    // S3-compatible servers refuse or do not send them. Only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3MediaStore implements MediaStore {
  readonly client: S3Client;
  private temp: TempFolder;
  private prefix: string;

  constructor(
    private config: MediaS3Config,
    tempDir: string,
    /** Keys per ListObjectsV2 page (S3 gives at most 1000); smaller to test the paging. */
    private listPageSize = 1000,
  ) {
    this.client = createS3Client(config);
    this.temp = new TempFolder(tempDir);
    this.prefix = config.prefix ? `${config.prefix}/` : '';
  }

  /** Makes the temp folder and checks the bucket answers: a wrong setting stops the start-up. */
  async init() {
    await mkdir(this.temp.dir, { recursive: true });
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }), { abortSignal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
    } catch (err) {
      const status = statusOf(err);
      const why =
        status === 404
          ? "il n'existe pas"
          : status === 403 || status === 401
            ? 'accès refusé (vérifiez MEDIA_S3_ACCESS_KEY_ID et MEDIA_S3_SECRET_ACCESS_KEY)'
            : `injoignable : ${err instanceof Error ? err.message || err.name : String(err)}`;
      const where = this.config.endpoint ? ` sur ${this.config.endpoint}` : ` (région ${this.config.region})`;
      throw new Error(`Stockage des médias S3 : le compartiment « ${this.config.bucket} »${where} est inutilisable, ${why}.`);
    }
  }

  private key(name: string) {
    return this.prefix + name;
  }

  newName(ext: string) {
    return newMediaName(ext);
  }

  tempPath(ext: string) {
    return this.temp.path(ext);
  }

  async commit(localFile: string, name: string) {
    try {
      const { size } = await stat(localFile);
      // ContentLength lets the SDK send the file as one streamed PUT (up to 5 GB).
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.key(name),
          Body: createReadStream(localFile),
          ContentLength: size,
          ContentType: contentTypeOf(name),
        }),
      );
    } finally {
      await rm(localFile, { force: true });
    }
  }

  async writeStream(name: string, source: Readable) {
    await this.commit(await this.temp.receive(source), name);
  }

  async stat(name: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
      return { size: head.ContentLength ?? 0, mtimeMs: head.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  read(name: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    // A reader gone before the bucket answers (a visitor seeking in a video) cancels the
    // request; once the answer is flowing, pipeline() closes it with the reader.
    const abort = new AbortController();
    let answered = false;
    out.once('close', () => answered || abort.abort());
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.key(name),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
        { abortSignal: abort.signal },
      )
      .then((res) => {
        answered = true;
        return pipeline(res.Body as Readable, out);
      })
      .catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
    return out;
  }

  async remove(name: string) {
    // One DeleteObject per key: every S3-compatible server has it (DeleteObjects needs a
    // checksum header some of them handle differently). Deleting a missing key succeeds.
    await Promise.all(namesWithVariants(name).map((n) => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(n) }))));
  }

  variantName(name: string, width: ImageWidth) {
    return variantNameOf(name, width);
  }

  async *list() {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.prefix || undefined, ContinuationToken: token, MaxKeys: this.listPageSize }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key?.startsWith(this.prefix)) yield object.Key.slice(this.prefix.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async cleanTemp() {
    await this.temp.clean();
  }
}

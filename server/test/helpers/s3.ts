// A real S3-compatible server for tests: s3rver (an S3 HTTP API over a folder) in a child
// process, with one bucket. It runs with --openssl-legacy-provider because it signs its
// ListObjectsV2 continuation tokens with DES, which OpenSSL 3 only has in its legacy
// provider (jamhall/s3rver#818): without it the second page of a listing is a 500.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { MediaS3Config } from '../../src/env';
import { createS3Client } from '../../src/media/s3-store';

export interface TestS3 {
  endpoint: string;
  /** The settings a server needs to keep its media in this bucket (under `prefix`). */
  config: MediaS3Config;
  /** A client of its own, to look into the bucket behind the server's back. */
  client: S3Client;
  /** Every key in the bucket, sorted (prefix included). */
  keys(): Promise<string[]>;
  /** The bytes of one object. */
  bytes(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

// s3rver's own credentials (any signed request with them is accepted).
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const CHILD = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({
  address: '127.0.0.1', port: 0, silent: true,
  directory: process.env.S3RVER_DIR,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
});
server.run().then(
  ({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'),
  (err) => { console.error(err); process.exit(1); },
);
// Gone with the test process, however it ends.
process.stdin.on('end', () => process.exit(0)).resume();
`;

export async function startS3(opts: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const bucket = opts.bucket ?? 'ecole-media';
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ecole-s3rver-'));
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD], {
    env: { ...process.env, S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'), S3RVER_DIR: directory, S3RVER_BUCKET: bucket },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const config: MediaS3Config = { bucket, region: 'us-east-1', endpoint, credentials: CREDENTIALS, forcePathStyle: true, prefix: opts.prefix ?? '' };
  const client = createS3Client(config);

  return {
    endpoint,
    config,
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async bytes(key) {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

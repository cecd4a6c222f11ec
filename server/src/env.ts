// The one place that reads process.env (STYLE: one validated env module per app).
import path from 'node:path';
import { z } from 'zod';
import { adminEmailSchema, newPasswordSchema, usernameSchema } from '@ecole/shared/schemas/auth';

/** A variable left empty is unset; a value set must pass the schema. */
const unsetWhenEmpty = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(schema.optional());

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional().transform((v) => (v ? v : undefined)),
  DATA_DIR: z.string().default('./data'),
  MEDIA_DIR: z.string().optional().transform((v) => (v ? v : undefined)),
  /** Public origin used for canonical URLs, Open Graph and the sitemap (no trailing slash). */
  PUBLIC_URL: z.string().url().optional().transform((v) => v?.replace(/\/+$/, '')),
  SEED: bool,
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  CONTACT_RATE_WINDOW_MIN: z.coerce.number().int().min(1).default(60),
  CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  CHAT_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(300),
  CHAT_RATE_WINDOW_MIN: z.coerce.number().int().min(1).default(10),
  CHAT_LLM_URL: z.string().url().optional().or(z.literal('')).transform((v) => (v ? v.replace(/\/+$/, '') : undefined)),
  CHAT_LLM_API_KEY: z.string().optional().transform((v) => (v ? v : undefined)),
  CHAT_LLM_MODEL: z.string().optional().transform((v) => (v ? v : undefined)),
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  // The rules of the setup page and of `pnpm admin:create`: an administrator made from the
  // environment was the one way to a one-letter password (decision 050).
  ADMIN_USERNAME: unsetWhenEmpty(usernameSchema),
  ADMIN_PASSWORD: unsetWhenEmpty(newPasswordSchema),
  ADMIN_EMAIL: unsetWhenEmpty(adminEmailSchema),
  /**
   * scrypt's cost for new password hashes, as log2(N): 17 (OWASP, ~1 s of CPU per login on a
   * small server). The test runs lower it to 14: every test logs in, and the check of a
   * password stays the same code. Existing hashes keep the cost they were made with.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
  SESSION_IDLE_MIN: z.coerce.number().positive().default(30),
  MEDIA_REMOVAL_DELAY_S: z.coerce.number().min(0).default(30),
  /** An uploaded file no record names is removed after this many days (0: never). */
  MEDIA_UNUSED_DAYS: z.coerce.number().min(0).default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(8),
  /** Expired rate-limit counters and sessions are deleted this often (http/expired-rows.ts). */
  PURGE_INTERVAL_S: z.coerce.number().min(1).default(600),
  VIDEO_MAX_MB: z.coerce.number().int().min(1).default(200),
  /** ffmpeg for the videos' posters (media/video-poster.ts): a path, "off", or unset for the bundled one. */
  FFMPEG_PATH: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  /** Lighter copies of each video for phones and slow connections, made in the background (media/light-video.ts). */
  LIGHT_VIDEOS: z.enum(['on', 'off']).default('on'),
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  /** Set by pnpm: the folder the command was typed in (scripts themselves run in their package). */
  INIT_CWD: z.string().optional().transform((v) => (v ? v : undefined)),
  /** off: no rendered-page nor API answer is kept (bench/server.mjs measures uncached renders). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  MEDIA_S3_BUCKET: z.string().trim().optional().transform((v) => (v ? v : undefined)),
  MEDIA_S3_REGION: z.string().trim().optional().transform((v) => v || 'us-east-1'),
  MEDIA_S3_ENDPOINT: z.string().url().optional().or(z.literal('')).transform((v) => (v ? v.replace(/\/+$/, '') : undefined)),
  MEDIA_S3_ACCESS_KEY_ID: z.string().optional().transform((v) => (v ? v : undefined)),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional().transform((v) => (v ? v : undefined)),
  MEDIA_S3_FORCE_PATH_STYLE: bool,
  MEDIA_S3_PREFIX: z.string().trim().optional().transform((v) => (v ? v.replace(/^\/+|\/+$/g, '') : undefined)),
}).superRefine((e, ctx) => {
  if (e.MEDIA_STORE === 's3' && !e.MEDIA_S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_S3_BUCKET'], message: 'requis quand MEDIA_STORE=s3 (nom du compartiment des médias).' });
  }
  if (!!e.MEDIA_S3_ACCESS_KEY_ID !== !!e.MEDIA_S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_S3_SECRET_ACCESS_KEY'], message: 'MEDIA_S3_ACCESS_KEY_ID et MEDIA_S3_SECRET_ACCESS_KEY vont ensemble.' });
  }
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  publicUrl?: string;
  seed: boolean;
  trustProxy: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  contactRateLimit: { max: number; windowMs: number };
  chat: {
    /** Messages per session and per IP address in one window (issue 4: rate limited per session and per IP). */
    rateLimit: { perSession: number; perIp: number; windowMs: number };
    /** Optional OpenAI-compatible model that rephrases the built-in answer; off when unset. */
    llm?: { url: string; apiKey?: string; model: string; timeoutMs: number };
  };
  /** First administrator, created at start-up when no administrator has this name. */
  admin?: { username: string; password: string; email?: string };
  /** ADMIN_PASSWORD alone (the admin:create command reads it without a username). */
  adminPassword?: string;
  session: { idleMs: number; absoluteMs: number };
  /** How often expired rate-limit counters and sessions are deleted (PURGE_INTERVAL_S). */
  purgeIntervalMs: number;
  /** scrypt log2(N) for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  videoMaxBytes: number;
  /** FFMPEG_PATH as given: a path, "off" (no posters), or undefined for @ffmpeg-installer's binary. */
  ffmpegPath?: string;
  /** LIGHT_VIDEOS: each stored video gets lighter copies for phones and slow connections, made in the background. */
  lightVideos: boolean;
  /** How long a file no row names any more waits before it is checked again and removed (media/references.ts). */
  mediaRemovalDelayMs: number;
  /** An uploaded file no row names is removed once older than this (media/unused-files.ts); 0: never. */
  unusedMediaMaxAgeMs: number;
  /** A bulk upload (tus) not finished this long after it began is removed with its bytes. */
  uploadExpiryMs: number;
  /** Where the person ran the command: paths they type (pnpm backup/restore) are relative to it. */
  invocationDir: string;
  /** PAGE_CACHE: keep rendered pages and public API answers until the next change (default). */
  pageCache: boolean;
  /** Media in an S3-compatible bucket (MEDIA_STORE=s3); unset: in mediaDir. */
  mediaS3?: MediaS3Config;
};

export interface MediaS3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Garage, R2...); unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's usual sources (AWS_* variables, instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Key prefix without slashes at either end, e.g. "ecole/media"; "" for none. */
  prefix: string;
}

/** Reads and validates the environment; throws a readable message when a value is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuration invalide :\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    publicUrl: e.PUBLIC_URL,
    seed: e.SEED ?? true,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    contactRateLimit: { max: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_MIN * 60_000 },
    chat: {
      rateLimit: { perSession: e.CHAT_RATE_LIMIT, perIp: e.CHAT_RATE_LIMIT_IP, windowMs: e.CHAT_RATE_WINDOW_MIN * 60_000 },
      llm:
        e.CHAT_LLM_URL && e.CHAT_LLM_MODEL
          ? { url: e.CHAT_LLM_URL, apiKey: e.CHAT_LLM_API_KEY, model: e.CHAT_LLM_MODEL, timeoutMs: e.CHAT_LLM_TIMEOUT_MS }
          : undefined,
    },
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL } : undefined,
    adminPassword: e.ADMIN_PASSWORD,
    session: { idleMs: e.SESSION_IDLE_MIN * 60_000, absoluteMs: e.SESSION_MAX_HOURS * 3_600_000 },
    purgeIntervalMs: e.PURGE_INTERVAL_S * 1000,
    passwordHashCost: e.PASSWORD_HASH_COST,
    videoMaxBytes: e.VIDEO_MAX_MB * 1024 * 1024,
    ffmpegPath: e.FFMPEG_PATH,
    lightVideos: e.LIGHT_VIDEOS === 'on',
    mediaRemovalDelayMs: e.MEDIA_REMOVAL_DELAY_S * 1000,
    unusedMediaMaxAgeMs: e.MEDIA_UNUSED_DAYS * 24 * 3_600_000,
    uploadExpiryMs: e.UPLOAD_EXPIRY_HOURS * 3_600_000,
    invocationDir: e.INIT_CWD ?? process.cwd(),
    pageCache: e.PAGE_CACHE === 'on',
    mediaS3:
      e.MEDIA_STORE === 's3' && e.MEDIA_S3_BUCKET
        ? {
            bucket: e.MEDIA_S3_BUCKET,
            region: e.MEDIA_S3_REGION,
            endpoint: e.MEDIA_S3_ENDPOINT,
            credentials:
              e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ?? false,
            prefix: e.MEDIA_S3_PREFIX ?? '',
          }
        : undefined,
  };
}

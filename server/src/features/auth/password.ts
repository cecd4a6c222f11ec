// Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1; N set by
// PASSWORD_HASH_COST), compared in constant time. Stored as
// `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>` so the parameters can be raised later
// without breaking old hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Hashes run one or a few at a time: each takes ~0.3 s and 128 MiB on one of libuv's four
 * threads, which also read the media files and compress. Unbounded, 60 logins sent at once
 * held a photo's download for 27 s (and would need 7.5 GiB); queued, they cost the logins
 * time, not the site.
 */
const HASHES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
let running = 0;
const waiting: Array<() => void> = [];
let busiest = 0;

async function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  busiest = Math.max(busiest, running);
  try {
    return await new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The most hashes that ran at once since the last call, and the cap (for tests). */
export function hashesAtOnce() {
  const seen = { busiest, cap: HASHES_AT_ONCE };
  busiest = running;
  return seen;
}

/** log2(N) of a new hash unless the configuration says otherwise (env.ts, PASSWORD_HASH_COST). */
export const DEFAULT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LEN = 32;
/** 128 * N * r * p bytes are needed (128 MiB here); Node's default cap is 32 MiB. */
const maxmem = (logN: number, r: number, p: number) => 128 * 2 ** logN * r * p + 16 * 1024 * 1024;

export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N: 2 ** logN, r: R, p: P, maxmem: maxmem(logN, R, P) });
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every(Number.isInteger) || logN > 20 || r > 16 || p > 4) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const key = await scrypt(password.normalize('NFKC'), salt, expected.length, { N: 2 ** logN, r, p, maxmem: maxmem(logN, r, p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password at the cost of new hashes: verifying against it costs the same as a real check. */
const dummies = new Map<number, Promise<string>>();
export function dummyHash(logN = DEFAULT_LOG_N): Promise<string> {
  let dummy = dummies.get(logN);
  if (!dummy) dummies.set(logN, (dummy = hashPassword(randomBytes(16).toString('hex'), logN)));
  return dummy;
}

/** Minimum strength for a new administrator password. */
export const MIN_PASSWORD_LENGTH = 10;

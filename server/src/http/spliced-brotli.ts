// The brotli twin of spliced-gzip.ts: a kept page compressed once at the best quality,
// each answer being those bytes with this response's nonce spliced in. Brotli is ~20%
// smaller than gzip on our pages, which on a phone over mobile data is the point, and on
// a server the bytes are most of a cache hit's cost.
//
// Unlike deflate, a brotli stream cannot be cut into independent pieces: later meta-blocks
// depend on what came before (the window, the last distances used, the two previous bytes
// that choose a literal's context). So the page goes through ONE encoder, each slot filled
// with a filler as long as the token, made of bytes that never occur in our (UTF-8)
// HTML (no later back-reference can copy from it) and followed by the next few bytes of
// text (the literal context after the slot is the same whatever the token), each such run
// flushed on its own. The splice is kept only when the encoder wrote every filler run
// as an uncompressed meta-block (RFC 7932 section 9.2), byte for byte: the decoder's state
// after it is then the same whatever the run holds, and an answer is those bytes with the
// token in the place of the filler. The encoder chooses that form for short runs it
// cannot shrink; if it did not for some slot, other run lengths are tried, then the page
// is left to gzip. Two spliced answers are decoded and compared once, for good measure.
import { randomBytes } from 'node:crypto';
import { brotliDecompress, constants, createBrotliCompress } from 'node:zlib';
import { promisify } from 'node:util';

const unbrotli = promisify(brotliDecompress);

/**
 * How many bytes after each slot travel with the token (at least the two that choose the
 * context of the next literal), in the order tried.
 */
const TRAILS = [3, 2, 4, 5];

export interface SplicedBrotli {
  /** The brotli body of the text with `token` (exactly `tokenLength` bytes) in every slot. */
  body(token: string): Buffer;
  /**
   * The same body, in a buffer lent for one answer: call `release` once the answer's bytes are
   * written (its end callback); the buffer is then reused with only its tokens rewritten.
   */
  lend(token: string): { body: Buffer; release: () => void };
}

/**
 * Lent bodies kept for reuse, per page. A body is usually back before the next answer starts
 * (written at once, released on the next tick); only answers to slow readers stay out longer.
 * The cap bounds what a flood of slow readers can make every kept page hold.
 */
const MAX_FREE_BODIES = 16;

// Bytes that never occur in our HTML: control bytes other than tab, newline and carriage
// return, and bytes that valid UTF-8 never contains (C0, C1, F5 to FF).
const FILLER_BYTES: readonly number[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 0x0b, 0x0c],
  ...Array.from({ length: 18 }, (_, i) => 0x0e + i),
  ...[0xc0, 0xc1],
  ...Array.from({ length: 11 }, (_, i) => 0xf5 + i),
];

const IS_FILLER_BYTE = new Uint8Array(256);
for (const b of FILLER_BYTES) IS_FILLER_BYTE[b] = 1;

// A plain loop over a table: this runs on the event loop for every page kept (~80 KB).
function holdsFillerBytes(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) if (IS_FILLER_BYTE[bytes[i]]) return true;
  return false;
}

/**
 * The filler of slot `n`: a pseudo-random draw of distinct bytes, different for every
 * slot. Nothing in it repeats, nothing to copy from one filler to the next: the
 * encoder cannot make it smaller and writes it uncompressed.
 */
function filler(n: number, length: number): Buffer {
  const pool = [...FILLER_BYTES];
  const b = Buffer.alloc(length);
  let x = (Math.imul(n + 1, 2654435761) >>> 0) || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    // Distinct while the pool lasts, then drawn again from all of them.
    if (pool.length === 0) pool.push(...FILLER_BYTES);
    b[i] = pool.splice((x >>> 0) % pool.length, 1)[0];
  }
  return b;
}

/** The header of an uncompressed, not-last meta-block of `length` (1..65536) bytes, byte-aligned. */
function uncompressedHeader(length: number): Buffer {
  // ISLAST=0 (1 bit), MNIBBLES=4 (2 bits, value 0), MLEN-1 (16 bits), ISUNCOMPRESSED=1, then
  // zero padding to the byte boundary: 20 bits in 3 bytes, least significant bit first.
  const v = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff]);
}

/** Compresses `text` once with `tokenLength`-byte slots; undefined when it cannot be spliced. */
export async function prepareSplicedBrotli(text: string, slot: string, tokenLength: number): Promise<SplicedBrotli | undefined> {
  const pieces = text.split(slot).map((s) => Buffer.from(s, 'utf8'));
  if (pieces.length < 2) return undefined;
  if (pieces.some(holdsFillerBytes)) return undefined;
  for (const trail of TRAILS) {
    if (tokenLength + trail > 0x10000 || pieces.slice(1).some((p) => p.length < trail)) continue;
    const spliced = await attempt(pieces, tokenLength, trail);
    if (spliced && (await decodesRight(spliced, text, slot, tokenLength))) return spliced;
  }
  return undefined;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

async function attempt(pieces: Buffer[], tokenLength: number, trail: number): Promise<SplicedBrotli | undefined> {
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: pieces.reduce((n, p) => n + p.length + tokenLength, 0),
    },
  });
  let chunks: Buffer[] = [];
  encoder.on('data', (d: Buffer) => chunks.push(d));
  const ended = new Promise<void>((resolve, reject) => {
    encoder.on('end', resolve);
    encoder.on('error', reject);
  });
  const flushed = () => new Promise<void>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, resolve));
  const take = () => {
    const b = Buffer.concat(chunks);
    chunks = [];
    return b;
  };

  const header = uncompressedHeader(tokenLength + trail);
  const fixed: Buffer[] = [];
  encoder.write(pieces[0]);
  await flushed();
  fixed.push(take());
  for (let i = 1; i < pieces.length; i++) {
    const run = Buffer.concat([filler(i, tokenLength), pieces[i].subarray(0, trail)]);
    encoder.write(run);
    await flushed();
    if (!take().equals(Buffer.concat([header, run]))) {
      // Not written as an uncompressed meta-block: this run length will not do. Closed now
      // rather than compressing the rest of the page for nothing.
      encoder.destroy();
      return undefined;
    }
    if (i < pieces.length - 1) {
      encoder.write(pieces[i].subarray(trail));
      await flushed();
    } else {
      encoder.end(pieces[i].subarray(trail));
      await ended;
    }
    fixed.push(take());
  }

  const trails = pieces.slice(1).map((p) => p.subarray(0, trail));
  const bytes = fixed.reduce((n, b) => n + b.length, 0) + (fixed.length - 1) * (header.length + tokenLength + trail);
  // Where each token sits in a body, and bodies whose answer is written, to be lent again: a
  // lent body only has its tokens rewritten (a few dozen bytes) instead of the whole page
  // copied into new memory, and the kernel copies it out of memory still in the cache.
  const offsets: number[] = [];
  for (let i = 1, at = fixed[0].length; i < fixed.length; i++) {
    offsets.push(at + header.length);
    at += header.length + tokenLength + trail + fixed[i].length;
  }
  const free: Buffer[] = [];
  const tokenBytes = (token: string) => {
    const t = Buffer.from(token, 'utf8');
    if (t.length !== tokenLength) throw new RangeError(`spliced token must be ${tokenLength} bytes`);
    return t;
  };
  const assemble = (t: Buffer) => {
    const parts: Buffer[] = [fixed[0]];
    for (let i = 1; i < fixed.length; i++) parts.push(header, t, trails[i - 1], fixed[i]);
    return Buffer.concat(parts, bytes);
  };
  return {
    body: (token) => assemble(tokenBytes(token)),
    lend(token) {
      let body = free.pop();
      if (!body) body = assemble(tokenBytes(token));
      else if (offsets.length > 0 && token.length === tokenLength && PRINTABLE_ASCII.test(token)) {
        // One byte per character: written straight into the body, no buffer made for it.
        const [first] = offsets;
        body.write(token, first, tokenLength, 'latin1');
        for (let i = 1; i < offsets.length; i++) body.copyWithin(offsets[i], first, first + tokenLength);
      } else {
        const t = tokenBytes(token);
        for (const at of offsets) body.set(t, at);
      }
      const lent = body;
      return { body: lent, release: () => void (free.length < MAX_FREE_BODIES && free.push(lent)) };
    },
  };
}

async function decodesRight(spliced: SplicedBrotli, text: string, slot: string, tokenLength: number): Promise<boolean> {
  for (let check = 0; check < 2; check++) {
    const token = randomBytes(tokenLength).toString('base64').slice(0, tokenLength);
    const decoded = await unbrotli(spliced.body(token)).catch(() => undefined);
    if (!decoded || decoded.toString('utf8') !== text.replaceAll(slot, token)) return false;
  }
  return true;
}

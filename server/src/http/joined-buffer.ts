// A kept page's answer is assembled per request (its pieces around this response's nonce).
// Buffer.concat gives each one its own allocation (over 4 KB, outside Node's pool): a malloc
// and external-memory accounting per answer. Here answers are cut from shared 1 MB slabs,
// as Node's pool does for small buffers; a slab is freed once no answer cut from it is alive.
const SLAB_BYTES = 1 << 20;
/** Larger answers get their own buffer: a slab would hold too few of them. */
const LARGEST_IN_SLAB = SLAB_BYTES >> 4;

let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let used = 0;

/** `parts` copied one after the other into one buffer of exactly `length` bytes (their sum). */
export function joinedBuffer(parts: readonly Uint8Array[], length: number): Buffer {
  if (length > LARGEST_IN_SLAB) return Buffer.concat(parts, length);
  if (used + length > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    used = 0;
  }
  const out = slab.subarray(used, used + length);
  // Next answer on an 8-byte boundary, as Node's pool aligns.
  used = (used + length + 7) & ~7;
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  if (at !== length) throw new RangeError(`joined parts hold ${at} bytes, not ${length}`);
  return out;
}

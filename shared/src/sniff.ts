// What a file is, from its first bytes: a name or a declared type is whatever the sender
// chose, the content is what a browser or a decoder will actually treat it as. One
// sniffer for the server (uploads) and the desktop app (which files of a dropped folder
// to send), so both always agree on what is an image or a video. Plain Uint8Array, no
// Node Buffer: it runs in any JavaScript runtime.

export type ImageFormat = 'jpg' | 'png' | 'gif' | 'webp';
export type VideoFormat = 'mp4' | 'mov' | 'webm';
export type Sniffed = { kind: 'image'; ext: ImageFormat } | { kind: 'video'; ext: VideoFormat };

/** Enough bytes for every signature below (an EBML header or an ftyp box is far shorter). */
export const SNIFF_BYTES = 256;

const ascii = (buf: Uint8Array, start: number, end: number) => String.fromCharCode(...buf.subarray(start, Math.min(end, buf.length)));
const startsWith = (buf: Uint8Array, bytes: number[]) => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);
const uint32be = (buf: Uint8Array, at: number) => ((buf[at] << 24) >>> 0) + (buf[at + 1] << 16) + (buf[at + 2] << 8) + buf[at + 3];

// ISO base media brands of MP4 files (ISO/IEC 14496-12 and -14, and the common encoders');
// HEIF/AVIF and audio-only brands are left out on purpose: they are not videos we can play.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v ']);
const MOV_BRANDS = new Set(['qt  ']);

function sniffFtyp(head: Uint8Array): Sniffed | null {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return null;
  const major = ascii(head, 8, 12);
  if (MOV_BRANDS.has(major)) return { kind: 'video', ext: 'mov' };
  if (MP4_BRANDS.has(major)) return { kind: 'video', ext: 'mp4' };
  // An unknown major brand still plays when a compatible brand is a video one.
  const end = Math.min(uint32be(head, 0), head.length);
  for (let i = 16; i + 4 <= end; i += 4) {
    const brand = ascii(head, i, i + 4);
    if (MOV_BRANDS.has(brand)) return { kind: 'video', ext: 'mov' };
    if (MP4_BRANDS.has(brand)) return { kind: 'video', ext: 'mp4' };
  }
  return null;
}

/** EBML variable-length integer: the count of leading zero bits gives its length. */
function readVint(buf: Uint8Array, at: number): { value: number; length: number } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (at + length > buf.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i];
  return { value, length };
}

/** WebM is Matroska with the DocType "webm" in its EBML header. */
function sniffWebm(head: Uint8Array): Sniffed | null {
  if (!startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  for (let i = 4; i + 2 < head.length; i++) {
    if (head[i] !== 0x42 || head[i + 1] !== 0x82) continue;
    const size = readVint(head, i + 2);
    if (!size || size.value > 16) return null;
    const start = i + 2 + size.length;
    return ascii(head, start, start + size.value) === 'webm' ? { kind: 'video', ext: 'webm' } : null;
  }
  return null;
}

export function sniff(head: Uint8Array): Sniffed | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', ext: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', ext: 'png' };
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { kind: 'image', ext: 'gif' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { kind: 'image', ext: 'webp' };
  return sniffFtyp(head) ?? sniffWebm(head);
}

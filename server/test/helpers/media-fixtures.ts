// Files for upload tests, made on the spot: real small images from sharp, the first bytes
// of real video containers (the server judges videos by their signature only), and real
// short videos from ffmpeg (for their posters).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { bundledFfmpeg } from '../../src/media/ffmpeg';

export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
}

export async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } }).png().toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 0, g: 160, b: 60 } } }).gif().toBuffer();
}

export async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 240, g: 200, b: 0 } } }).webp().toBuffer();
}

/** A JPEG whose EXIF says "rotate 90°": stored upright and without the EXIF block. */
export async function rotatedJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 20, channels: 3, background: { r: 10, g: 10, b: 10 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer();
}

const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0)]);

/** An MP4 (ISO base media, brand isom) header padded to `size` bytes. */
export function mp4(size = 4096): Buffer {
  const ftyp = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  return pad(ftyp, size);
}

/** A second of a small test pattern, H.264 in MP4 (made with encodedVideo, kept in the repository). */
const tinyMp4 = readFileSync(fileURLToPath(new URL('../fixtures/tiny.mp4', import.meta.url)));

/**
 * A real MP4 padded to `size` bytes with a "free" box, which players and ffmpeg skip: a
 * video the server accepts (it remuxes every video, clean-video.ts) at the size a test needs.
 * Stored, it is the remuxed file, without the padding. `random` fills the padding with random
 * bytes, so that two calls give two different files (two hashes).
 */
export function playableMp4(size = 4096, { random = false } = {}): Buffer {
  const padding = Math.max(random ? 24 : 8, size - tinyMp4.length);
  const free = random ? randomBytes(padding) : Buffer.alloc(padding);
  free.writeUInt32BE(padding, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([tinyMp4, free]);
}

/** A QuickTime (.mov, brand "qt  ") header. */
export function mov(size = 4096): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.from([0, 0, 2, 0]), Buffer.from('qt  ')]);
  return pad(ftyp, size);
}

/** A WebM EBML header (DocType "webm"). */
export function webm(size = 4096): Buffer {
  const header = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853', 'hex');
  return pad(header, size);
}

/** A Matroska file that is not WebM: refused. */
export function matroska(size = 4096): Buffer {
  const header = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b61428781044285810218', 'hex');
  return pad(header, size);
}

/**
 * A pixel bomb: a valid PNG signature and IHDR declaring 20000 x 20000 pixels (400
 * megapixels), with a tiny body. Decoding it would need gigabytes.
 */
export function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real, playable video encoded on the spot by the ffmpeg the server uses for posters:
 * `seconds` of one colour, of ffmpeg's test pattern, or of noise; H.264 in MP4, HEVC in a QuickTime
 * file as an iPhone writes it, or VP8 in WebM. `rotate` is the display rotation a phone
 * writes when filmed upright.
 */
export async function encodedVideo(opts: {
  format: 'mp4' | 'mov' | 'webm';
  seconds: number;
  color?: string;
  width?: number;
  height?: number;
  rotate?: 90;
  /** A tone as its sound (AAC in MP4 and QuickTime, Vorbis in WebM). */
  audio?: boolean;
  /** The video's bitrate, as a phone's (e.g. "12M"); else the encoder's own. */
  bitrate?: string;
  /**
   * Grey noise, which cannot be compressed: its copies come out at their caps, as real
   * footage's do, not at a fraction of them as a pattern's.
   */
  noise?: boolean;
  /** Container tags a phone writes (e.g. location, comment, make): MP4 and QuickTime keep them as their own tags. */
  metadata?: Record<string, string>;
}): Promise<Buffer> {
  const ffmpeg = bundledFfmpeg();
  if (!ffmpeg) throw new Error('@ffmpeg-installer/ffmpeg is not installed');
  const size = `${opts.width ?? 320}x${opts.height ?? 240}`;
  const source = opts.noise
    ? `nullsrc=s=${size}:d=${opts.seconds}:r=25,geq=lum='random(1)*255':cb=128:cr=128`
    : opts.color
      ? `color=c=${opts.color}:s=${size}:d=${opts.seconds}:r=25`
      : `testsrc=s=${size}:d=${opts.seconds}:r=25`;
  const codec = {
    mp4: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    mov: ['-c:v', 'libx265', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p'],
    webm: ['-c:v', 'libvpx'],
  }[opts.format];
  const dir = await mkdtemp(join(tmpdir(), 'ecole-video-'));
  const out = join(dir, `video.${opts.format}`);
  const run = (args: string[]) =>
    new Promise<void>((resolve, reject) => execFile(ffmpeg, ['-hide_banner', '-loglevel', 'error', ...args], (err) => (err ? reject(err) : resolve())));
  try {
    const sound = opts.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:d=${opts.seconds}`] : [];
    const soundCodec = opts.audio ? (opts.format === 'webm' ? ['-c:a', 'libvorbis'] : ['-c:a', 'aac']) : [];
    const tags = Object.entries(opts.metadata ?? {}).flatMap(([k, v]) => ['-metadata', `${k}=${v}`]);
    const tagFlags = opts.metadata && opts.format !== 'webm' ? ['-movflags', '+use_metadata_tags'] : [];
    await run(['-f', 'lavfi', '-i', source, ...sound, ...codec, ...(opts.bitrate ? ['-b:v', opts.bitrate] : []), ...soundCodec, ...tags, ...tagFlags, '-y', out]);
    // This ffmpeg writes the rotation only when it copies the stream, as a phone's file has it.
    const rotated = join(dir, `rotated.${opts.format}`);
    if (opts.rotate) await run(['-i', out, '-c', 'copy', '-metadata:s:v:0', `rotate=${opts.rotate}`, '-y', rotated]);
    return await readFile(opts.rotate ? rotated : out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The one sniffer of the server and the desktop app: what a file is, from its first bytes.
import { describe, expect, it } from 'vitest';
import { sniff } from './sniff';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const hex = (h: string) => Uint8Array.from(h.match(/../g)!.map((b) => parseInt(b, 16)));

describe('sniff', () => {
  it('knows the four image formats by their signatures', () => {
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: 'image', ext: 'jpg' });
    expect(sniff(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ kind: 'image', ext: 'png' });
    expect(sniff(bytes('GIF89a'))).toEqual({ kind: 'image', ext: 'gif' });
    expect(sniff(bytes('GIF87a'))).toEqual({ kind: 'image', ext: 'gif' });
    expect(sniff(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toEqual({ kind: 'image', ext: 'webp' });
  });

  it('knows MP4, QuickTime and WebM videos, by major or compatible brand', () => {
    expect(sniff(hex('000000206674797069736f6d0000020069736f6d69736f32617663316d703431'))).toEqual({ kind: 'video', ext: 'mp4' });
    expect(sniff(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  '))).toEqual({ kind: 'video', ext: 'mov' });
    // Unknown major brand, MP4 among the compatible ones.
    expect(sniff(bytes([0, 0, 0, 0x18], 'ftypXYZ1', [0, 0, 0, 0], 'mp42'))).toEqual({ kind: 'video', ext: 'mp4' });
    expect(sniff(hex('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853'))).toEqual({ kind: 'video', ext: 'webm' });
  });

  it('refuses what it cannot show: Matroska that is not WebM, HEIF, RIFF that is not WebP, text, truncated heads', () => {
    expect(sniff(hex('1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b61428781044285810218'))).toBeNull();
    expect(sniff(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniff(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniff(bytes('<script>alert(1)</script>'))).toBeNull();
    expect(sniff(bytes('%PDF-1.4'))).toBeNull();
    expect(sniff(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniff(new Uint8Array())).toBeNull();
  });

  it('reads a view into a larger buffer from its own start (the server passes Buffer slices)', () => {
    const whole = bytes('xxxxGIF89a');
    expect(sniff(whole.subarray(4))).toEqual({ kind: 'image', ext: 'gif' });
  });
});

// A cached page is the same for every visitor except its CSP nonce, and compressing its
// ~80 KB afresh costs milliseconds per request: more than everything else a cache hit does.
// So the text between the nonce slots is deflated once, and each answer is those pieces
// with this response's nonce spliced in as stored (uncompressed) deflate blocks, in a gzip
// wrapper whose CRC-32 is combined arithmetically from the pieces' (RFC 1951 section
// 3.2.4, RFC 1952). Every piece has its own deflater: back-references never cross a slot.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

export interface SplicedGzip {
  /** The gzip body of the text with `token` (at most 65535 bytes) in every slot. */
  body(token: string): Buffer;
}

// Reflected CRC-32 polynomial; polynomial arithmetic modulo it as in zlib's crc32.c.
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N = (() => {
  const t = [0x40000000];
  for (let k = 1; k < 32; k++) t.push(multModP(t[k - 1], t[k - 1]));
  return t;
})();

/** The operator that shifts a CRC over `bytes` zero bytes: x^(8 * bytes). */
function shiftOp(bytes: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multModP(X2N[k & 31], p);
  return p;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and the shift operator of B's length. */
const combine = (crcA: number, crcB: number, opB: number) => (multModP(opB, crcA) ^ crcB) >>> 0;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** Deflates once every piece of `text` between occurrences of `slot`. */
export async function prepareSplicedGzip(text: string, slot: string): Promise<SplicedGzip> {
  const pieces = text.split(slot).map((s) => Buffer.from(s, 'utf8'));
  // Every piece but the last ends on a byte boundary without a final block (sync flush).
  const deflated = await Promise.all(
    pieces.map((p, i) => deflate(p, { level: 9, finishFlush: i === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH })),
  );
  const crcs = pieces.map((p) => crc32(p));
  const ops = pieces.map((p) => shiftOp(p.length));
  const textBytes = pieces.reduce((n, p) => n + p.length, 0);
  const deflatedBytes = deflated.reduce((n, d) => n + d.length, 0);

  return {
    body(token) {
      const t = Buffer.from(token, 'utf8');
      if (t.length > 0xffff) throw new RangeError('spliced token too long for one stored block');
      // A stored block: BFINAL=0, BTYPE=00, padded to the byte; LEN and its complement.
      const stored = Buffer.allocUnsafe(5 + t.length);
      stored[0] = 0;
      stored.writeUInt16LE(t.length, 1);
      stored.writeUInt16LE(~t.length & 0xffff, 3);
      t.copy(stored, 5);
      const tokenCrc = crc32(t);
      const tokenOp = shiftOp(t.length);

      const parts: Buffer[] = [GZIP_HEADER, deflated[0]];
      let crc = crcs[0];
      for (let i = 1; i < pieces.length; i++) {
        parts.push(stored, deflated[i]);
        crc = combine(combine(crc, tokenCrc, tokenOp), crcs[i], ops[i]);
      }
      const trailer = Buffer.allocUnsafe(8);
      trailer.writeUInt32LE(crc, 0);
      trailer.writeUInt32LE((textBytes + (pieces.length - 1) * t.length) % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts, GZIP_HEADER.length + deflatedBytes + (pieces.length - 1) * stored.length + 8);
    },
  };
}

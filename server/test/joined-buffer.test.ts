import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinedBuffer } from '../src/http/joined-buffer';

describe('joinedBuffer', () => {
  it('holds the parts one after the other, and nothing else', () => {
    const parts = [Buffer.from('<!doctype html>'), Buffer.from('nonce'), new Uint8Array(0), randomBytes(9000)];
    const length = parts.reduce((n, p) => n + p.length, 0);
    expect(joinedBuffer(parts, length).equals(Buffer.concat(parts))).toBe(true);
  });

  it('never hands out the same bytes twice: answers still being sent stay as they were', () => {
    const answers = Array.from({ length: 400 }, (_, i) => {
      const part = Buffer.alloc(11_000 + i, i % 256);
      return { part, joined: joinedBuffer([part], part.length) };
    });
    // 400 answers of ~11 KB: several slabs. Scribbling over each after the fact would show
    // in another if any two shared bytes.
    const copies = answers.map((a) => Buffer.from(a.joined));
    for (const a of answers) a.joined.fill(0xff);
    answers.forEach((a, i) => expect(copies[i].equals(a.part)).toBe(true));
    for (const a of answers) expect(a.joined.every((b) => b === 0xff)).toBe(true);
  });

  it('gives a large answer a buffer of its own', () => {
    const big = randomBytes(200_000);
    const joined = joinedBuffer([big], big.length);
    expect(joined.equals(big)).toBe(true);
    expect(joined.buffer.byteLength).toBeLessThan(1 << 20);
  });

  it('refuses a length other than the sum of the parts', () => {
    expect(() => joinedBuffer([Buffer.from('abc')], 4)).toThrow(RangeError);
  });
});

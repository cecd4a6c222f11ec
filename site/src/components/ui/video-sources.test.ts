// The stall budget of a playing video (video-sources.tsx): what counts as waiting too long.
import { describe, expect, it } from 'vitest';
import { STALL_BUDGET_MS, STALL_WINDOW_MS, waitedWithin } from './video-sources';

describe('waitedWithin', () => {
  it('adds up the waits of the last window, the part of one that began before it included', () => {
    const now = 100_000;
    expect(waitedWithin([], now)).toBe(0);
    // Many short waits add up: a stream a little too heavy for the connection.
    const short: [number, number][] = [0, 1, 2, 3, 4].map((i) => [now - 10_000 + i * 2_000, now - 10_000 + i * 2_000 + 700]);
    expect(waitedWithin(short, now)).toBe(3_500);
    expect(waitedWithin(short, now)).toBeGreaterThan(STALL_BUDGET_MS);
    // Older ones no longer count, and one across the window's start counts for its part within.
    expect(waitedWithin([[now - STALL_WINDOW_MS - 5_000, now - STALL_WINDOW_MS - 1_000]], now)).toBe(0);
    expect(waitedWithin([[now - STALL_WINDOW_MS - 1_000, now - STALL_WINDOW_MS + 500]], now)).toBe(500);
  });
});

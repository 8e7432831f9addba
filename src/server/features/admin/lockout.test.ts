import { describe, expect, it } from 'vitest';
import { accountLockout, ipLockout, lockedUntil } from './lockout';

const minute = 60_000;
const t0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const at = (...offsetsInMinutes: number[]) => offsetsInMinutes.map((m) => t0 + m * minute);

describe('lockedUntil', () => {
  it.each([
    // [failures (minutes after t0), now (minutes after t0), lock ends (minutes after t0) or null]
    { name: 'no failures', failures: [], now: 0, until: null },
    { name: '4 failures are not enough', failures: [0, 1, 2, 3], now: 4, until: null },
    // The 5th at minute 4 locks until 4 + 15 = 19.
    { name: '5 failures in 4 minutes lock', failures: [0, 1, 2, 3, 4], now: 5, until: 19 },
    { name: 'still locked just before the end', failures: [0, 1, 2, 3, 4], now: 18.99, until: 19 },
    { name: 'free again at the end', failures: [0, 1, 2, 3, 4], now: 19, until: null },
    // First to 5th exactly 15 minutes apart: within the window (inclusive), locked until 30.
    { name: 'exactly 15 minutes apart still lock', failures: [0, 4, 8, 12, 15], now: 16, until: 30 },
    { name: 'more than 15 minutes apart do not', failures: [0, 4, 8, 12, 15.01], now: 16, until: null },
    // Order of the list does not matter.
    { name: 'unsorted input', failures: [4, 0, 3, 1, 2], now: 5, until: 19 },
    // A later run of 5 (minutes 10..14) sets the end: 14 + 15 = 29.
    { name: 'the latest run decides', failures: [0, 1, 2, 3, 4, 10, 11, 12, 13, 14], now: 20, until: 29 },
  ])('$name', ({ failures, now, until }) => {
    expect(lockedUntil(at(...failures), t0 + now * minute, accountLockout)).toBe(
      until === null ? null : t0 + until * minute,
    );
  });

  it('an IP address needs 20 failures within 15 minutes', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => i * 0.5);
    expect(lockedUntil(at(...nineteen), t0 + 10 * minute, ipLockout)).toBeNull();
    // The 20th at minute 9.5 locks until 24.5.
    expect(lockedUntil(at(...nineteen, 9.5), t0 + 10 * minute, ipLockout)).toBe(t0 + 24.5 * minute);
  });
});

/**
 * Sign-in lockout (issue 7): 5 failed attempts for one account, or 20 from one IP address, within
 * 15 minutes lock further attempts for 15 minutes after the attempt that reached the limit.
 */

export interface LockoutRule {
  /** Failed attempts that trigger the lock. */
  limit: number;
  /** They must fall within this many milliseconds of each other. */
  windowMs: number;
  /** How long the lock lasts after the attempt that reached the limit. */
  lockMs: number;
}

const minutes = 60_000;
export const accountLockout: LockoutRule = { limit: 5, windowMs: 15 * minutes, lockMs: 15 * minutes };
export const ipLockout: LockoutRule = { limit: 20, windowMs: 15 * minutes, lockMs: 15 * minutes };

/** How far back attempts can matter: a window plus a lock. */
export function lookbackMs(rule: LockoutRule): number {
  return rule.windowMs + rule.lockMs;
}

/**
 * When the lock ends, or null when there is none. `failures` are the times (ms) of failed attempts
 * that count (those after the last successful sign-in), in any order.
 */
export function lockedUntil(failures: readonly number[], now: number, rule: LockoutRule): number | null {
  const times = [...failures].sort((a, b) => a - b);
  let until: number | null = null;
  for (let last = rule.limit - 1; last < times.length; last += 1) {
    const first = times[last - rule.limit + 1] as number;
    const reached = times[last] as number;
    if (reached - first <= rule.windowMs && now < reached + rule.lockMs) {
      until = Math.max(until ?? 0, reached + rule.lockMs);
    }
  }
  return until;
}

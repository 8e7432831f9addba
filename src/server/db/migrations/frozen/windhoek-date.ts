/**
 * Migration 0038's own copy (issue 57) of `windhoekDate` in src/domain/windhoek-time.ts: the
 * calendar date in Windhoek (UTC+2 all year, no daylight saving) of an instant.
 */
const offsetMs = 2 * 60 * 60 * 1000;

export function windhoekDate(instant: Date): string {
  return new Date(instant.getTime() + offsetMs).toISOString().slice(0, 10);
}

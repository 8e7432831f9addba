import { describe, expect, it } from 'vitest';
import { windhoekMonthStart } from '../windhoek-time';
import { contactPromiseTally } from './contact-promise';

const at = (iso: string) => iso;

describe('the 24-hour promise', () => {
  it.each([
    ['no enquiries', [], { enquiries: 0, contactedWithin24h: 0, sharePercent: null }],
    [
      // 23:59 later keeps it; exactly 24:00 keeps it; 24:01 misses; never contacted misses.
      'two of four',
      [
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: at('2026-11-03T07:59:00.000Z') },
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: at('2026-11-03T08:00:00.000Z') },
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: at('2026-11-03T08:01:00.000Z') },
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: null },
      ],
      // 2 of 4 = 50 %
      { enquiries: 4, contactedWithin24h: 2, sharePercent: 50 },
    ],
    [
      'one of three',
      [
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: at('2026-11-02T09:00:00.000Z') },
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: null },
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: null },
      ],
      // 1 of 3 = 33.3 %, shown as 33
      { enquiries: 3, contactedWithin24h: 1, sharePercent: 33 },
    ],
    [
      'two of three',
      [
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: at('2026-11-02T09:00:00.000Z') },
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: at('2026-11-02T10:00:00.000Z') },
        { createdAt: at('2026-11-02T08:00:00.000Z'), firstContactedAt: null },
      ],
      // 2 of 3 = 66.7 %, shown as 67
      { enquiries: 3, contactedWithin24h: 2, sharePercent: 67 },
    ],
  ])('%s', (_name, enquiries, tally) => {
    expect(contactPromiseTally(enquiries)).toEqual(tally);
  });

  it.each([
    // instant (UTC)               this month starts (Windhoek 1st, 00:00 = UTC 22:00 the day before)   last month
    ['2026-11-24T10:00:00.000Z', '2026-10-31T22:00:00.000Z', '2026-09-30T22:00:00.000Z'],
    ['2026-11-30T22:30:00.000Z', '2026-11-30T22:00:00.000Z', '2026-10-31T22:00:00.000Z'], // already 1 December in Windhoek
    ['2027-01-05T10:00:00.000Z', '2026-12-31T22:00:00.000Z', '2026-11-30T22:00:00.000Z'], // across the year
  ])('months in Windhoek time: %s', (instant, thisMonth, lastMonth) => {
    expect(windhoekMonthStart(new Date(instant))).toBe(thisMonth);
    expect(windhoekMonthStart(new Date(instant), -1)).toBe(lastMonth);
  });
});

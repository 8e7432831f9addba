import { describe, expect, it } from 'vitest';
import { policyHistoryLines } from './policy-history';

describe('a policy’s own timeline', () => {
  it.each([
    [{ action: 'create', entityType: 'policy', details: {} }, ['Recorded']],
    [
      {
        action: 'update',
        entityType: 'policy',
        details: {
          changed: {
            status: ['applied', 'in-force'],
            premiumCents: [45_000, 47_250],
            coverCents: [null, 150_000_000],
            commission: [null, { ongoingPercent: 3 }],
          },
        },
      },
      [
        'Status: Applied → In force',
        'Premium: N$ 450.00 → N$ 472.50',
        'Cover: none → N$ 1,500,000.00',
        'Commission terms changed',
      ],
    ],
    [
      {
        action: 'update',
        entityType: 'policy',
        details: { changed: { statusSince: ['2026-08-10', '2026-07-20'] } },
      },
      ['Date of the status: 10 Aug 2026 → 20 Jul 2026'],
    ],
    [
      {
        action: 'create',
        entityType: 'policy-commission',
        details: { month: '2026-10', amountCents: 81_250 },
      },
      ['Commission statement for 2026-10: N$ 812.50'],
    ],
    [
      {
        action: 'create',
        entityType: 'policy-party',
        details: { role: 'beneficiary', name: 'Petrus', sharePercent: 60 },
      },
      ['Beneficiary added: Petrus (60%)'],
    ],
    [
      {
        action: 'delete',
        entityType: 'policy-party',
        details: { role: 'life-covered', name: 'Maria', sharePercent: null },
      },
      ['Life covered removed: Maria'],
    ],
  ])('%j', (entry, lines) => {
    expect(policyHistoryLines(entry)).toEqual(lines);
  });
});

import { describe, expect, it } from 'vitest';
import { findWorkshop, isWorkshopOpen, workshopDateLabel, workshops } from './workshops';

describe('workshops', () => {
  it("holds the spec's four workshops with their ids, prices and formats", () => {
    expect(workshops.map((w) => [w.id, w.priceNad, w.format])).toEqual([
      ['retirement-masterclass', 149, 'IN-PERSON'],
      ['life-insurance-fundamentals', 49, 'VIRTUAL'],
      ['estate-planning-essentials', 89, 'IN-PERSON'],
      ['tax-advantaged-investing', 69, 'VIRTUAL'],
    ]);
    expect(findWorkshop('retirement-masterclass')?.featured?.capacity).toBe(25);
  });

  it('closes registration when the workshop starts in Windhoek time (UTC+2)', () => {
    const masterclass = findWorkshop('retirement-masterclass');
    if (!masterclass) throw new Error('missing');
    // 15 November 2025 09:00 in Windhoek is 07:00 UTC.
    expect(isWorkshopOpen(masterclass, new Date('2025-11-15T06:59:59Z'))).toBe(true);
    expect(isWorkshopOpen(masterclass, new Date('2025-11-15T07:00:00Z'))).toBe(false);
  });

  it('shows dates as "15 November 2025"', () => {
    const masterclass = findWorkshop('retirement-masterclass');
    if (!masterclass) throw new Error('missing');
    expect(workshopDateLabel(masterclass)).toBe('15 November 2025');
  });
});

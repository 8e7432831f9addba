import { describe, expect, it } from 'vitest';
import { withAdviserFilter } from './adviser-filter';

describe('withAdviserFilter: "mine" added to a list’s address, everyone’s left as it is', () => {
  it.each([
    ['/api/admin/today', 'anyone', '/api/admin/today'],
    ['/api/admin/today', 'mine', '/api/admin/today?adviser=mine'],
    ['/api/admin/reviews?within=30', 'anyone', '/api/admin/reviews?within=30'],
    ['/api/admin/reviews?within=30', 'mine', '/api/admin/reviews?within=30&adviser=mine'],
    [
      '/api/admin/calendar?from=2026-11-26&days=1',
      'mine',
      '/api/admin/calendar?from=2026-11-26&days=1&adviser=mine',
    ],
  ] as const)('%s, %s', (url, adviser, expected) => {
    expect(withAdviserFilter(url, adviser)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { describeCounts } from './privacy';

describe('describeCounts', () => {
  it.each([
    [{}, 'nothing'],
    [{ fna_submissions: 1 }, '1 Financial Needs Analysis'],
    [{ consultation_requests: 1, pipeline_leads: 2 }, '1 consultation request, 2 pipeline cards'],
    [{ leads: 3 }, '3 enquiries'],
  ])('%j reads %s', (counts, text) => {
    expect(describeCounts(counts)).toBe(text);
  });
});

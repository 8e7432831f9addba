import { describe, expect, it } from 'vitest';
import {
  cellText,
  excelSerialToDate,
  readDate,
  readFrequency,
  readMoney,
  readPercent,
  readProduct,
  readStatus,
} from './values';

describe('readMoney: N$ as people type it', () => {
  it.each([
    [450, 45_000],
    [450.5, 45_050],
    ['450', 45_000],
    ['N$ 1 234.50', 123_450],
    ['N$1,234.50', 123_450],
    ['NAD 750 000', 75_000_000],
    ['1 234,50', 123_450],
    ['450,5', 45_050],
    ['1.234,50', 123_450],
    ["1'250.00", 125_000],
    ['\u00a0480.00 ', 48_000],
    ['', null],
    [null, null],
  ])('%s is %s cents', (cell, cents) => {
    expect(readMoney(cell)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['-450', 'an amount cannot be negative'],
    [-1, 'an amount cannot be negative'],
    ['450.505', 'an amount has at most two decimals'],
    [0.001, 'an amount has at most two decimals'],
    ['four hundred', '"four hundred" is not an amount in N$'],
    ['=B2*12', '"=B2*12" is not an amount in N$'],
  ])('%s is refused', (cell, why) => {
    expect(readMoney(cell)).toEqual({ ok: false, why });
  });
});

describe('readDate: text, Excel serial numbers and the month by name', () => {
  it.each([
    // Excel's 43539: 43539 days after 30 December 1899 is 15 March 2019
    [43539, '2019-03-15'],
    // 61 is 1 March 1900 (Excel's invented 29 February 1900 is day 60)
    [61, '1900-03-01'],
    ['2019-03-15', '2019-03-15'],
    ['2019/3/5', '2019-03-05'],
    ['15/03/2019', '2019-03-15'],
    ['15-03-2019', '2019-03-15'],
    ['15.03.2019', '2019-03-15'],
    ['15 March 2019', '2019-03-15'],
    ['15-Mar-2019', '2019-03-15'],
    ['March 15, 2019', '2019-03-15'],
    ['2019-03-15 00:00:00', '2019-03-15'],
    ['', null],
  ])('%s is %s', (cell, date) => {
    expect(readDate(cell)).toEqual({ ok: true, value: date });
  });

  it.each([
    ['31/02/2019', '"31/02/2019" is not a real date'],
    ['03/15/2019', '"03/15/2019" is not a real date'],
    ['15/03/19', '"15/03/19" has a two-digit year: write it in full'],
    ['soon', '"soon" is not a date (write 2019-03-15 or 15/03/2019)'],
    [12.5, '12.5 is not a date'],
  ])('%s is refused', (cell, why) => {
    expect(readDate(cell)).toEqual({ ok: false, why });
  });

  it('counts serial days from 30 December 1899', () => {
    // 45658 - 43539 = 2119 days after 15 March 2019 is 1 January 2025
    expect(excelSerialToDate(45658)).toBe('2025-01-01');
  });
});

describe('frequencies, statuses, products and percentages', () => {
  it.each([
    ['Monthly', 'monthly'],
    ['M', 'monthly'],
    ['p.m.', 'monthly'],
    ['Quarterly', 'quarterly'],
    ['Q', 'quarterly'],
    ['Annual', 'annually'],
    ['A', 'annually'],
    ['yearly', 'annually'],
    ['Single', 'single'],
    ['once-off', 'single'],
    ['Lump sum', 'single'],
  ])('frequency %s is %s', (cell, value) => {
    expect(readFrequency(cell)).toEqual({ ok: true, value });
  });

  it('refuses a frequency it does not know', () => {
    expect(readFrequency('fortnightly')).toEqual({
      ok: false,
      why: '"fortnightly" is not a frequency (monthly, quarterly, annual or single)',
    });
  });

  it.each([
    ['In force', 'in-force'],
    ['IN-FORCE', 'in-force'],
    ['Active', 'in-force'],
    ['Lapsed', 'lapsed'],
    ['Canceled', 'cancelled'],
    ['Pending', 'applied'],
    ['Quote', 'quoted'],
  ])('status %s is %s', (cell, value) => {
    expect(readStatus(cell)).toEqual({ ok: true, value });
  });

  it.each([
    ['Life cover', 'life'],
    ['Critical illness', 'dread-disease'],
    ['RA', 'retirement-annuity'],
    ['Unit trust', 'investment'],
    ['Medical aid', 'medical-aid'],
    ['Short-term', 'short-term'],
  ])('product %s is %s', (cell, value) => {
    expect(readProduct(cell)).toEqual({ ok: true, value });
  });

  it.each([
    ['7.5', 7.5],
    ['7,5 %', 7.5],
    [3, 3],
    ['', null],
  ])('percentage %s is %s', (cell, value) => {
    expect(readPercent(cell)).toEqual({ ok: true, value });
  });

  it('reads a cell formatted as a percentage from its fraction', () => {
    expect(readPercent(0.075, true)).toEqual({ ok: true, value: 7.5 });
    expect(readPercent('120')).toEqual({ ok: false, why: 'a percentage is from 0 to 100' });
  });

  it('takes off our CSV guard apostrophe, and nothing else', () => {
    expect(cellText("'+264 81 234 5671")).toBe('+264 81 234 5671');
    expect(cellText("O'Neil")).toBe("O'Neil");
  });
});

import { describe, expect, it } from 'vitest';
import { tooLongMessage } from './field-rules';
import { optionalEmail, requiredPhone, splitFullName } from './fields';

describe('splitFullName (spec: first word is firstName, the rest lastName)', () => {
  it.each([
    ['Maria', { firstName: 'Maria', lastName: '' }],
    ['Maria Shikongo', { firstName: 'Maria', lastName: 'Shikongo' }],
    ['  Johan   van der  Merwe ', { firstName: 'Johan', lastName: 'van der Merwe' }],
    ['', { firstName: '', lastName: '' }],
  ])('%j', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });
});

describe('phone and optional e-mail rules', () => {
  const phone = requiredPhone('Please enter your phone number');
  it.each([
    ['+264 81 123 4567', true],
    ['(061) 123-456', true],
    ['12345', false],
    ['081 abc 4567', false],
    ['', false],
  ])('phone %j valid: %s', (value, valid) => {
    expect(phone.safeParse(value).success).toBe(valid);
  });

  it.each([
    ['', true],
    ['  ', true],
    ['a@example.com', true],
    ['no-at-sign', false],
  ])('optional e-mail %j valid: %s', (value, valid) => {
    expect(optionalEmail().safeParse(value).success).toBe(valid);
  });
});

describe('tooLongMessage: the limit written with its thousands grouped, without a number formatter', () => {
  it.each([
    [40, 'Please use at most 40 characters'],
    [200, 'Please use at most 200 characters'],
    [999, 'Please use at most 999 characters'],
    [1000, 'Please use at most 1,000 characters'],
    [5000, 'Please use at most 5,000 characters'],
    [20000, 'Please use at most 20,000 characters'],
    [1234567, 'Please use at most 1,234,567 characters'],
  ])('%i', (max, expected) => {
    expect(tooLongMessage(max)).toBe(expected);
    // The way it was written before (and what the server's messages have always said).
    expect(expected).toBe(`Please use at most ${max.toLocaleString('en-US')} characters`);
  });
});

import { describe, expect, it } from 'vitest';
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

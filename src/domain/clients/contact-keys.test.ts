import { describe, expect, it } from 'vitest';
import { contactKeys, emailKey, phoneKey, toE164 } from './contact-keys';

describe('recognising one person (DECISIONS D21)', () => {
  it.each([
    // written as a visitor types it      E.164 (Namibia unless a country is given)
    ['081 123 4567', '+264811234567'],
    ['+264 81 123 4567', '+264811234567'],
    ['264811234567', '+264811234567'],
    ['00264 81 123 4567', '+264811234567'],
    ['0811234567', '+264811234567'],
    ['(061) 234-567', '+26461234567'], // a Windhoek landline
    ['+27 82 123 4567', '+27821234567'], // South Africa, written with its code
    ['27821234567', '+27821234567'], // and without the plus
    ['12', null],
    ['not a phone', null],
    ['', null],
  ])('%j is %s', (written, e164) => {
    expect(toE164(written)).toBe(e164);
  });

  it('folds the case and trims an e-mail address, and ignores one without an @', () => {
    expect(emailKey('  Maria.Shikongo@Example.COM ')).toBe('email:maria.shikongo@example.com');
    expect(emailKey('')).toBeNull();
    expect(emailKey('maria')).toBeNull();
    expect(phoneKey('081 123 4567')).toBe('phone:+264811234567');
  });

  it('puts the e-mail first: it wins when the e-mail and the phone point at different clients', () => {
    expect(contactKeys({ email: 'a@example.com', phone: '0811234567' })).toEqual([
      'email:a@example.com',
      'phone:+264811234567',
    ]);
    expect(contactKeys({ email: '', phone: '0811234567' })).toEqual(['phone:+264811234567']);
    expect(contactKeys({ email: '', phone: '' })).toEqual([]);
  });
});

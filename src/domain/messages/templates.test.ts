import { describe, expect, it } from 'vitest';
import { fillTemplate, firstNameOf } from './templates';

const values = {
  firstName: 'Maria',
  adviserName: 'Alex Example',
  businessName: 'Example Financial Advisers',
  phone: '+264 61 000 0000',
  email: 'adviser@example.com',
  bookingLink: 'https://example.com/?book=review',
};

describe('a message template filled in for a client', () => {
  it.each([
    ['Dear {firstName},', 'Dear Maria,'],
    ['{adviserName}\n{businessName}', 'Alex Example\nExample Financial Advisers'],
    ['Call {phone} or write to {email}.', 'Call +264 61 000 0000 or write to adviser@example.com.'],
    ['Book here: {bookingLink}', 'Book here: https://example.com/?book=review'],
    ['{firstName} {firstName}', 'Maria Maria'],
    // Not one of its names: left as written, so the adviser sees the typo.
    ['Dear {firstname}, {surname}', 'Dear {firstname}, {surname}'],
    ['No placeholders at all.', 'No placeholders at all.'],
    ['{ firstName }', '{ firstName }'],
  ])('%j', (text, filled) => {
    expect(fillTemplate(text, values)).toBe(filled);
  });

  it.each([
    ['Maria Shikongo', 'Maria'],
    ['  Johannes   Nghipandulwa ', 'Johannes'],
    ['', ''],
  ])('first name of %j is %j', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});

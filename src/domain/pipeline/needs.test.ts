import { describe, expect, it } from 'vitest';
import { askedAgainNote, cardNeed } from './needs';

describe('cardNeed: one card per person and need (issue 59)', () => {
  it.each([
    // The same topic however it is written is one need.
    ['consultation-request', 'Retirement Planning', 'consultation-request:retirement planning'],
    ['consultation-request', '  retirement   planning ', 'consultation-request:retirement planning'],
    // Another topic, another need.
    ['consultation-request', 'Life Insurance', 'consultation-request:life insurance'],
    ['questionnaire', 'start-saving', 'questionnaire:start-saving'],
    ['quote-request', 'funeral, life', 'quote-request:funeral, life'],
    ['book-order', 'Financial Freedom Blueprint', 'book-order:financial freedom blueprint'],
    // One need of its kind: a funeral application, an FNA.
    ['funeral-application', '', 'funeral-application'],
    ['fna-submission', undefined, 'fna-submission'],
    // A workshop seat is not a sale: no card.
    ['workshop-registration', 'Retirement Planning Masterclass', null],
    ['workshop-registration', '', null],
  ])('%s about %j: %j', (type, about, expected) => {
    expect(cardNeed(type, about)).toBe(expected);
  });
});

describe('askedAgainNote', () => {
  it('says when, and what was asked', () => {
    expect(askedAgainNote('7 December 2026', 'Consultation request: Retirement Planning')).toBe(
      'Asked again on 7 December 2026: Consultation request: Retirement Planning',
    );
  });
});

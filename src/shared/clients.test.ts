import { describe, expect, it } from 'vitest';
import {
  clientDisplayName,
  emailSubject,
  requestsOnce,
  unpaidPremiumText,
  whatsAppGreeting,
  whatTheyAskedFor,
} from './clients';
import { duplicateMessage } from './new-client';

const from = { adviserName: 'Alex Example', businessName: 'Example Financial Advisers' };

describe('the client page’s prefilled texts', () => {
  it.each([
    [
      {
        kind: 'funeral-application',
        summary: 'Funeral cover application: N$ 250.00 a month for N$ 30,000 cover',
      },
      'your funeral cover application (N$ 250.00 a month for N$ 30,000 cover)',
    ],
    [
      { kind: 'consultation-request', summary: 'Consultation request: Retirement Planning' },
      'your consultation request (Retirement Planning)',
    ],
    [
      { kind: 'fna-submission', summary: 'Financial Needs Analysis submitted' },
      'your Financial Needs Analysis',
    ],
    [{ kind: 'newsletter', summary: 'Subscribed to the newsletter' }, 'your newsletter subscription'],
    [null, 'your enquiry'],
  ])('names what they asked for: %j', (enquiry, sentence) => {
    expect(whatTheyAskedFor(enquiry)).toBe(sentence);
  });

  it('greets the person by first name in the WhatsApp text', () => {
    expect(
      whatsAppGreeting(
        { name: 'Maria Shikongo' },
        {
          kind: 'funeral-application',
          summary: 'Funeral cover application: N$ 250.00 a month for N$ 30,000 cover',
        },
        from,
      ),
    ).toBe(
      'Dear Maria, this is Alex Example from Example Financial Advisers, about your funeral cover application (N$ 250.00 a month for N$ 30,000 cover). When would be a good time to talk?',
    );
    expect(whatsAppGreeting({ name: '' }, null, from)).toBe(
      'Hello, this is Alex Example from Example Financial Advisers, about your enquiry. When would be a good time to talk?',
    );
  });

  it('gives the e-mail a subject and an unnamed client a name', () => {
    expect(emailSubject({ kind: 'quote-request' }, 'Example Financial Advisers')).toBe(
      'Your quote request with Example Financial Advisers',
    );
    expect(clientDisplayName({ name: '', email: 'reader@example.com', phone: '' })).toBe(
      'reader@example.com',
    );
    expect(clientDisplayName({ name: '', email: '', phone: '' })).toBe('Unnamed client');
  });
});

describe('duplicateMessage (a client added by hand)', () => {
  it.each([
    [
      { name: 'Johanna Nghipondoka', contact: '+264 81 234 5671', stageLabel: 'Client' },
      'Johanna Nghipondoka, +264 81 234 5671, is already a client: open their page instead',
    ],
    [
      { name: 'Tomas Iipinge', contact: '', stageLabel: 'Prospect' },
      'Tomas Iipinge is already in the client book (prospect): open their page instead',
    ],
    [
      { name: 'Ester Nangolo', contact: 'ester@example.com', stageLabel: 'Former client' },
      'Ester Nangolo, ester@example.com, is already in the client book (former client): open their page instead',
    ],
  ])('%j', (duplicate, message) => {
    expect(duplicateMessage({ id: 'x', matched: 'the phone', ...duplicate })).toBe(message);
  });
});

describe('requestsOnce (a person waiting for a first contact, issue 59)', () => {
  const asked = (...summaries: string[]) =>
    requestsOnce(summaries.map((summary) => ({ summary, kind: 'consultation-request' as const })));
  it.each<[string, string[], string]>([
    [
      'one request',
      ['Consultation request: Retirement Planning'],
      'Consultation request: Retirement Planning',
    ],
    [
      'the same request twice, said once',
      ['Consultation request: Retirement Planning', 'Consultation request: Retirement Planning'],
      'Consultation request: Retirement Planning (twice)',
    ],
    [
      'three times, and another',
      ['Quote request: Life', 'Book order: A', 'Quote request: Life', 'Quote request: Life'],
      'Quote request: Life (3 times); Book order: A',
    ],
    ['no summary: the kind', [''], 'Consultation request'],
  ])('%s', (_label, summaries, expected) => {
    expect(asked(...summaries)).toBe(expected);
  });
});

describe('unpaidPremiumText (issue 59)', () => {
  it.each([
    [null, 'Nothing paid on Old Mutual Namibia’s statement for Nov 2026 (N$ 25.00 expected)'],
    [0, 'Nothing paid on Old Mutual Namibia’s statement for Nov 2026 (N$ 25.00 expected)'],
    // Commission taken back: the amount without a sign, the words say which way it went.
    [-2_500, 'N$ 25.00 taken back on Old Mutual Namibia’s statement for Nov 2026 (N$ 25.00 expected)'],
  ])('received %s', (receivedCents, text) => {
    expect(
      unpaidPremiumText({
        insurer: 'Old Mutual Namibia',
        month: '2026-11',
        expectedCents: 2_500,
        receivedCents,
      }),
    ).toBe(text);
  });

  it('thousands separated', () => {
    expect(
      unpaidPremiumText({ insurer: 'Sanlam', month: '2026-10', expectedCents: 450_000, receivedCents: null }),
    ).toBe('Nothing paid on Sanlam’s statement for Oct 2026 (N$ 4,500.00 expected)');
  });
});

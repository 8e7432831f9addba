import { describe, expect, it } from 'vitest';
import { buildTimeline, sentEmailText, type TimelineSources } from './timeline';

const empty: TimelineSources = {
  enquiries: [],
  stageChanges: [],
  notes: [],
  contacts: [],
  tasks: [],
  emails: [],
  merges: [],
  policies: [],
  policyChanges: [],
  reviews: [],
  invitations: [],
  documents: [],
  portalChanges: [],
  adviceConfirmations: [],
};

describe('the timeline in words (issue 44)', () => {
  it.each([
    ['newsletter-confirmation', 'Newsletter confirmation sent', 'To martha@example.com'],
    [
      'consultation-request',
      'E-mail sent',
      'Confirmation of their consultation request to martha@example.com',
    ],
    ['review-invitation', 'Review invitation sent', 'To martha@example.com'],
  ])('an e-mail of kind %s reads "%s"', (kind, title, detail) => {
    expect(sentEmailText(kind, 'martha@example.com')).toEqual({ title, detail });
  });

  it('shows a consultation booked, moved and cancelled, in Windhoek time', () => {
    const timeline = buildTimeline(
      {
        ...empty,
        bookings: [
          // 08:00 UTC is 10:00 in Windhoek.
          {
            id: 'b1',
            starts_at: '2026-12-03T08:00:00.000Z',
            kind: 'whatsapp-video',
            status: 'booked',
            sequence: 0,
            created_at: '2026-11-20T09:00:00.000Z',
            updated_at: '2026-11-20T09:00:00.000Z',
          },
          {
            id: 'b2',
            starts_at: '2026-12-04T12:30:00.000Z',
            kind: 'office',
            status: 'booked',
            sequence: 1,
            created_at: '2026-11-21T09:00:00.000Z',
            updated_at: '2026-11-22T09:00:00.000Z',
          },
          {
            id: 'b3',
            starts_at: '2026-12-05T07:00:00.000Z',
            kind: 'phone',
            status: 'cancelled',
            sequence: 1,
            created_at: '2026-11-23T09:00:00.000Z',
            updated_at: '2026-11-24T09:00:00.000Z',
          },
        ],
      },
      'viewer',
    );
    expect(timeline.map((entry) => [entry.title, entry.detail])).toEqual([
      ['Consultation cancelled', 'Saturday 5 December 2026 at 09:00 (Phone call)'],
      ['Consultation booked', 'Saturday 5 December 2026 at 09:00 (Phone call)'],
      ['Consultation moved', 'Now Friday 4 December 2026 at 14:30 (At the office)'],
      ['Consultation booked', 'A time, since moved'],
      ['Consultation booked', 'Thursday 3 December 2026 at 10:00 (WhatsApp video call)'],
    ]);
  });
});

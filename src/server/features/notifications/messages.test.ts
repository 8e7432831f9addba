import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../../../content/site-env';
import { renderEmail } from './messages';
import { nextRoundDelayMs, retryDelayMs } from './sender';

const site = resolveSiteConfig({});
const settings = { site, adviserEmail: 'adviser-inbox@example.com' };
const content = JSON.stringify({
  name: 'Ann Visitor',
  email: 'ann@example.com',
  phone: '081 000 0001',
  summary: 'Funeral cover for a family of four',
});

describe('enquiry e-mails', () => {
  it('tells the adviser the essentials and links the record', async () => {
    const email = await renderEmail(
      {
        enquiry_type: 'funeral-application',
        enquiry_id: 'abc-123',
        audience: 'adviser',
        to_address: '',
        content,
      },
      settings,
    );
    expect(email.to).toBe('adviser-inbox@example.com');
    expect(email.subject).toBe('New funeral cover application: Ann Visitor');
    expect(email.text).toContain('Phone: 081 000 0001');
    expect(email.text).toContain('Email: ann@example.com');
    expect(email.text).toContain('Funeral cover for a family of four');
    expect(email.text).toContain(`${site.siteUrl}/admin?tab=funeral&record=abc-123`);
  });

  it('confirms to the visitor what they asked for, what happens next, and how to reach the adviser', async () => {
    const email = await renderEmail(
      {
        enquiry_type: 'needs-analysis',
        enquiry_id: 'abc-123',
        audience: 'visitor',
        to_address: 'ann@example.com',
        content,
      },
      settings,
    );
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe(`We received your needs analysis - ${site.businessName}`);
    expect(email.text).toContain('Dear Ann,');
    expect(email.text).toContain('Funeral cover for a family of four');
    expect(email.text).toContain('within 24 hours');
    expect(email.text).toContain(site.phone);
    expect(email.text).toContain(`https://wa.me/${site.whatsappNumber}`);
    expect(email.text).not.toContain('/admin');
  });

  it.each([
    // 30 s, doubling: 30, 60, 120, 240 ... 30 x 2^6 = 1,920 s after the 7th; 30 x 2^7 = 3,840 s is
    // over an hour, so from the 8th the pause is one hour (3,600 s).
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [40, 3_600_000],
  ])('waits %i tries: %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('the next round', () => {
  // A full batch goes round again at once: 10 sent by SMTP, 200 kept as unsent without it. Fewer
  // wait the poll interval (here 1,000 ms): without SMTP, 10 to 199 kept used to mean at once.
  it.each([
    [true, 10, 0],
    [true, 20, 0],
    [true, 9, 1000],
    [true, 0, 1000],
    [false, 200, 0],
    [false, 199, 1000],
    [false, 10, 1000],
    [false, 0, 1000],
  ])('with SMTP %s, after %i handled: %i ms', (smtp, handled, delay) => {
    expect(nextRoundDelayMs(handled, smtp, 1000)).toBe(delay);
  });
});

describe('workshop confirmations', () => {
  const registration = {
    enquiry_type: 'workshop-registration',
    enquiry_id: 'reg-1',
    audience: 'visitor',
    to_address: 'ann@example.com',
    content: JSON.stringify({
      name: 'Ann Visitor',
      email: 'ann@example.com',
      phone: '081 000 0001',
      summary: 'Workshop registration: Budgeting Basics',
      cancelToken: 'a'.repeat(43),
    }),
  };
  const context = (seatStatus: 'confirmed' | 'waitlisted' | 'cancelled') => ({
    registrationId: 'reg-1',
    seatStatus,
    workshop: {
      id: 'w-1',
      title: 'Budgeting Basics',
      summary: 'A budget that lasts the month.',
      format: 'in-person' as const,
      venue: 'Hall B, Windhoek',
      joinUrl: '',
      startsAt: '2026-12-05T07:00:00.000Z',
      endsAt: '2026-12-05T09:00:00.000Z',
      status: 'published' as const,
    },
  });

  it.each([
    ['confirmed', `Your seat is confirmed: Budgeting Basics - ${site.businessName}`, true],
    ['waitlisted', `On the waiting list: Budgeting Basics - ${site.businessName}`, false],
    // Cancelled before the confirmation went out: a receipt, neither a seat nor an invitation.
    ['cancelled', `We received your workshop registration - ${site.businessName}`, false],
  ] as const)('a %s seat: "%s"', async (seat, subject, invitation) => {
    const email = await renderEmail(registration, settings, context(seat));
    expect(email.subject).toBe(subject);
    expect(email.calendar !== undefined).toBe(invitation);
    expect(email.html).toContain('<html');
    expect(email.text).toContain('Dear Ann,');
  });

  it('writes the venue and a cancellation link in the text as in the HTML', async () => {
    const email = await renderEmail(registration, settings, context('confirmed'));
    expect(email.text).toContain('Venue: Hall B, Windhoek');
    expect(email.text).toContain(`${site.siteUrl}/workshops/cancel?token=${'a'.repeat(43)}`);
    expect(email.html).toContain(`${site.siteUrl}/workshops/cancel?token=${'a'.repeat(43)}`);
  });
});

describe('the invitation to a yearly review (issue 31)', () => {
  it('asks the client to book a time, with the link that opens the wizard on the review', async () => {
    const email = await renderEmail(
      {
        enquiry_type: 'review-invitation',
        enquiry_id: 'client-1',
        audience: 'visitor',
        to_address: 'ann@example.com',
        content,
      },
      settings,
    );
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe(`Time for your yearly review - ${site.businessName}`);
    expect(email.text).toContain('Dear Ann,');
    expect(email.text).toContain(`Book a time for your review <${site.siteUrl}/my?next=review>`);
    expect(email.text).toContain(site.phone);
    expect(email.html).toContain(`href="${site.siteUrl}/my?next=review"`);
  });
});

describe('a request for documents (issue 32)', () => {
  it('lists what is asked and links the private page, saying until when it works', async () => {
    const email = await renderEmail(
      {
        enquiry_type: 'documents-request',
        enquiry_id: 'request-1',
        audience: 'visitor',
        to_address: 'ann@example.com',
        content: JSON.stringify({
          name: 'Ann Visitor',
          email: 'ann@example.com',
          phone: '081 000 0001',
          summary: 'For your new policy.',
          documentsLink: `${site.siteUrl}/documents?token=abc`,
          documentKinds: ['id-document', 'proof-of-address'],
          expiresAt: '2026-12-09T08:00:00.000Z',
        }),
      },
      settings,
    );
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe(`Documents for your file - ${site.businessName}`);
    expect(email.text).toContain('- ID document');
    expect(email.text).toContain('- Proof of address');
    expect(email.text).toContain('For your new policy.');
    expect(email.text).toContain(`Send your documents <${site.siteUrl}/documents?token=abc>`);
    expect(email.text).toContain('9 December 2026');
  });
});

describe('the client’s links and codes (issue 32)', () => {
  it('asks the client to confirm their record of advice, with the link and until when it works', async () => {
    const email = await renderEmail(
      {
        enquiry_type: 'advice-confirmation',
        enquiry_id: 'conf-1',
        audience: 'visitor',
        to_address: 'ann@example.com',
        content: JSON.stringify({
          name: 'Ann Visitor',
          email: 'ann@example.com',
          phone: '',
          summary: 'FNA_Report_2026-11-25.pdf',
          documentsLink: `${site.siteUrl}/advice?token=abc`,
          expiresAt: '2026-12-25T08:00:00.000Z',
        }),
      },
      settings,
    );
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe(`Please confirm your record of advice - ${site.businessName}`);
    expect(email.text).toContain('FNA_Report_2026-11-25.pdf');
    expect(email.text).toContain(`${site.siteUrl}/advice?token=abc`);
    expect(email.text).toContain('works until 25 December 2026');
  });

  it('sends the portal code, in the subject and the body', async () => {
    const email = await renderEmail(
      {
        enquiry_type: 'portal-code',
        enquiry_id: 'client-1',
        audience: 'visitor',
        to_address: 'ann@example.com',
        content: JSON.stringify({
          name: 'Ann Visitor',
          email: 'ann@example.com',
          phone: '',
          summary: '',
          code: '042917',
        }),
      },
      settings,
    );
    expect(email.to).toBe('ann@example.com');
    expect(email.subject).toBe(`Your sign-in code: 042917 - ${site.businessName}`);
    expect(email.text).toContain('Your code is 042917');
    expect(email.text).toContain('10 minutes');
  });

  it('asks a new subscriber to confirm, with the link and for how long it works', async () => {
    const link = `${site.siteUrl}/newsletter/confirm?token=abc`;
    const email = await renderEmail(
      {
        enquiry_type: 'newsletter-confirmation',
        enquiry_id: 'subscription-1',
        audience: 'visitor',
        to_address: 'reader@example.com',
        content: JSON.stringify({ name: '', email: 'reader@example.com', phone: '', summary: '', link }),
      },
      settings,
    );
    expect(email.to).toBe('reader@example.com');
    expect(email.subject).toBe(`Please confirm your subscription - ${site.businessName}`);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).toContain(`Confirm my subscription <${link}>`);
    expect(email.text).toContain('at reader@example.com');
    expect(email.text).toContain('The link works for 7 days.');
  });
});

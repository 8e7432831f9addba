import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateLabel } from '../src/domain/windhoek-time';
import { policyStatusDateHints } from '../src/shared/book';
import { reviewSignInNotice } from '../src/shared/portal-texts';
import { reviewBookingPath } from '../src/shared/review-booking';
import {
  admin,
  consultation as consultationOn,
  expectNoSidewaysScroll,
  openFolds,
  prepareScreenshots,
  shoot,
  signedIn as signedInOn,
  unexpected,
} from './support/book';
import { signInToPortal } from './support/portal';
import {
  adminFetch,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  type ViewportName,
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * The book of business (issue 31) in a real browser, recording: a policy from a won card (its
 * errors first) at 1280 and 375 px, the client's page with policies, a family link, a yearly
 * review logged and an invitation to the next (its link opening the wizard), a commission
 * statement entered on the policy (a duplicate month refused) with its lives covered and
 * beneficiaries; axe and screenshots. The book's overviews are in book-overview.e2e.ts.
 */

let site: RunningSite;
let browser: Browser;
let maria = '';
let petrus = '';
const consultation = (fullName: string, email: string, phone: string) =>
  consultationOn(site, fullName, email, phone);
const signedIn = (viewport: ViewportName, path: string) => signedInOn(browser, site, viewport, path);

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  maria = await consultation('Maria Bookkeeper', 'maria.book@example.com', '+264 81 700 1001');
  petrus = await consultation('Petrus Bookkeeper', 'petrus.book@example.com', '+264 81 700 1002');
  await consultation('Selma Phone', 'selma.phone@example.com', '+264 81 700 1004');
  // Maria's and Selma's cards were won.
  const api = await adminFetch(site.baseUrl, admin);
  for (const name of ['Maria Bookkeeper', 'Selma Phone']) {
    const cardId = site.query<{ id: string }>('select id from pipeline_leads where name = ?', name)[0]?.id;
    const moved = await api(`/api/pipeline-leads/${cardId}`, {
      method: 'PATCH',
      body: { status: 'acceptance' },
    });
    expect(moved.status).toBe(200);
  }
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the book of business', () => {
  it('records a policy from a won card, naming each bad field first', async () => {
    const { context, page, problems } = await signedIn('desktop', '/pipeline');
    await page.locator('button[data-lead-id]', { hasText: 'Maria Bookkeeper' }).click();
    const lead = page.getByRole('dialog', { name: 'Edit Lead' });
    await lead.getByRole('button', { name: 'Record the policy' }).click();
    const form = page.getByRole('dialog', { name: 'Record the policy' });
    // Prefilled from the card: in force from today.
    expect(await form.getByLabel('Status').inputValue()).toBe('in-force');
    expect(await form.getByLabel('Start date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await form.getByLabel('Premium (N$)').fill('-450');
    await form.getByRole('button', { name: 'Record the policy' }).click();
    await form.getByText('Enter the insurer (2 to 80 characters)').waitFor();
    await form.getByText('The premium cannot be negative').waitFor();
    await form.getByText('Choose the kind of product').waitFor();
    expect(await form.getByLabel('Insurer').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'the policy form with errors');
    await shoot(page, 'book-record-policy-errors-1280');

    // The insurer is offered from a data list, not a select.
    expect(await form.getByLabel('Insurer').getAttribute('list')).toBeTruthy();
    await form.getByLabel('Insurer').fill('Old Mutual Namibia');
    await form.getByLabel('Policy number').fill('OM-E2E-1');
    await form.getByLabel('Product').selectOption('life');
    await form.getByLabel('Start date').fill('2025-06-01');
    await form.getByLabel('Premium (N$)').fill('450');
    await form.getByLabel(/Cover \(N\$\)/).fill('1,500,000');
    await form.getByLabel('First-year commission').selectOption('percent');
    await form.getByLabel('Percentage (%)').fill('50');
    await form.getByLabel(/Ongoing from month 13/).fill('3');
    await form.getByRole('button', { name: 'Record the policy' }).click();
    expect(await waitForToast(page, 'Policy recorded')).toContain(
      'Old Mutual Namibia OM-E2E-1 for Maria Bookkeeper',
    );
    expect(
      site.query(
        "select client_id, product, status, start_date, premium_cents, premium_frequency, cover_cents from policies where policy_number = 'OM-E2E-1'",
      ),
    ).toEqual([
      {
        client_id: maria,
        product: 'life',
        status: 'in-force',
        start_date: '2025-06-01',
        premium_cents: 45_000,
        premium_frequency: 'monthly',
        cover_cents: 150_000_000,
      },
    ]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('records a policy from a won card on a phone (375 px)', async () => {
    const { context, page, problems } = await signedIn('phone', '/pipeline');
    await page.locator('button[data-lead-id]', { hasText: 'Selma Phone' }).click();
    await page
      .getByRole('dialog', { name: 'Edit Lead' })
      .getByRole('button', { name: 'Record the policy' })
      .click();
    const form = page.getByRole('dialog', { name: 'Record the policy' });
    await form.getByLabel('Insurer').fill('Sanlam Namibia');
    await form.getByLabel('Product').selectOption('funeral');
    await form.getByLabel('Premium (N$)').fill('180');
    await form.getByRole('button', { name: 'Record the policy' }).click();
    await form.getByText('Enter the policy number').waitFor();
    await expectNoAxeViolations(page, 'the policy form on a phone');
    await shoot(page, 'book-record-policy-375');
    await form.getByLabel('Policy number').fill('SN-PHONE-1');
    await form.getByLabel('Status').selectOption('applied');
    await form.getByRole('button', { name: 'Record the policy' }).click();
    expect(await waitForToast(page, 'Policy recorded')).toContain(
      'Sanlam Namibia SN-PHONE-1 for Selma Phone',
    );
    expect(
      site.query(
        "select product, status, premium_cents, premium_frequency from policies where policy_number = 'SN-PHONE-1'",
      ),
    ).toEqual([
      { product: 'funeral', status: 'applied', premium_cents: 18_000, premium_frequency: 'monthly' },
    ]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'shows the policy on the client page, links a spouse and logs a yearly review (%s)',
    async (viewport) => {
      const { context, page, problems } = await signedIn(viewport, `/admin/clients/${maria}`);
      if (viewport === 'phone') await openFolds(page);
      const policies = page.getByRole('region', { name: 'Policies' });
      await policies.getByRole('link', { name: 'Life cover, Old Mutual Namibia' }).waitFor();
      await policies.getByText('1 in force, N$ 450.00 a month').waitFor();
      const review = page.getByRole('region', { name: 'Yearly review' });
      const household = page.getByRole('region', { name: 'Household' });

      if (viewport === 'phone') {
        // Started 2025-06-01 and never reviewed: due a year on, overdue now.
        await review.getByText('Review overdue since 1 Jun 2026.').waitFor();
        await review.getByRole('button', { name: 'Log a review' }).click();
        await review.getByRole('button', { name: 'Log review' }).click();
        await review.getByText('Choose the outcome').waitFor();
        await review.getByText('No change', { exact: true }).click();
        await review.getByLabel(/Notes/).fill('Cover still right for the family.');
        await review.getByRole('button', { name: 'Log review' }).click();
        await waitForToast(page, 'Review logged');
        await review.getByText(/^Next review due /).waitFor();
        await review.getByText('Cover still right for the family.').waitFor();

        // Invited to book a time: the e-mail is queued, and its link opens the wizard on the review.
        await review.getByRole('button', { name: 'Invite to a review' }).click();
        expect(await waitForToast(page, 'Invitation sent')).toContain('maria.book@example.com');
        await review.getByText(/^Last invited /).waitFor();
        expect(
          site.query("select to_address from outbox_messages where enquiry_type = 'review-invitation'"),
        ).toEqual([{ to_address: 'maria.book@example.com' }]);

        await household.getByRole('button', { name: 'Link a family member' }).click();
        await household.getByRole('button', { name: 'Link' }).click();
        await household.getByText('Choose the other client').waitFor();
        await household.getByText('Choose how they are related').waitFor();
        await household.getByLabel('Related client').fill('Petrus');
        await household.getByRole('button', { name: /Petrus Bookkeeper/ }).click();
        await household.getByLabel('They are Maria Bookkeeper’s').selectOption('spouse');
        await household.getByRole('button', { name: 'Link' }).click();
        await waitForToast(page, 'Linked');
      }
      await household.getByRole('link', { name: 'Petrus Bookkeeper' }).waitFor();
      await expectNoAxeViolations(page, `the client page with the book (${viewport})`);
      await expectNoSidewaysScroll(page);
      // The policy and the review are on the client's timeline.
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await timeline.getByRole('link', { name: 'Policy recorded' }).waitFor();
      await timeline.getByText('Yearly review held').waitFor();
      await shoot(page, `book-client-page-${viewport === 'phone' ? 375 : 1280}`);
      expect(site.query('select outcome from client_reviews where client_id = ?', maria)).toEqual([
        { outcome: 'no-change' },
      ]);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it('logs a yearly review on a laptop (1280 px)', async () => {
    const { context, page, problems } = await signedIn('desktop', `/admin/clients/${petrus}`);
    const review = page.getByRole('region', { name: 'Yearly review' });
    await review.getByText('No review due: no policy in force.').waitFor();
    await review.getByRole('button', { name: 'Log a review' }).click();
    await review.getByRole('button', { name: 'Log review' }).click();
    await review.getByText('Choose the outcome').waitFor();
    await expectNoAxeViolations(page, 'the review form with its error');
    await review.getByText('Could not reach them', { exact: true }).click();
    await review.getByRole('button', { name: 'Log review' }).click();
    // An attempt is not a review held (D27, issue 44): the review stays due.
    expect(await waitForToast(page, 'Attempt logged')).toContain('the review stays due until it is held');
    await review.getByText(/: Could not reach them$/).waitFor();
    expect(site.query('select outcome from client_reviews where client_id = ?', petrus)).toEqual([
      { outcome: 'could-not-reach' },
    ]);
    await shoot(page, 'book-review-1280');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('opens the review’s times for the invited client by name from the invitation’s link (375 px)', async () => {
    // The invitation e-mail's link is the client's own page, which opens the review once signed in.
    const [invitation] = site.query<{ content: string }>(
      "select content from outbox_messages where enquiry_type = 'review-invitation' limit 1",
    );
    expect(invitation).toBeTruthy();
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}${reviewBookingPath}`);
    await waitForHydration(page);
    await page.getByText(reviewSignInNotice).waitFor();
    await signInToPortal(site, page, 'maria.book@example.com', reviewBookingPath);
    // Known by name, the review's times open at once: not the first-consultation wizard.
    await page.getByText(/^Signed in as Maria/).waitFor();
    const consultations = page.getByRole('region', { name: 'Your consultations' });
    await consultations.getByRole('heading', { name: 'Choose a time' }).waitFor();
    expect(await page.getByText(/first consultation is free/i).count()).toBe(0);
    const times = consultations.getByRole('radio');
    await times.first().waitFor();
    await times.first().check({ force: true });
    await consultations
      .getByRole('group', { name: 'How would you like to meet?' })
      .getByLabel('Phone call')
      .check();
    await expectNoAxeViolations(page, 'the review booked from an invitation');
    await consultations.getByRole('button', { name: 'Book my review' }).click();
    await consultations.getByText(/^Your review is booked for /).waitFor();
    await shoot(page, 'book-review-from-invitation-375');
    expect(
      site.query<{ custom_topic: string; full_name: string }>(
        "select custom_topic, full_name from consultation_requests where custom_topic = 'Yearly review of my policies'",
      ),
    ).toEqual([{ custom_topic: 'Yearly review of my policies', full_name: 'Maria Bookkeeper' }]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('still opens the booking wizard on the review from the link of invitations sent before (375 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/?book=review`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Book Your Free Consultation' });
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    expect(await dialog.getByLabel('Other').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Your topic').inputValue()).toBe('Yearly review of my policies');
    // The address is clean again: a reload does not open the wizard a second time.
    expect(new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page, 'the wizard opened from an invitation');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('enters a commission statement on the policy, and refuses the same month twice (375 px)', async () => {
    const policyId = site.query<{ id: string }>("select id from policies where policy_number = 'OM-E2E-1'")[0]
      ?.id;
    const { context, page, problems } = await signedIn('phone', `/admin/policies/${policyId}`);
    await page.getByRole('heading', { name: 'Life cover, Old Mutual Namibia' }).waitFor();
    const commission = page.getByRole('region', { name: 'Commission' });
    await commission.getByLabel('Month', { exact: true }).fill('2025-06');
    await commission.getByRole('button', { name: 'Enter statement' }).click();
    await commission.getByText('Enter the amount paid in N$, e.g. 812.50 (a clawback as -812.50)').waitFor();
    await commission.getByLabel('Amount paid (N$)').fill('2 500.00');
    await commission.getByRole('button', { name: 'Enter statement' }).click();
    await waitForToast(page, 'Statement entered');
    // 50% of the first year's premium (12 x N$ 450 = N$ 5,400) up front: N$ 2,700 expected in June 2025.
    const june = commission.getByRole('row', { name: /Jun 2025/ });
    await expect.poll(() => june.textContent()).toBe('Jun 2025N$ 2,700.00N$ 2,500.00-N$ 200.00');

    await commission.getByLabel('Amount paid (N$)').fill('100');
    await commission.getByRole('button', { name: 'Enter statement' }).click();
    await commission.getByText('2025-06 is entered already for this policy').waitFor();
    // Lives covered and beneficiaries: Maria's household to choose from, shares up to 100 %.
    const parties = page.getByRole('region', { name: 'Lives covered and beneficiaries' });
    await parties.getByLabel('As', { exact: true }).selectOption('life-covered');
    await parties.getByRole('button', { name: 'Add' }).click();
    await waitForToast(page, 'Life covered added');
    await parties.getByLabel('As', { exact: true }).selectOption('beneficiary');
    await parties.getByLabel('Who', { exact: true }).selectOption({ label: 'Petrus Bookkeeper' });
    await parties.getByLabel(/Share/).fill('60');
    await parties.getByRole('button', { name: 'Add' }).click();
    await waitForToast(page, 'Beneficiary added');
    await parties.getByLabel('Who', { exact: true }).selectOption({ label: 'Someone else (type the name)' });
    await parties.getByRole('button', { name: 'Add' }).click();
    await parties.getByText('Choose a client or enter their name').waitFor();
    await parties.getByLabel('Their name').fill('Tuli Bookkeeper');
    await parties.getByLabel(/Share/).fill('50');
    await parties.getByRole('button', { name: 'Add' }).click();
    await parties
      .getByText("The beneficiaries' shares would add up to more than 100% (60% given already)")
      .waitFor();
    await parties.getByLabel(/Share/).fill('40');
    await parties.getByRole('button', { name: 'Add' }).click();
    await parties.getByText('Tuli Bookkeeper').waitFor();
    expect(
      site.query('select role, name, share_basis_points from policy_parties order by role, name'),
    ).toEqual([
      { role: 'beneficiary', name: 'Petrus Bookkeeper', share_basis_points: 6_000 },
      { role: 'beneficiary', name: 'Tuli Bookkeeper', share_basis_points: 4_000 },
      { role: 'life-covered', name: 'Maria Bookkeeper', share_basis_points: null },
    ]);

    // The policy's own timeline.
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Beneficiary added: Petrus Bookkeeper (60%)').waitFor();
    await history.getByText('Commission statement for 2025-06: N$ 2,500.00').waitFor();
    await history.getByText('Recorded').waitFor();
    await expectNoAxeViolations(page, 'the policy page');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'book-policy-375');
    expect(site.query("select month, amount_cents from policy_commissions where month = '2025-06'")).toEqual([
      { month: '2025-06', amount_cents: 250_000 },
    ]);
    expect(unexpected(problems, 409, 400)).toEqual([]);
    await context.close();
  });

  it('enters a commission statement on a laptop (1280 px)', async () => {
    const policyId = site.query<{ id: string }>("select id from policies where policy_number = 'OM-E2E-1'")[0]
      ?.id;
    const { context, page, problems } = await signedIn('desktop', `/admin/policies/${policyId}`);
    const commission = page.getByRole('region', { name: 'Commission' });
    await commission.getByLabel('Month', { exact: true }).fill('2025-08');
    await commission.getByLabel('Amount paid (N$)').fill('twelve');
    await commission.getByRole('button', { name: 'Enter statement' }).click();
    await commission.getByText('Enter the amount paid in N$, e.g. 812.50 (a clawback as -812.50)').waitFor();
    await commission.getByLabel('Amount paid (N$)').fill('0');
    await commission.getByRole('button', { name: 'Enter statement' }).click();
    await waitForToast(page, 'Statement entered');
    // Month 3 of a first-year commission paid up front: nothing expected, nothing paid.
    await expect
      .poll(() => commission.getByRole('row', { name: /Aug 2025/ }).textContent())
      .toBe('Aug 2025N$ 0.00N$ 0.00N$ 0.00');
    await expectNoAxeViolations(page, 'the policy page on a laptop');
    await shoot(page, 'book-policy-1280');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lapses a policy from its page and corrects the lapse’s date, a date ahead refused (375 px)', async () => {
    // Windhoek's calendar (UTC+2 all year): the dates relative to today, so the test holds any day.
    const day = (offset: number) =>
      new Date(Date.now() + 2 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const [recorded, corrected, tomorrow] = [day(-10), day(-40), day(1)];
    const api = await adminFetch(site.baseUrl, admin);
    const created = await api('/api/admin/policies', {
      method: 'POST',
      body: {
        clientId: maria,
        insurer: 'Hollard Namibia',
        product: 'life',
        policyNumber: 'HOL-E2E-LAPSE',
        status: 'in-force',
        startDate: '2025-01-01',
        premiumCents: 30_000,
        premiumFrequency: 'monthly',
      },
    });
    expect(created.status).toBe(201);
    const policyId = ((await created.json()) as { id: string }).id;
    const { context, page, problems } = await signedIn('phone', `/admin/policies/${policyId}`);
    await page.getByRole('heading', { name: 'Life cover, Hollard Namibia' }).waitFor();
    const edit = async () => {
      await page.getByRole('button', { name: 'Edit policy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit the policy' });
      await dialog.waitFor();
      return dialog;
    };
    // In force since its start, no change kept: no date to correct until the status changes.
    let dialog = await edit();
    expect(await dialog.getByLabel(/^In force from/).count()).toBe(0);
    await dialog.getByLabel('Status').selectOption('lapsed');
    await dialog.getByText(policyStatusDateHints.fromToday).waitFor();
    await dialog.getByLabel(/^Lapsed from/).fill(recorded);
    await dialog.getByRole('button', { name: 'Save policy' }).click();
    await waitForToast(page, 'Policy saved');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(`Lapsed on ${calendarDateLabel(recorded)}`)
      .first()
      .waitFor();

    // The lapse was earlier: its date is on the form to correct; a day ahead is refused under the field.
    dialog = await edit();
    const since = dialog.getByLabel(/^Lapsed from/);
    expect(await since.inputValue()).toBe(recorded);
    await dialog.getByText(policyStatusDateHints.correct).waitFor();
    await since.scrollIntoViewIfNeeded();
    await shoot(page, 'book-policy-status-date-375');
    await since.fill(tomorrow);
    await dialog.getByRole('button', { name: 'Save policy' }).click();
    await dialog.getByText('The date is today or earlier').waitFor();
    await since.fill(corrected);
    await dialog.getByRole('button', { name: 'Save policy' }).click();
    await waitForToast(page, 'Policy saved');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(`Lapsed on ${calendarDateLabel(corrected)}`)
      .first()
      .waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history
      .getByText(`Date of the status: ${calendarDateLabel(recorded)} → ${calendarDateLabel(corrected)}`)
      .waitFor();
    await history.getByText(`Status: In force → Lapsed, from ${calendarDateLabel(recorded)}`).waitFor();
    await expectNoAxeViolations(page, 'the policy page after a corrected date');
    await shoot(page, 'book-policy-lapse-corrected-375');
    // One change kept, with the corrected date.
    expect(
      site.query('select to_status, effective_date from policy_status_changes where policy_id = ?', policyId),
    ).toEqual([{ to_status: 'lapsed', effective_date: corrected }]);
    expect(unexpected(problems, 400)).toEqual([]);
    await context.close();
  });
});

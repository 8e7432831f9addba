import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFna } from '../src/shared/fna.fixtures';
import {
  adminFetch,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  signInAt,
  startSite,
  type ViewportName,
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * The book of business (issue 31) in a real browser: a policy recorded from a won card (its
 * errors first), the client's page with policies, a family link and a yearly review logged, a
 * commission statement entered on the policy (a duplicate month refused), the household page,
 * the book with its anniversary link, and the commissions report with a statement imported from
 * a CSV (a file without a column refused); axe and screenshots at 375 and 1280 px.
 */

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
const screenshots = 'test-results/screenshots';

let site: RunningSite;
let browser: Browser;
let maria = '';
let petrus = '';

async function consultation(fullName: string, email: string, phone: string) {
  const response = await fetch(`${site.baseUrl}/api/consultation-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      topic: 'retirement-planning',
      customTopic: '',
      urgency: 'soon',
      details: 'Cover for the family.',
      fullName,
      email,
      phone,
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return site.query<{ client_id: string }>('select client_id from consultation_requests where id = ?', id)[0]
    ?.client_id as string;
}

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  maria = await consultation('Maria Bookkeeper', 'maria.book@example.com', '+264 81 700 1001');
  petrus = await consultation('Petrus Bookkeeper', 'petrus.book@example.com', '+264 81 700 1002');
  // Maria's card was won.
  const api = await adminFetch(site.baseUrl, admin);
  const cardId = site.query<{ id: string }>(
    'select id from pipeline_leads where name = ?',
    'Maria Bookkeeper',
  )[0]?.id;
  const moved = await api(`/api/pipeline-leads/${cardId}`, {
    method: 'PATCH',
    body: { status: 'acceptance' },
  });
  expect(moved.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function signedIn(viewport: ViewportName, path: string) {
  const opened = await openPage(browser, viewport);
  await signInAt(opened.page, site.baseUrl, path, admin);
  return opened;
}

/**
 * Console errors but the expected ones: the session check before signing in (401), and the answers
 * the error paths ask for (a month entered twice, 409; a CSV without a column, 400).
 */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (401|409|400) /.test(problem));

/** Nothing wider than the phone's screen: no sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

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
        'select client_id, product, status, start_date, premium_cents, premium_frequency, cover_cents from policies',
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

  it.each(['phone', 'desktop'] as const)(
    'shows the policy on the client page, links a spouse and logs a yearly review (%s)',
    async (viewport) => {
      const { context, page, problems } = await signedIn(viewport, `/admin/clients/${maria}`);
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

  it('opens the booking wizard on the review from the invitation’s link (375 px)', async () => {
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
    const policyId = site.query<{ id: string }>('select id from policies')[0]?.id;
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
    expect(site.query('select month, amount_cents from policy_commissions')).toEqual([
      { month: '2025-06', amount_cents: 250_000 },
    ]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'shows the household, the book and its anniversary list (%s)',
    async (viewport) => {
      const width = viewport === 'phone' ? 375 : 1280;
      const { context, page, problems } = await signedIn(viewport, `/admin/clients/${petrus}/household`);
      await page.getByRole('heading', { name: 'Petrus Bookkeeper’s household' }).waitFor();
      await page
        .getByRole('region', { name: 'Maria Bookkeeper' })
        .getByText('Life cover, Old Mutual Namibia')
        .waitFor();
      const together = page.getByText('Monthly premium together', { exact: true }).locator('..');
      expect(await together.textContent()).toContain('N$ 450.00');
      expect(await page.getByText('Life cover', { exact: true }).locator('..').textContent()).toContain(
        'N$ 1,500,000.00',
      );
      await expectNoAxeViolations(page, `the household page (${viewport})`);
      await expectNoSidewaysScroll(page);
      await shoot(page, `book-household-${width}`);

      await page.goto(`${site.baseUrl}/admin/book`);
      await page.getByRole('heading', { name: 'Book of business' }).waitFor();
      const inForce = page.getByText('Policies in force', { exact: true }).locator('..');
      await expect.poll(() => inForce.textContent()).toContain('1');
      expect(
        await page.getByText('Monthly premium in force', { exact: true }).locator('..').textContent(),
      ).toContain('N$ 450.00');
      await expectNoAxeViolations(page, `the book (${viewport})`);
      await expectNoSidewaysScroll(page);
      await shoot(page, `book-${width}`);
      // The anniversary in June (2026 or 2027, whichever is within the next twelve months) lists the policy.
      await page.getByRole('link', { name: /^Jun 20\d\d 1$/ }).click();
      await page.getByRole('heading', { name: 'Policies', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Life cover, Old Mutual Namibia' }).waitFor();
      expect(page.url()).toMatch(/renewsIn=20\d\d-06/);
      await expectNoAxeViolations(page, `the policy list (${viewport})`);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    },
  );

  it('shows on Today the reviews due within 30 days and one follow-up per person (375 px)', async () => {
    // Two enquiries from one person: two "Contact" tasks, one line on Today.
    const anna = await consultation('Anna Twice', 'anna.twice@example.com', '+264 81 700 1003');
    await consultation('Anna Twice', 'anna.twice@example.com', '+264 81 700 1003');
    // An in-force policy that started 350 days ago: its first review falls due in about two weeks.
    const started = new Date(Date.now() - 350 * 86_400_000).toISOString().slice(0, 10);
    const api = await adminFetch(site.baseUrl, admin);
    const recorded = await api('/api/admin/policies', {
      method: 'POST',
      body: {
        clientId: anna,
        insurer: 'Sanlam Namibia',
        product: 'funeral',
        policyNumber: 'SN-E2E-2',
        status: 'in-force',
        startDate: started,
        premiumCents: 18_000,
        premiumFrequency: 'monthly',
      },
    });
    expect(recorded.status).toBe(201);

    const { context, page, problems } = await signedIn('phone', '/admin/today');
    const reviews = page.getByRole('region', { name: /Reviews due in the next 30 days/ });
    await reviews.getByRole('link', { name: 'Anna Twice' }).waitFor();
    await reviews.getByText(/^Due /).waitFor();
    await page
      .getByRole('region', { name: /Appointments today/ })
      .getByText('No consultations or workshops today.')
      .waitFor();
    const contact = page.locator('p', { hasText: 'Contact Anna Twice' });
    await expect.poll(() => contact.count()).toBe(1);
    expect(await contact.textContent()).toContain('(for 2 enquiries)');
    await expectNoAxeViolations(page, 'Today with reviews due');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'book-today-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('adds the policies and children a client’s FNA lists, after a preview, once (375 px)', async () => {
    const submitted = await fetch(`${site.baseUrl}/api/fna/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...completeFna,
        insuranceInvestmentSummary: {
          ...completeFna.insuranceInvestmentSummary,
          lifeAssurance: [
            {
              policyNumber: 'EL-77',
              company: 'Example Life',
              inception: '2021-05-01',
              premium: 850,
              death: 1_000_000,
            },
          ],
        },
      }),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const clientId = site.query<{ client_id: string }>(
      'select client_id from fna_submissions where id = ?',
      id,
    )[0]?.client_id as string;

    const { context, page, problems } = await signedIn('phone', `/admin/clients/${clientId}`);
    const policies = page.getByRole('region', { name: 'Policies' });
    await policies.getByRole('button', { name: 'Add from their FNA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add from their FNA' });
    // New ones ticked; the pension fund without a start date cannot be added.
    const life = dialog.getByRole('checkbox', { name: /Life cover, Example Life/ });
    await life.waitFor();
    expect(await life.isChecked()).toBe(true);
    const pension = dialog.getByRole('checkbox', { name: /Other, Example Fund/ });
    expect(await pension.isDisabled()).toBe(true);
    await dialog.getByText('The FNA does not give the start date').first().waitFor();
    expect(await dialog.getByRole('checkbox', { name: /Child One/ }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'the FNA preview');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'book-fna-import-375');
    // One child left out by the adviser.
    await dialog.getByRole('checkbox', { name: /Child Two/ }).uncheck();
    await dialog.getByRole('button', { name: 'Add the 2 ticked' }).click();
    expect(await waitForToast(page, 'Added from the FNA')).toContain('1 policy recorded, 1 child linked.');
    await policies.getByRole('link', { name: 'Life cover, Example Life' }).waitFor();
    await page.getByRole('region', { name: 'Household' }).getByRole('link', { name: 'Child One' }).waitFor();

    // Opened again: what was added is there already, and cannot be ticked.
    await policies.getByRole('button', { name: 'Add from their FNA' }).click();
    await dialog.getByRole('checkbox', { name: /Life cover, Example Life/ }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: /Life cover, Example Life/ }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Child Two/ }).isChecked()).toBe(true);
    expect(site.query("select count(*) as n from policies where policy_number = 'EL-77'")).toEqual([
      { n: 1 },
    ]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('compares expected with received commission, and imports a statement after its preview (1280 px)', async () => {
    const { context, page, problems } = await signedIn('desktop', '/admin/commissions');
    await page.getByLabel('From').fill('2025-06');
    await page.getByLabel('To').fill('2025-07');
    const insurers = page.getByRole('region', { name: 'By insurer' });
    await expect
      .poll(() => insurers.getByRole('row', { name: /Old Mutual Namibia/ }).textContent())
      .toBe('Old Mutual NamibiaN$ 2,700.00N$ 2,500.00-N$ 200.00');
    await page
      .getByRole('region', { name: /Where they differ/ })
      .getByText('Old Mutual Namibia OM-E2E-1')
      .waitFor();

    const file = page.getByLabel('Statement file (CSV)');
    await file.setInputFiles({
      name: 'no-amount.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Insurer,Policy number,Month\nOld Mutual Namibia,OM-E2E-1,2025-07\n'),
    });
    await page.getByText(/The file has no column Amount/).waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');

    await file.setInputFiles({
      name: 'old-mutual-july.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Insurer,Policy number,Month,Amount',
          'Old Mutual Namibia,OM-E2E-1,2025-07,0.00',
          'Old Mutual Namibia,OM-E2E-1,2025-06,2500.00',
          'Sanlam Namibia,NOPE-1,2025-07,100.00',
          'Old Mutual Namibia,OM-E2E-1,2025-13,5',
        ].join('\n'),
      ),
    });
    await page.getByText('old-mutual-july.csv: 1 matched, 1 unmatched, 1 duplicate, 1 unreadable.').waitFor();
    await page.getByText('Line 5: the month "2025-13" is not YYYY-MM').waitFor();
    expect(site.query('select count(*) as n from policy_commissions')).toEqual([{ n: 1 }]);
    await expectNoAxeViolations(page, 'the commissions page with a preview');
    await shoot(page, 'book-commissions-1280');
    await page.getByRole('button', { name: 'Store 1 matched line' }).click();
    expect(await waitForToast(page, 'Statement imported')).toContain('1 line stored.');
    expect(
      site.query("select month, amount_cents, source from policy_commissions where source = 'csv'"),
    ).toEqual([{ month: '2025-07', amount_cents: 0, source: 'csv' }]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

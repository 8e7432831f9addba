import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  expectNoSidewaysScroll,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * /funeral-cover (spec doc 2): the family of four of the issue, every validation toast, a tampered
 * payload; then two plans' tables from the Website area and a visitor choosing between them (issue 58).
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function openFuneral(page: Page) {
  await page.goto(`${site.baseUrl}/funeral-cover`);
  await waitForHydration(page);
}

const addCard = (page: Page) => page.getByRole('region', { name: 'Add Family Members' });

async function addMember(
  page: Page,
  name: string,
  relationship: string,
  age: string,
  gender: string,
  amount: string,
) {
  const card = addCard(page);
  await card.getByLabel('Family Member Name').fill(name);
  await card.getByLabel('Relationship').selectOption(relationship);
  await card.getByLabel('Age', { exact: true }).fill(age);
  await card.getByLabel('Gender').selectOption(gender);
  await card.getByLabel('Coverage Amount').selectOption(amount);
  await card.getByRole('button', { name: 'Add Family Member' }).click();
}

async function fillApplicant(page: Page) {
  const card = page.getByRole('region', { name: 'Main Applicant Information' });
  await card.getByLabel('First Name').fill('Test');
  await card.getByLabel('Last Name').fill('Applicant');
  await card.getByLabel('Email Address').fill('family@example.com');
  await card.getByLabel('Phone Number').fill('+264 81 000 0011');
}

describe('funeral cover page', () => {
  it('prices the family of four as the unit tests do, submits it, and stores the server totals', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await openFuneral(page);
    await page.getByText('Add family members to see coverage summary').waitFor();
    const card = addCard(page);
    const coverage = card.getByLabel('Coverage Amount');
    expect(await coverage.isDisabled()).toBe(true);
    await card.getByLabel('Relationship').selectOption('child');
    expect(await coverage.isDisabled()).toBe(true);
    await card.getByLabel('Age', { exact: true }).fill('5');
    expect(await coverage.isDisabled()).toBe(false);
    // Children 1-7: three amounts, free.
    expect(await coverage.locator('option:not([value=""])').allTextContents()).toEqual([
      'N$ 5,000 (free)',
      'N$ 7,500 (free)',
      'N$ 10,000 (free)',
    ]);
    await coverage.selectOption('10000');
    // Changing the age clears the amount.
    await card.getByLabel('Age', { exact: true }).fill('9');
    expect(await coverage.inputValue()).toBe('');

    await addMember(page, 'Test Applicant', 'self', '40', 'male', '30000');
    const addedToast = await waitForToast(page, 'Family Member Added');
    expect(addedToast).toContain('Test Applicant has been added with N$ 30,000 coverage.');
    await addMember(page, 'Test Spouse', 'spouse', '38', 'female', '30000');
    await addMember(page, 'Test Child', 'child', '5', 'male', '10000');
    await addMember(page, 'Test Mother', 'mother', '67', 'female', '15000');

    // pricing.test.ts: 41.34, 36.04, free, 58.30 a month; 135.68 and 1,546.76 in total
    const rows = page.getByTestId('funeral-member');
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(3).textContent()).toContain('N$ 58.30/month');
    expect(await rows.nth(3).textContent()).toContain('N$ 664.62/year');
    expect(await page.getByTestId('funeral-monthly-total').textContent()).toBe('N$ 135.68');
    expect(await page.getByTestId('funeral-annual-total').textContent()).toBe('N$ 1,546.76');
    expect(await page.getByTestId('funeral-summary').textContent()).toContain('N$ 85,000');
    await expectNoAxeViolations(page, '/funeral-cover with members');

    await fillApplicant(page);
    await page.getByLabel(/Medical conditions/).fill('Test only.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const success = await waitForToast(page, 'Application Submitted Successfully');
    expect(success).toContain(
      "We'll contact you within 24 hours to finalize your funeral cover application.",
    );
    // Everything cleared.
    await page.getByText('Add family members to see coverage summary').waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await page.getByLabel(/Medical conditions/).inputValue()).toBe('');

    const [stored] = site.query<Record<string, number | string>>(
      "select id, total_monthly_cents, total_annual_cents, total_cover_cents from funeral_applications where email = 'family@example.com'",
    );
    expect(stored).toMatchObject({
      total_monthly_cents: 13_568,
      total_annual_cents: 154_676,
      total_cover_cents: 8_500_000,
    });
    const members = site.query<{ monthly_cents: number }>(
      'select monthly_cents from funeral_application_members where application_id = ? order by position',
      stored!.id,
    );
    expect(members.map((member) => member.monthly_cents)).toEqual([4134, 3604, 0, 5830]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows each validation toast with the spec wording, and keeps the form when the server fails', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await openFuneral(page);
    const card = addCard(page);
    await card.getByRole('button', { name: 'Add Family Member' }).click();
    expect(await waitForToast(page, 'Missing Information')).toContain(
      'Please fill in all fields for the family member.',
    );

    // A mother aged 80 is outside every parents band: no amount can be chosen.
    await card.getByLabel('Family Member Name').fill('Test Grandmother');
    await card.getByLabel('Relationship').selectOption('mother');
    await card.getByLabel('Age', { exact: true }).fill('80');
    expect(await card.getByLabel('Coverage Amount').locator('option').allTextContents()).toEqual([
      'No cover for this age',
    ]);
    await card.getByRole('button', { name: 'Add Family Member' }).click();
    expect(await waitForToast(page, 'Invalid Coverage')).toContain(
      'Unable to calculate premium for the selected age and coverage combination.',
    );

    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect(await waitForToast(page, 'Missing Information')).toContain(
      'Please fill in all main applicant details.',
    );
    await fillApplicant(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect(await waitForToast(page, 'No Coverage Selected')).toContain(
      'Please add at least one family member to cover.',
    );

    await addMember(page, 'Test Sister', 'sister', '30', 'female', '10000');
    // The applicant's age, when given, must be 18 to 80: said under the field, nothing sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/funeral-cover-applications')) sent.push(request.url());
    });
    const applicantCard = page.getByRole('region', { name: 'Main Applicant Information' });
    await applicantCard.getByLabel('Age', { exact: true }).fill('17');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await applicantCard.getByText('Age must be 18 to 80').waitFor();
    expect(sent).toEqual([]);
    await applicantCard.getByLabel('Age', { exact: true }).fill('');
    await page.route('**/api/funeral-cover-applications', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"UNAVAILABLE","message":"Try later"}}',
      }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect(await waitForToast(page, 'Submission Failed')).toContain(
      'There was an error submitting your application. Please try again.',
    );
    expect(await page.getByTestId('funeral-member').count()).toBe(1);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Test');
    await context.close();
  });

  it('refuses a tampered payload sent straight to the API, and stores nothing', async () => {
    const before = site.query<{ n: number }>('select count(*) as n from funeral_applications')[0]!.n;
    const payload = {
      mainApplicant: {
        firstName: 'Test',
        lastName: 'Tamper',
        email: 'tamper@example.com',
        phone: '+264 81 000 0012',
      },
      familyMembers: [
        {
          name: 'Test Tamper',
          relationship: 'self',
          age: 40,
          gender: 'male',
          coverageAmount: 150_000,
          monthlyCost: 1,
          annualCost: 11.4,
        },
      ],
      coverageDetails: {
        totalMonthlyCost: 1,
        totalAnnualCost: 11.4,
        totalCoverage: 150_000,
        paymentFrequency: 'monthly',
      },
      paymentPreferences: { frequency: 'monthly' },
      additionalInfo: '',
      totalMonthlyCost: 100,
      totalAnnualCost: 1140,
      totalCoverageAmount: 15_000_000,
    };
    const response = await fetch(`${site.baseUrl}/api/funeral-cover-applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    // self 40 male N$150,000: 204.58 a month
    expect(body.error.fields['familyMembers.0.monthlyCost']).toBe(
      'The monthly premium for Test Tamper is N$ 204.58',
    );
    expect(site.query<{ n: number }>('select count(*) as n from funeral_applications')[0]!.n).toBe(before);
  });

  it('takes the main member from the applicant, not typed twice, and says what to choose first in full (375 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await openFuneral(page);
    const card = addCard(page);
    // The coverage select's first words fit a phone (it read "Choose relationship and age firs").
    const coverage = card.getByLabel('Coverage Amount');
    const fits = await coverage.evaluate((select) => {
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = getComputedStyle(select).font;
      const shown = (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
      return context.measureText(shown).width + 48 <= select.clientWidth;
    });
    expect(fits).toBe(true);
    const applicant = page.getByRole('region', { name: 'Main Applicant Information' });
    await applicant.getByLabel('First Name').fill('Selma');
    await applicant.getByLabel('Last Name').fill('Testperson');
    await applicant.getByLabel('Age', { exact: true }).fill('41');
    await applicant.getByLabel('Gender').selectOption('female');
    await card.getByLabel('Relationship').selectOption('self');
    expect(await card.getByLabel('Family Member Name').inputValue()).toBe('Selma Testperson');
    expect(await card.getByLabel('Age', { exact: true }).inputValue()).toBe('41');
    expect(await card.getByLabel('Gender').inputValue()).toBe('female');
    await coverage.selectOption('30000');
    await card.getByRole('button', { name: 'Add Family Member' }).click();
    await waitForToast(page, 'Family Member Added');
    expect(await page.getByTestId('funeral-member').textContent()).toContain('Selma Testperson');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the plans whose tables an owner publishes, each priced by its own table (1280 px, then 375 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/website');
    const prices = page.getByRole('region', { name: 'Funeral premium tables' });
    /** A new table with the main member (19-45, men, N$30,000) at `premium` a month. */
    async function addTable(plan: string, premium: string) {
      await prices.getByRole('button', { name: 'Add a table' }).click();
      await prices.getByLabel('Plan').fill(plan);
      await prices.getByText('Main member and spouse, 19 to 45', { exact: true }).click();
      await prices.getByLabel('Main member and spouse, 19 to 45: men, N$ 30,000 cover').fill(premium);
      await prices.getByRole('button', { name: 'Save the table' }).click();
    }
    await addTable('Standard', '50.00');
    await waitForToast(page, 'The Standard table from');
    // A second plan's table without its name: said under the plan.
    await addTable('', '54.00');
    await prices.getByText('Name the plan: the tables are for more than one').first().waitFor();
    await prices.getByLabel('Plan').fill('Plus');
    await prices.getByRole('button', { name: 'Save the table' }).click();
    await waitForToast(page, 'The Plus table from');
    expect(await prices.getByText(/\(the table for today\)$/).allTextContents()).toEqual([
      expect.stringMatching(/^Plus: From /),
      expect.stringMatching(/^Standard: From /),
    ]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, publish' }).click();
    await waitForToast(page, 'is on the site now.');
    expect(unexpected(problems, 400)).toEqual([]);
    await context.close();

    const visitor = await openPage(browser, 'phone');
    await openFuneral(visitor.page);
    const plans = visitor.page.getByRole('group', { name: 'Plan' });
    expect(await plans.getByRole('radio').count()).toBe(2);
    expect(await plans.getByRole('radio', { name: 'Standard' }).isChecked()).toBe(true);
    await addMember(visitor.page, 'Test Applicant', 'self', '30', 'male', '30000');
    const row = visitor.page.getByTestId('funeral-member');
    await expect.poll(() => row.textContent()).toContain('N$ 50.00/month');
    // Another plan prices the members added by its own table: 54.00 a month, 54.00 x 11.4 = 615.60 a year.
    await plans.getByRole('radio', { name: 'Plus' }).check();
    await expect.poll(() => row.textContent()).toContain('N$ 54.00/month');
    expect(await row.textContent()).toContain('N$ 615.60/year');
    expect(await visitor.page.getByTestId('funeral-monthly-total').textContent()).toBe('N$ 54.00');
    await expectNoSidewaysScroll(visitor.page);
    await expectNoAxeViolations(visitor.page, '/funeral-cover with two plans at 375 px');
    await shoot(visitor.page, 'funeral-plans-375');
    await fillApplicant(visitor.page);
    await visitor.page.getByRole('button', { name: 'Submit Application' }).click();
    await waitForToast(visitor.page, 'Application Submitted Successfully');
    expect(
      site.query(
        "select total_monthly_cents, premium_table_plan from funeral_applications where premium_table_plan <> '' ",
      ),
    ).toEqual([{ total_monthly_cents: 5400, premium_table_plan: 'Plus' }]);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});

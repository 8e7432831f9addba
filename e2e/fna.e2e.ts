import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/** The Financial Needs Analysis wizard (issue 8): eight steps, their messages, the draft, the PDF. */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepTitle = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) await page.getByText(message, { exact: true }).first().waitFor();
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Windhoek',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

describe('financial needs analysis', () => {
  it('fills all eight steps, seeing each step’s messages, keeps the draft over a reload, and downloads the report', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/fna`);
    await waitForHydration(page);
    await stepTitle(page, 'Step 1 of 8: Client Consent');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await page.getByText('13% complete').count()).toBe(1);

    // 1. Client Consent
    await next(page);
    await expectMessages(page, [
      'Identity number is required',
      'Client name is required',
      'Client surname is required',
      'Consent is required',
      'Location is required',
    ]);
    await page.getByLabel('Client name').fill('Test');
    await page.getByLabel('Client surname').fill('Client');
    await page.getByLabel('Identity number').fill('86010100001');
    await page.getByLabel('Location').fill('Windhoek');
    await page.getByLabel('I complete this as a representative of the client').check();
    await next(page);
    await expectMessages(page, ['Representative details are required', 'Consent is required']);
    await page.getByLabel('I complete this as a representative of the client').uncheck();
    await page.getByLabel(/I consent to my adviser obtaining information/).check();
    await expectNoAxeViolations(page, 'FNA step 1');
    await next(page);

    // 2. Personal Information
    await stepTitle(page, 'Step 2 of 8: Personal Information');
    await next(page);
    await expectMessages(page, [
      'Cell number is required',
      'Valid email is required',
      'Surname is required',
      'Full name is required',
      'Date of birth is required',
      'ID number is required',
      'Citizenship is required',
      'Employer is required',
      'Residential address is required',
      'Occupation is required',
      'Income is required',
      'Bank name is required',
      'Branch is required',
      'Branch code is required',
      'Account number is required',
      'Account type is required',
      'Deduction date is required',
      'Company name is required',
    ]);
    expect(await page.getByLabel(/Spouse income/).count()).toBe(0);
    await page.getByLabel('Full name(s)').fill('Test Example');
    await page.getByLabel('Surname', { exact: true }).fill('Client');
    await page.getByLabel('ID number', { exact: true }).fill('86010100001');
    await page.getByLabel('Date of birth').fill('1986-01-01');
    await page.getByLabel('Marital status').selectOption('Married');
    await page.getByLabel(/Spouse income/).fill('20000');
    await page.getByLabel('Citizenship').fill('Namibian');
    await page.getByLabel('Cell number').fill('081 000 0050');
    await page.getByLabel('Email').fill('test.client@example.com');
    await page.getByLabel('Residential address').fill('1 Example Street, Windhoek');
    await page.getByLabel('Occupation').fill('Accountant');
    await page.getByLabel('Employer').fill('Example Holdings');
    await page.getByLabel('Income (N$ a month)', { exact: true }).fill('45000');
    await page.getByRole('group', { name: 'Do you have dependants?' }).getByLabel('Yes').check();
    await page.getByLabel('Number of dependants').fill('2');
    await page.getByRole('button', { name: 'Add beneficiary' }).click();
    await page.getByLabel('Bank name').fill('Example Bank');
    await page.getByLabel('Branch', { exact: true }).fill('Windhoek Main');
    await page.getByLabel('Branch code').fill('280172');
    await page.getByLabel('Account number').fill('0000000000');
    await page.getByLabel('Account type').fill('Cheque');
    await page.getByLabel('Deduction date').fill('25th');
    await page.getByLabel('Company name').fill('Example Holdings');
    await next(page);
    await expectMessages(page, ['Relationship is required', 'Percentage is required']);
    await page.getByLabel('Relationship').fill('Spouse');
    await page.getByLabel('Percentage').fill('100');

    // A reload keeps everything typed so far, on the same step.
    await page.reload();
    await waitForHydration(page);
    await stepTitle(page, 'Step 2 of 8: Personal Information');
    await expect.poll(() => page.getByLabel('Full name(s)').inputValue()).toBe('Test Example');
    expect(await page.getByLabel('Percentage').inputValue()).toBe('100');
    await next(page);

    // 3. Insurance & Investments
    await stepTitle(page, 'Step 3 of 8: Insurance & Investments');
    await page.getByRole('button', { name: 'Add life assurance policy' }).click();
    await page.getByLabel('Death cover (N$)').fill('1000000');
    await expect.poll(() => page.locator('[data-figure="Life cover"]').textContent()).toBe('N$ 1,000,000.00');
    await next(page);

    // 4. Budget Information
    await stepTitle(page, 'Step 4 of 8: Budget Information');
    await page.getByLabel('Salary (gross)').fill('45000');
    await page.getByLabel('Income tax (PAYE)').fill('9500');
    // Typed key by key: the field keeps "6000." while the decimals are still to come.
    await page.getByLabel('Groceries').fill('');
    await page.getByLabel('Groceries').pressSequentially('6000.50');
    expect(await page.getByLabel('Groceries').inputValue()).toBe('6000.50');
    // 45,000 - 9,500 - 6,000.50 = 29,499.50
    await expect.poll(() => page.locator('[data-figure="Net position"]').textContent()).toBe('N$ 29,499.50');
    await next(page);

    // 5. Income & Expenditure
    await stepTitle(page, 'Step 5 of 8: Income & Expenditure');
    await page.getByLabel('Age', { exact: true }).fill('');
    await next(page);
    await expectMessages(page, [
      'Client name is required',
      'Client ID is required',
      'Age is required',
      'Gross income is required',
      'Net income is required',
    ]);
    await page.getByLabel('Name and surname').fill('Test Example Client');
    await page.getByLabel('Client ID').fill('86010100001');
    await page.getByLabel('Age', { exact: true }).fill('40');
    await page.getByLabel('Gross income (N$ a month)').fill('65000');
    await page.getByLabel('Net income (N$ a month)').fill('49469');
    await page.getByRole('button', { name: 'Add asset' }).click();
    await page.getByLabel('Asset', { exact: true }).fill('Unit trusts');
    await page.getByLabel('Current value (N$)').fill('80000');
    await expect.poll(() => page.locator('[data-figure="Net worth"]').textContent()).toBe('N$ 80,000.00');
    await next(page);

    // 6. Needs Analysis: the spec's assumptions are filled in.
    await stepTitle(page, 'Step 6 of 8: Needs Analysis');
    expect(await page.getByLabel('Inflation', { exact: true }).inputValue()).toBe('6');
    expect(await page.getByLabel('Investment return', { exact: true }).inputValue()).toBe('10');
    await page.getByLabel('Income the family needs (N$ a month)').fill('30000');
    await expect
      .poll(() => page.locator('[data-figure="At death"]').textContent())
      .toMatch(/^Shortfall N\$ /);
    await next(page);

    // 7. Estate & Education: the spec's estate fees.
    await stepTitle(page, 'Step 7 of 8: Estate & Education');
    expect(await page.getByLabel('Deeds office expenses (N$)').inputValue()).toBe('1810');
    expect(await page.getByLabel('Advertisement costs (N$)').inputValue()).toBe('1500');
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByLabel('Current age').fill('8');
    await page.getByLabel('Cost of one year today (N$)').fill('60000');
    await next(page);

    // 8. Advice Record
    await stepTitle(page, 'Step 8 of 8: Advice Record');
    expect(await page.getByText('100% complete').count()).toBe(1);
    await page.getByLabel('Risk profile').selectOption('aggressive');
    await page.getByText('Strategic asset allocation: Aggressive').waitFor();
    await page.getByRole('button', { name: 'Submit & Generate PDF' }).click();
    await expectMessages(page, ['The client’s signature (typed name) is required']);
    expect(site.query('select id from fna_submissions')).toEqual([]);
    await page.getByLabel('Client signature (type your full name)').fill('Test Client');
    await expectNoAxeViolations(page, 'FNA step 8');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit & Generate PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`FNA_Report_${today()}.pdf`);
    expect(
      readFileSync((await file.path()) as string)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await waitForToast(page, 'Your FNA report has been generated and downloaded.');

    const rows = site.query<{ client_name: string; status: string }>(
      'select client_name, status from fna_submissions',
    );
    expect(rows).toEqual([{ client_name: 'Test', status: 'pending' }]);
    expect(site.query('select source from pipeline_leads where enquiry_type = ?', 'fna-submission')).toEqual([
      { source: 'FNA' },
    ]);
    // Submitting clears the draft.
    expect(await page.evaluate(() => localStorage.getItem('fna-draft'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
    // Eight steps, two axe runs and a reload: well over the default minute on a busy machine.
  }, 180_000);

  it('says so when the report cannot be made, and keeps the generating button usable', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    // Start from a complete draft on the last step, written from another page of the site.
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    const { completeFna } = await import('../src/shared/fna.fixtures');
    await page.evaluate(
      (values) => localStorage.setItem('fna-draft', JSON.stringify({ step: 7, values })),
      completeFna,
    );
    await page.goto(`${site.baseUrl}/fna`);
    await waitForHydration(page);
    await stepTitle(page, 'Step 8 of 8: Advice Record');
    await page.route('**/api/fna/generate-pdf', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('button', { name: 'Submit & Generate PDF' }).click();
    await waitForToast(page, 'Failed to generate PDF. Please try again.');
    expect(await page.getByRole('button', { name: 'Submit & Generate PDF' }).isEnabled()).toBe(true);
    await context.close();
  });
});

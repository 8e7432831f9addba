import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeDialogWithEscape,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
} from './support/site';

/**
 * The calculators page: each calculator by typing and from its URL, with the figures the unit
 * tests work out (src/domain/calculators/*.test.ts); invalid inputs; sharing; the buttons.
 */

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

interface Case {
  id: string;
  /** Label -> text typed (or option chosen, for a select). */
  inputs: [string, string][];
  query: string;
  figure: string;
  /** A line of the result's assumptions, as the visitor reads it. */
  says?: string;
}

const cases: Case[] = [
  // retirement.test.ts: 30 -> 65, N$2,000 a month at 10 %
  {
    id: 'retirement',
    inputs: [
      ['Current age', '30'],
      ['Retirement age', '65'],
      ['Monthly savings (N$)', '2000'],
      ['Expected return (% a year)', '10'],
    ],
    query: 'currentAge=30&retirementAge=65&monthlySavings=2000&expectedReturn=10',
    figure: 'N$ 7,593,276',
    // The amount saved reads as money, with its thousands separator (issue 59).
    says: 'N$ 2,000.00 saved at the end of every month for 35 years.',
  },
  // mortgage.test.ts: N$1,000,000 at 11.5 % over 20 years
  {
    id: 'mortgage',
    inputs: [
      ['Home price (N$)', '1100000'],
      ['Deposit (N$)', '100000'],
      ['Interest rate (% a year)', '11.5'],
      ['Loan term', '20'],
    ],
    query: 'homePrice=1100000&downPayment=100000&interestRate=11.5&loanTerm=20',
    figure: 'N$ 10,664.30',
  },
  // life-cover.test.ts: 10 x 300,000 + 2 x 150,000 + 200,000
  {
    id: 'insurance',
    inputs: [
      ['Annual income (N$)', '300000'],
      ['Number of dependents', '2'],
      ['Current debts (N$) (optional)', '200000'],
    ],
    query: 'annualIncome=300000&dependents=2&currentDebts=200000&yearsOfCoverage=10',
    figure: 'N$ 3,500,000',
  },
  // tax-refund.test.ts: 600,000 with RA 100,000 and study 50,000 (the cap exactly)
  {
    id: 'tax-refund',
    inputs: [
      ['Gross annual salary (N$)', '600000'],
      ['Study policy contributions a year (N$) (optional)', '50000'],
      ['Retirement annuity contributions a year (N$) (optional)', '100000'],
    ],
    query: 'grossSalary=600000&studyPolicyContribution=50000&retirementAnnuityContribution=100000',
    figure: 'N$ 43,000.00',
  },
  // vehicle-finance.test.ts: 30 % balloon on N$400,000 at 12.5 % over 72 months
  {
    id: 'vehicle-finance',
    inputs: [
      ['Purchase price (N$)', '450000'],
      ['Deposit (N$)', '50000'],
      ['Balloon (% of the price) (optional)', '30'],
      ['Interest rate (% a year)', '12.5'],
      ['Repayment period', '72'],
    ],
    query: 'purchasePrice=450000&deposit=50000&balloonPercentage=30&interestRate=12.5&repaymentPeriod=72',
    figure: 'N$ 6,656.21',
  },
  // time-value.test.ts: the payment that reaches N$1,000,000 in 10 years at 8 %
  {
    id: 'time-value',
    inputs: [
      ['Calculate', 'pmt'],
      ['Future value (N$) (optional)', '1000000'],
    ],
    query: 'calculation=pmt&futureValue=1000000',
    figure: 'N$ 5,466.09',
  },
];

async function fill(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}

const resultFigure = (page: Page) => page.getByTestId('result-figure');

async function openCalculators(page: Page, query = '') {
  await page.goto(`${site.baseUrl}/calculators${query}`);
  await waitForHydration(page);
  // The page is prerendered without a query: the calculator the URL names shows once it is read.
  const calc = new URLSearchParams(query).get('calc');
  if (calc) await expect.poll(() => page.getByLabel('Choose a calculator').inputValue()).toBe(calc);
}

describe('calculators', () => {
  it.each(cases)(
    '$id: typed, calculated, shared, and opened from its URL',
    async ({ id, inputs, query, figure, says }) => {
      const { context, page, problems } = await openPage(browser, 'phone');
      await openCalculators(page);
      // Pick the calculator as a visitor does: the default one (retirement) is already there.
      const chooser = page.getByLabel('Choose a calculator');
      if ((await chooser.inputValue()) !== id) {
        await chooser.selectOption(id);
        await page.waitForURL(`**/calculators?calc=${id}`);
      }
      for (const [label, value] of inputs) await fill(page, label, value);
      expect(await page.getByTestId('calculator-result').count()).toBe(0);
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      // On failure, say what the page showed instead (a result that never came is otherwise silent).
      await resultFigure(page)
        .waitFor({ timeout: 20_000 })
        .catch(async () => {
          const shown = ((await page.locator('main').textContent()) ?? '')
            .replace(/\s+/g, ' ')
            .slice(0, 1500);
          throw new Error(
            `no result for ${id} at ${page.url()}; problems: ${problems.join(' | ')}; page: ${shown}`,
          );
        });
      await expect.poll(() => resultFigure(page).textContent()).toBe(figure);
      if (says) await page.getByText(says, { exact: true }).waitFor();
      // The inputs keep their values after calculating (D9).
      for (const [label, value] of inputs) {
        const field = page.getByLabel(label, { exact: true });
        expect(await field.inputValue()).toBe(value);
      }
      // The link restores the same result in a new page.
      const shared = page.url();
      const other = await context.newPage();
      await other.goto(shared);
      await waitForHydration(other);
      await expect.poll(() => resultFigure(other).textContent()).toBe(figure);
      // So does the hand-written one.
      await openCalculators(other, `?calc=${id}&${query}`);
      await expect.poll(() => resultFigure(other).textContent()).toBe(figure);
      await expectNoAxeViolations(other, `calculator ${id} with a result`);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('debt: six rows until "Show more", add and remove, only complete rows counted', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await openCalculators(page, '?calc=debt-consolidation');
    const row = (n: number) => page.getByRole('group', { name: new RegExp(`^Debt ${n}\\b`) });
    expect(await page.getByRole('group', { name: /^Debt \d/ }).count()).toBe(3);
    // debt-payoff.test.ts: 5,000 at 20 % paying 200 and 2,000 at 10 % paying 100, 100 extra, fixed total
    await row(1).getByLabel('Name').fill('Card');
    await row(1).getByLabel('Balance (N$)').fill('5000');
    await row(1).getByLabel('Monthly payment (N$)').fill('200');
    await row(1).getByLabel('Interest rate (%)').fill('20');
    await row(2).getByLabel('Name').fill('Store');
    await row(2).getByLabel('Balance (N$)').fill('2000');
    await row(2).getByLabel('Monthly payment (N$)').fill('100');
    await row(2).getByLabel('Interest rate (%)').fill('10');
    // Row 3 is incomplete: not counted.
    await row(3).getByLabel('Balance (N$)').fill('900');
    await page.getByLabel('Extra every month (N$)').fill('100');
    await page.getByLabel('Keep paying the same total').selectOption('yes');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect.poll(() => resultFigure(page).textContent()).toBe('21 months (1 year 9 months)');
    const result = page.getByTestId('calculator-result');
    expect(await result.textContent()).toContain('N$ 1,102.20');
    expect(await result.textContent()).toContain('Counted: 2 debts');
    expect(await row(3).textContent()).toContain('not counted');
    await expectNoAxeViolations(page, 'debt calculator with a result');
    // Its link restores the same result.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await waitForHydration(shared);
    await expect.poll(() => resultFigure(shared).textContent()).toBe('21 months (1 year 9 months)');
    await shared.close();

    // Remove is offered on every row while there is more than one.
    await page.getByRole('button', { name: 'Remove debt 3' }).click();
    expect(await page.getByRole('group', { name: /^Debt \d/ }).count()).toBe(2);
    for (let added = 0; added < 5; added++) await page.getByRole('button', { name: 'Add Debt' }).click();
    expect(await page.getByRole('group', { name: /^Debt \d/ }).count()).toBe(7);
    // A fresh page with 7 rows shows 6 until "Show more".
    const other = await context.newPage();
    await other.goto(page.url());
    await waitForHydration(other);
    await expect.poll(() => other.getByRole('group', { name: /^Debt \d/ }).count()).toBe(6);
    await other.getByRole('button', { name: 'Show more (1)' }).click();
    expect(await other.getByRole('group', { name: /^Debt \d/ }).count()).toBe(7);

    // Clear removes the rows' figures and the result.
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByTestId('calculator-result').count()).toBe(0);
    expect(await row(1).getByLabel('Balance (N$)').inputValue()).toBe('');
    const single = page.getByRole('group', { name: /^Debt \d/ });
    expect(await single.count()).toBe(3);
    await context.close();
  });

  it('shows what is wrong under the field, and no result', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await openCalculators(page, '?calc=mortgage');
    await fill(page, 'Home price (N$)', '500000');
    await fill(page, 'Deposit (N$)', '600000');
    await fill(page, 'Interest rate (% a year)', '11');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByText('The deposit cannot be more than the home price').waitFor();
    expect(await page.getByLabel('Deposit (N$)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('calculator-result').count()).toBe(0);
    // Putting it right brings the result.
    await fill(page, 'Deposit (N$)', '100000');
    await resultFigure(page).waitFor();
    expect(await page.getByText('The deposit cannot be more than the home price').count()).toBe(0);

    // Letters never reach a field: only digits and a point.
    await openCalculators(page, '?calc=retirement');
    await page.getByLabel('Monthly savings (N$)').pressSequentially('1a2,0b0');
    expect(await page.getByLabel('Monthly savings (N$)').inputValue()).toBe('1200');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByText('Enter your current age').waitFor();
    expect(await page.getByTestId('calculator-result').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/NaN|Infinity/);
    await expectNoAxeViolations(page, 'retirement calculator with errors');
    await context.close();
  });

  it('tax and vehicle: disabled until ready, "Calculating..." while busy; Reset clears the vehicle calculator', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await openCalculators(page, '?calc=tax-refund');
    const calculate = page.getByRole('button', { name: 'Calculate', exact: true });
    expect(await calculate.isDisabled()).toBe(true);
    await fill(page, 'Gross annual salary (N$)', '0');
    expect(await calculate.isDisabled()).toBe(true);
    await fill(page, 'Gross annual salary (N$)', '400000');
    await fill(page, 'Retirement annuity contributions a year (N$) (optional)', '50000');
    await calculate.click();
    await page.getByRole('button', { name: 'Calculating...' }).waitFor();
    // tax-refund.test.ts: 73,000 -> 59,000
    await expect.poll(() => resultFigure(page).textContent()).toBe('N$ 14,000.00');
    expect(await page.getByTestId('calculator-result').textContent()).toContain('2024/25 tax year');

    await page.getByLabel('Choose a calculator').selectOption('vehicle-finance');
    await page.getByRole('heading', { name: 'Vehicle Finance' }).waitFor();
    const vehicleCalculate = page.getByRole('button', { name: 'Calculate', exact: true });
    expect(await vehicleCalculate.isDisabled()).toBe(true);
    await fill(page, 'Purchase price (N$)', '350000');
    await fill(page, 'Deposit (N$)', '35000');
    await fill(page, 'Interest rate (% a year)', '11.75');
    await fill(page, 'Repayment period', '60');
    await vehicleCalculate.click();
    await page.getByRole('button', { name: 'Calculating...' }).waitFor();
    // vehicle-finance.test.ts: N$315,000 at 11.75 % over 60 months
    await expect.poll(() => resultFigure(page).textContent()).toBe('N$ 6,967.27');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.getByTestId('calculator-result').count()).toBe(0);
    expect(await page.getByLabel('Purchase price (N$)').inputValue()).toBe('');
    await context.close();
  });

  it('Back returns to the previous calculator', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await openCalculators(page);
    await page.getByLabel('Choose a calculator').selectOption('mortgage');
    await page.getByRole('heading', { name: 'Mortgage Calculator' }).waitFor();
    await page.getByLabel('Choose a calculator').selectOption('time-value');
    await page.getByRole('heading', { name: 'Time Value of Money' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Mortgage Calculator' }).waitFor();
    expect(await page.getByLabel('Choose a calculator').inputValue()).toBe('mortgage');
    await context.close();
  });

  it('result buttons: a quote for retirement, the consultation for life cover and under the calculator', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await openCalculators(page, `?calc=retirement&${cases[0]!.query}`);
    // Its name once beside the list's choice (issue 59: it was said three times), what it is for under it.
    await page.getByText('How much to save for retirement.', { exact: true }).waitFor();
    const said = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *:not(option):not(select)')].filter((element) =>
          [...element.childNodes].some(
            (node) =>
              node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').includes('Retirement Planning'),
          ),
        ).length,
    );
    expect(said).toBe(1);
    await page.getByRole('link', { name: 'Get a Retirement Annuity Quote' }).click();
    await page.waitForURL('**/quote');

    await openCalculators(page, `?calc=insurance&${cases[2]!.query}`);
    await page.getByRole('button', { name: 'Discuss Your Cover' }).click();
    await closeDialogWithEscape(page, page.getByRole('dialog', { name: 'Book Your Free Consultation' }));

    await page.getByRole('main').getByRole('button', { name: 'Schedule Free Consultation' }).click();
    await page.getByRole('dialog', { name: 'Book Your Free Consultation' }).waitFor();
    await context.close();
  });

  it('prerenders the page with its text before any JavaScript', async () => {
    const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false });
    await page.goto(`${site.baseUrl}/calculators`);
    expect(await page.getByRole('heading', { name: 'Financial Calculators', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Retirement Planning' }).count()).toBe(1);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
} from './support/site';

/** The budget planner (/budget): the spec's defaults and figures, advice, memory, print. */

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

describe('budget planner', () => {
  it("gives the spec's figures for its defaults", async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/budget`);
    await waitForHydration(page);
    expect(await page.getByLabel('Monthly income after tax (N$)').inputValue()).toBe('20000');
    // needs 13,500 = 67.5 % (over), wants 4,500 = 22.5 %, savings 5,000 = 25.0 %; remaining 20,000 - 23,000
    const needs = page.getByTestId('budget-category-needs');
    expect(await needs.textContent()).toContain('67.5%');
    expect(await needs.textContent()).toContain('Above the range');
    expect(await page.getByTestId('budget-category-wants').textContent()).toContain('22.5%');
    expect(await page.getByTestId('budget-category-wants').textContent()).toContain('Within the range');
    expect(await page.getByTestId('budget-category-savings').textContent()).toContain('25.0%');
    const remaining = page.getByTestId('budget-remaining');
    expect(await remaining.textContent()).toBe('-N$ 3,000.00');
    // Red: the colour as the screen shows it (Tailwind 4 writes oklch; a canvas gives sRGB).
    const [red = 0, green = 0, blue = 0] = await remaining.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return [];
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(red).toBeGreaterThan(green + 100);
    expect(red).toBeGreaterThan(blue + 100);
    // The advice: (67.5 - 55) % x 20,000 = 2,500
    const advice = page.getByTestId('budget-advice');
    expect(await advice.textContent()).toContain('Consider reducing it by N$ 2,500 a month.');
    expect(await advice.textContent()).not.toContain('Great job!');
    // The progress bar is capped at 100 %.
    expect(
      await page.getByRole('progressbar', { name: 'Needs share of income' }).getAttribute('aria-valuenow'),
    ).toBe('67.5');
    await expectNoAxeViolations(page, 'budget planner');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('counts what is not a number as 0, says "Great job!" when all three fit, and remembers the budget', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/budget`);
    await waitForHydration(page);
    await page.getByLabel('Housing (rent or bond) (N$)').fill('abc');
    // needs 13,500 - 6,000 = 7,500 = 37.5 %: under; increase by (55 - 37.5) % x 20,000 = 3,500; remaining 3,000
    expect(await page.getByTestId('budget-category-needs').textContent()).toContain('37.5%');
    expect(await page.getByTestId('budget-advice').textContent()).toContain(
      'Consider increasing it by N$ 3,500 a month.',
    );
    expect(await page.getByTestId('budget-remaining').textContent()).toBe('N$ 3,000.00');

    // needs 11,000 = 55 %, wants 22.5 %, savings 25 % (the top edge, inclusive): all good
    await page.getByLabel('Housing (rent or bond) (N$)').fill('3500');
    await page.getByText('Great job!').waitFor();

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel('Housing (rent or bond) (N$)').inputValue()).toBe('3500');
    await page.getByText('Great job!').waitFor();

    await page.getByRole('button', { name: 'Start Again' }).click();
    expect(await page.getByLabel('Housing (rent or bond) (N$)').inputValue()).toBe('6000');
    await context.close();
  });

  it('without an income, asks for one instead of dividing by zero', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/budget`);
    await waitForHydration(page);
    await page.getByLabel('Monthly income after tax (N$)').fill('');
    await page.getByText('Enter your monthly income to see how your spending compares.').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity/);
    await context.close();
  });

  it('prints a summary without the form', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/budget`);
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    const visible = async (name: string) => page.getByRole('heading', { name }).isVisible();
    expect({
      form: await page.getByLabel('Monthly income after tax (N$)').isVisible(),
      header: await page.locator('header').isVisible(),
      items: await page.getByText('Your monthly budget').isVisible(),
      analysis: await visible('Category Analysis'),
      summary: await visible('Summary'),
    }).toEqual({ form: false, header: false, items: true, analysis: true, summary: true });
    await context.close();
  });
});

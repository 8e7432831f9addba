import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startSite, waitForHydration, type RunningSite } from './support/site';

let site: RunningSite;
let browser: Browser;
beforeAll(async () => { site = await startSite(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await site?.stop(); });

const urls: Record<string, string> = {
  vehicle: '/calculators?calc=vehicle-finance&purchasePrice=450000&deposit=50000&balloonPercentage=30&interestRate=12.5&repaymentPeriod=72',
  retirement: '/calculators?calc=retirement&currentAge=30&retirementAge=65&monthlySavings=2000&expectedReturn=10',
  debt: '/calculators?calc=debt-consolidation&debt=Card~5000~200~20&debt=Store~2000~100~10&monthlyExtra=100&fixedTotal=yes',
  tax: '/calculators?calc=tax-refund&grossSalary=600000&retirementAnnuityContribution=100000&studyPolicyContribution=50000',
  tvm: '/calculators?calc=time-value&calculation=pmt&futureValue=1000000',
  empty: '/calculators',
  budget: '/budget',
};
it('shots', async () => {
  for (const vp of ['phone', 'desktop'] as const) {
    const { context, page } = await openPage(browser, vp);
    for (const [name, url] of Object.entries(urls)) {
      await page.goto(`${site.baseUrl}${url}`); await waitForHydration(page); await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${vp}-calc-${name}.png`, fullPage: true });
      const result = page.getByTestId("calculator-result");
      if (await result.count()) await result.screenshot({ path: `/tmp/shots/${vp}-result-${name}.png` });
    }
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `/tmp/shots/${vp}-budget-print.png`, fullPage: true });
    await context.close();
  }
}, 180_000);

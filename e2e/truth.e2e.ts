import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  expectNoSidewaysScroll,
  expectNothingCutOff,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
import { signInToPortal as portalSignIn } from './support/portal';
import { expectNoAxeViolations, launchBrowser, openPage, type RunningSite, startSite } from './support/site';

/**
 * What the back office and the portal show is true (issue 44), with the example practice (issue
 * 43: one insurer paying 80 %, a lapsed policy, one applied for): commission awaiting a statement
 * is not short-paid, the portal never shows as cover what is not, at 1280 and 375 px.
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/demo.ts'], {
    env: { ...process.env, DATABASE_URL: site.databasePath, NODE_ENV: 'development' },
  });
  expect(stdout).toContain('Done: ');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function signInToPortal(page: Page, address: string) {
  await portalSignIn(site, page, address);
  await page.getByRole('heading', { name: 'Your policies' }).waitFor();
}

describe('commissions: awaiting a statement is not short-paid', () => {
  it('reads at 1280 px: the import first, four figures, the real shortfall leading', async () => {
    const { page, problems, context } = await signedIn(browser, site, 'desktop', '/admin/commissions');
    await page.getByRole('heading', { level: 1, name: 'Commissions' }).waitFor();
    const totals = page.getByRole('region', { name: 'Totals of the months' });
    await totals.getByText('Awaiting statement', { exact: true }).waitFor();
    // The import sits above the report, not thousands of pixels down.
    const importBox = await page.getByRole('heading', { name: 'Import a statement' }).boundingBox();
    const insurersBox = await page.getByRole('heading', { name: 'By insurer' }).boundingBox();
    expect(importBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(insurersBox?.y ?? 0);
    expect(importBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(720);
    // The totals are four figures, each with its name.
    for (const name of ['Expected', 'Received', 'Short-paid', 'Awaiting statement'])
      await expect.poll(() => totals.getByText(name, { exact: true }).count()).toBe(1);
    // The shortfall is Momentum's (paying 80 %); this month awaits every insurer's statement.
    const insurers = page.getByRole('table', { name: 'Expected against received, per insurer' });
    const firstInsurer = insurers.locator('tbody tr').first();
    await expect.poll(() => firstInsurer.locator('th').textContent()).toBe('Momentum Namibia');
    const differences = page.getByRole('table', { name: 'Expected against received, per policy and month' });
    await expect
      .poll(() => differences.locator('tbody tr').first().textContent())
      .toContain('Momentum Namibia');
    // The months without a statement (this one) are awaiting, with no difference.
    const months = page.getByRole('table', { name: 'Expected against received, per month' });
    const thisMonth = months.locator('tbody tr').last();
    const cells = await thisMonth.locator('td').allTextContents();
    expect(cells[1]).toBe(cells[0]);
    expect(cells[3]).toBe('N$ 0.00');
    await expectNoAxeViolations(page, 'the commissions at 1280 px');
    await shoot(page, 'commissions-1280');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('reads at 375 px as cards, nothing cut off', async () => {
    const { page, problems, context } = await signedIn(browser, site, 'phone', '/admin/commissions');
    await page.getByRole('heading', { level: 1, name: 'Commissions' }).waitFor();
    const insurers = page.getByRole('list', { name: 'Expected against received, per insurer' });
    await insurers.getByText('Momentum Namibia').waitFor();
    await expect.poll(() => insurers.getByText('Awaiting statement').first().isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectNothingCutOff(page);
    await expectNoAxeViolations(page, 'the commissions at 375 px');
    await shoot(page, 'commissions-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe('the portal never shows as cover what is not cover', () => {
  it('lists a lapsed policy apart, with its word and date (375 and 1280 px)', async () => {
    const [holder] = site.query<{ email: string; status_since: string }>(
      `select c.email, s.effective_date as status_since from clients c
         join policies p on p.client_id = c.id
         join policy_status_changes s on s.policy_id = p.id and s.to_status = 'lapsed'
       where c.email <> '' limit 1`,
    );
    expect(holder?.email).toBeTruthy();
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, problems, context } = await openPage(browser, viewport);
      await signInToPortal(page, holder?.email as string);
      const cover = page.getByRole('list', { name: 'Your cover' });
      const notInForce = page.getByRole('list', { name: 'Not in force' });
      await notInForce.getByText(/^Lapsed on \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
      expect(await cover.getByText(/^Lapsed/).count()).toBe(0);
      expect(await cover.getByText(/^In force since /).count()).toBeGreaterThan(0);
      if (viewport === 'phone') {
        await expectNoSidewaysScroll(page);
        await expectNothingCutOff(page);
      }
      await expectNoAxeViolations(page, `the portal's policies (${viewport})`);
      await shoot(page, `portal-policies-${viewport === 'phone' ? 375 : 1280}`);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('says an applied-for policy starts on its date, not that it is cover', async () => {
    const [holder] = site.query<{ email: string }>(
      `select c.email from clients c join policies p on p.client_id = c.id
       where p.status = 'applied' and c.email <> '' limit 1`,
    );
    const { page, context } = await openPage(browser, 'phone');
    await signInToPortal(page, holder?.email as string);
    await page
      .getByRole('list', { name: 'Not in force' })
      .getByText(/^Applied for, starts \d{1,2} [A-Z][a-z]{2} \d{4}$/)
      .waitFor();
    await page.getByText('None of your policies is in force at the moment.').waitFor();
    await page.getByText(/^No documents yet\. Your adviser shares your documents here/).waitFor();
    await shoot(page, 'portal-applied-375');
    await context.close();
  });
});

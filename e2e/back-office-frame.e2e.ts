import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  consultation,
  expectNoSidewaysScroll,
  prepareScreenshots,
  shoot,
  unexpected,
} from './support/book';
import {
  adminFetch,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  signInAt,
  startSite,
} from './support/site';

/**
 * The back office's own frame and its search (issue 34), at 1280 and 375 px: no public header,
 * footer or floating button; the side navigation, or the top bar, menu and bottom bar; search
 * from anywhere with the keyboard.
 */

let site: RunningSite;
let browser: Browser;
let policyId = '';
let clientId = '';

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  clientId = await consultation(site, 'Ndapewa Iipumbu', 'ndapewa@example.com', '081 555 0199');
  const api = await adminFetch(site.baseUrl, admin);
  const policy = await api('/api/admin/policies', {
    method: 'POST',
    body: {
      clientId,
      insurer: 'Sanlam Namibia',
      product: 'funeral',
      policyNumber: 'SN-FUN-5521',
      status: 'in-force',
      startDate: '2025-05-01',
      premiumCents: 25_000,
      premiumFrequency: 'monthly',
    },
  });
  policyId = ((await policy.json()) as { id: string }).id;
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the back office’s frame and search', () => {
  it('has a side navigation and no public frame, and finds a policy with the keyboard (1280 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    await signInAt(page, site.baseUrl, '/admin/today', admin);
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const name of [
      'Today',
      'Clients',
      'Calendar',
      'Sales Pipeline',
      'Book',
      'Newsletter',
      'Dashboard',
      'Security',
    ])
      await nav.getByRole('link', { name, exact: true }).waitFor();
    // The visitor's frame is not here: no public menu, footer or floating button.
    expect(await page.getByRole('link', { name: 'Book Consultation' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await shoot(page, 'frame-1280');

    await page.keyboard.press('/');
    const search = page.getByRole('dialog', { name: 'Search' });
    const field = search.getByRole('combobox');
    await field.fill('sn-fun-5521');
    await search.getByRole('option', { name: /SN-FUN-5521/ }).waitFor();
    await search.getByRole('group', { name: 'Policies' }).waitFor();
    await expectNoAxeViolations(page, 'search with its results');
    // Down to the policy (the client's name finds nothing else here), then Enter.
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.waitForURL(`**/admin/policies/${policyId}`);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('has a top bar, a menu and the five most used sections on a phone, and searches from there (375 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await signInAt(page, site.baseUrl, '/admin/today', admin);
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    const bar = page.getByRole('navigation', { name: 'Most used' });
    for (const name of ['Today', 'Clients', 'Calendar', 'Pipeline', 'Book'])
      await bar.getByRole('link', { name, exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'the frame on a phone');
    await shoot(page, 'frame-375');

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Search' }).click();
    const field = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox');
    await field.fill('081 555 0199');
    await page
      .getByRole('option', { name: /Ndapewa Iipumbu/ })
      .first()
      .waitFor();
    await field.press('Enter');
    await page.waitForURL(`**/admin/clients/${clientId}`);
    await page.getByRole('heading', { name: 'Ndapewa Iipumbu', level: 1 }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

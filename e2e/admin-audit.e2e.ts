import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  signInAt,
  startSite,
} from './support/site';

/** The audit log page (issue 21): sign-ins with IP address and browser, a filter, the CSV. */

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
const screenshots = 'test-results/screenshots';
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the audit log page', () => {
  it('shows the sign-in with its IP address and browser, filters by action, and links the CSV of what is shown', async () => {
    // A failed sign-in first, so there is more than one kind of entry.
    await fetch(`${site.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.baseUrl },
      body: JSON.stringify({ ...admin, password: 'not the password' }),
    });
    const { context, page, problems } = await openPage(browser, 'desktop');
    await signInAt(page, site.baseUrl, '/admin/audit', admin);
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log, newest first' });
    const signIn = table
      .getByRole('row')
      .filter({ hasText: 'sign-in' })
      .filter({ hasText: admin.email })
      .first();
    await signIn.waitFor();
    expect(await signIn.textContent()).toContain('127.0.0.1');
    expect(await signIn.textContent()).toContain('browser: Mozilla/5.0');
    await expectNoAxeViolations(page, 'audit log');
    await page.screenshot({ path: `${screenshots}/audit-1280.png`, fullPage: true });

    await page.getByLabel('Action').selectOption('sign-in-failed');
    await page.getByRole('button', { name: 'Filter' }).click();
    await table.getByRole('row').filter({ hasText: 'sign-in-failed' }).first().waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // the header and the one entry
    expect(await page.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit.csv?action=sign-in-failed',
    );
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
    await context.close();

    const phone = await openPage(browser, 'phone');
    await signInAt(phone.page, site.baseUrl, '/admin/audit', admin);
    await phone.page.getByRole('table', { name: 'Audit log, newest first' }).waitFor();
    // The table scrolls sideways inside its frame; the page keeps the phone's width.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.page.screenshot({ path: `${screenshots}/audit-375.png`, fullPage: true });
    await phone.context.close();
  });
});

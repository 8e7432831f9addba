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

/** The legal pages (DECISIONS D8), and no link on the home page or in the footer leads to a 404. */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  // Pages are prerendered with the build's site configuration: the example defaults.
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('legal pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy', 'Who sees your information'],
    ['/terms', 'Terms of Service', 'Information, not advice'],
    ['/compliance', 'Compliance', 'Complaints'],
  ])('%s: "%s", from the site configuration, readable before JavaScript', async (path, title, section) => {
    const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false });
    const response = await page.goto(`${site.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.getByRole('heading', { name: section }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Example Financial Advisers');
    await context.close();

    const { context: withScript, page: live } = await openPage(browser, 'desktop');
    await live.goto(`${site.baseUrl}${path}`);
    await waitForHydration(live);
    await expectNoAxeViolations(live, path);
    await withScript.close();
  });

  it('the privacy policy says how to ask for a copy or deletion, with the configured e-mail', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/privacy`);
    const rights = await page.getByRole('heading', { name: 'Your rights' }).locator('..').textContent();
    expect(rights).toContain('adviser@example.com');
    expect(rights).toMatch(/copy/);
    expect(rights).toMatch(/delete/);
    await context.close();
  });
});

describe('links', () => {
  it('no link on the home page or in the footer leads to a 404', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const paths = [...new Set(hrefs.map((href) => href.split('#')[0]!.split('?')[0]!).filter(Boolean))];
    expect(paths.length).toBeGreaterThan(5);
    const broken: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${site.baseUrl}${path}`);
      if (response.status !== 200) broken.push(`${path} -> ${response.status}`);
    }
    expect(broken).toEqual([]);
    await context.close();
  });
});

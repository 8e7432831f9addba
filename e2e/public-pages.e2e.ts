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
    // How long the backups keep what was deleted (issue 30): BACKUP_KEEP_DAYS, 35 by default.
    const kept = await page.getByRole('heading', { name: 'How long we keep it' }).locator('..').textContent();
    expect(kept).toContain('We keep encrypted backups of our records for 35 days and then delete them');
    await context.close();
  });
});

describe('search engines and sharing', () => {
  it('each public page has its own title, description, canonical URL and Open Graph tags; the home page its business data', async () => {
    const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false });
    const seen = new Set<string>();
    for (const path of ['/', '/calculators', '/services/retirement', '/privacy']) {
      await page.goto(`${site.baseUrl}${path}`);
      const title = await page.title();
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      const meta = async (selector: string) => page.locator(selector).getAttribute('content');
      expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(20);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `http://localhost:3000${path}`,
      );
      expect(await meta('meta[property="og:url"]')).toBe(`http://localhost:3000${path}`);
      expect(await meta('meta[property="og:title"]')).toBeTruthy();
    }
    await page.goto(`${site.baseUrl}/`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@type': 'FinancialService',
      telephone: '+264 61 000 0000',
      openingHours: ['Mo-Fr 09:00-18:00', 'Sa 09:00-14:00'],
    });
    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    for (const path of ['/', '/calculators', '/budget', '/services/tax-strategies', '/privacy']) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
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

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/content/services';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
} from './support/site';

/** The 20 service pages (DECISIONS D7): one template, each with its own content. */

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

describe('service pages', () => {
  it.each(services.map((service) => [service.slug, service.title, service.category]))(
    '/services/%s renders "%s", its sections and the consultation dialog',
    async (slug, title, category) => {
      const { context, page, problems } = await openPage(browser, slug.length % 2 ? 'phone' : 'desktop');
      const response = await page.goto(`${site.baseUrl}/services/${slug}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe(
        `Home›Services›${title}`,
      );
      await page
        .getByText(category === 'business' ? 'Business' : 'Personal Finance', { exact: true })
        .waitFor();
      for (const heading of ['Key Benefits', "What's Included", 'How It Works']) {
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      expect(await page.getByRole('link', { name: 'Get Free Quote' }).getAttribute('href')).toBe('/quote');
      expect(await page.getByRole('link', { name: 'Attend Workshop' }).getAttribute('href')).toBe(
        '/workshops',
      );
      expect(await page.getByRole('link', { name: /^Call Now: / }).getAttribute('href')).toBe(
        'tel:+264610000000',
      );
      await expectNoAxeViolations(page, `/services/${slug}`);
      await page.getByRole('main').getByRole('button', { name: 'Schedule Free Consultation' }).click();
      await page.getByRole('dialog', { name: 'Book Your Free Consultation' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

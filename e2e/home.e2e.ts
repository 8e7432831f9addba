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

/** The home page: hero menus, services cards, social links, every part the spec lists. */

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

describe('home page', () => {
  it('hero menus open and close, and opening one closes the other', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    const personal = page.getByRole('button', { name: 'Personal Finance Help' });
    const business = page.getByRole('button', { name: 'Business Solutions' }).first();
    expect(await personal.getAttribute('aria-expanded')).toBe('false');
    await personal.click();
    await expect.poll(() => personal.getAttribute('aria-expanded')).toBe('true');
    const personalMenu = page.locator(`#${await personal.getAttribute('aria-controls')}`);
    expect(await personalMenu.getByRole('link').count()).toBe(8);
    expect(await personalMenu.getByRole('link', { name: 'Protect My Family' }).getAttribute('href')).toBe(
      '/services/protect-family',
    );

    await business.click();
    // Read after React has committed the click (a busy machine can be a frame behind).
    await expect.poll(() => business.getAttribute('aria-expanded')).toBe('true');
    expect(await personal.getAttribute('aria-expanded')).toBe('false');
    expect(await personalMenu.isVisible()).toBe(false);
    const businessMenu = page.locator(`#${await business.getAttribute('aria-controls')}`);
    expect(await businessMenu.getByRole('link').count()).toBe(6);

    await business.click();
    await expect.poll(() => business.getAttribute('aria-expanded')).toBe('false');
    expect(await businessMenu.isVisible()).toBe(false);

    // A menu link leads to its service page.
    await personal.click();
    await personalMenu.getByRole('link', { name: 'Estate Planning' }).click();
    await page.waitForURL('**/services/estate-planning');
    await page.getByRole('heading', { level: 1, name: 'Estate Planning' }).waitFor();
    await context.close();
  });

  it('services cards are collapsed with their count, and expand and collapse', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    const services = page.locator('#services');
    for (const [label, count] of [
      ['View all 12', 12],
      ['View all 7', 7],
    ] as const) {
      const toggle = services.getByRole('button', { name: label });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      expect(await list.isVisible()).toBe(false);
      await toggle.click();
      expect(await list.getByRole('link').count()).toBe(count);
      expect(await list.isVisible()).toBe(true);
      await services.getByRole('button', { name: 'Show less' }).click();
      expect(await list.isVisible()).toBe(false);
    }
    expect(await services.textContent()).toContain('12 solutions');
    expect(await services.textContent()).toContain('7 solutions');
    await context.close();
  });

  it('claims nothing invented on a fresh install (D34); shows the cover areas and social profiles in new tabs', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const text = (await main.textContent()) ?? '';
    // The registration line and the hours; no figure, badge, testimonial, partner or count of the spec's.
    for (const fact of ['NAMFISA', 'Mon-Fri 09:00-18:00, Sat 09:00-14:00']) expect(text).toContain(fact);
    for (const claim of [
      '500+',
      'N$50M+',
      'CFI',
      'NAIB',
      'Maria N.',
      'Old Mutual',
      'followers',
      'Regulated by',
    ])
      expect(text).not.toContain(claim);
    for (const section of ['What clients say', 'Institutions we compare'])
      expect(await main.getByRole('heading', { name: section }).count()).toBe(0);
    for (const area of [
      'Life and Funeral Cover',
      'Retirement',
      'Investments',
      'Disability and Severe Illness',
    ]) {
      await main.getByRole('heading', { name: area, exact: true }).waitFor();
    }
    for (const name of ['TikTok', 'LinkedIn', 'YouTube', 'Instagram']) {
      const link = main.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const phone = main.getByRole('link', { name: /^Or call / });
    expect(await phone.getAttribute('href')).toBe('tel:+264610000000');
    expect(await phone.getAttribute('target')).toBeNull();
    // The hero's consultation button is there on a phone, and opens the dialog.
    await main.getByRole('button', { name: 'Schedule Free Consultation' }).first().click();
    await page.getByRole('dialog', { name: 'Book Your Free Consultation' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('axe finds nothing with a hero menu and a services card open', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Personal Finance Help' }).click();
    await page.locator('#services').getByRole('button', { name: 'View all 12' }).click();
    await expectNoAxeViolations(page, 'home page, menus open');
    await context.close();
  });
});

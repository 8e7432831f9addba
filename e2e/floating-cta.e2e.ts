import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../src/content/pages';
import { launchBrowser, openPage, type RunningSite, startSite, waitForHydration } from './support/site';

/**
 * The floating "Book Consultation" button never covers a form field at 375 px (issue 20): pages
 * that are forms do not show it, and elsewhere it steps aside while a field has the focus.
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

const publicPages = pages.filter((page) => page.kind === 'public');

describe('the floating button on the home page at 375 px', () => {
  it('waits while the hero offers the consultation, covering nothing of the first screen, and comes in below it', async () => {
    const { context, page } = await openPage(browser, 'phone');
    // A taller phone (812 px), where both hero menus are on the first screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    const floating = page.getByRole('button', { name: 'Book Consultation', exact: true });
    const hero = page.getByRole('button', { name: 'Schedule Free Consultation', exact: true }).first();
    // One action under one name on the first screen: the hero's (issue 59).
    expect(await hero.isVisible()).toBe(true);
    expect(await floating.isVisible()).toBe(false);
    // "Business Solutions", which the floating button covered, and the menu above it are what a
    // tap at their right-hand end (where the button sat) reaches.
    for (const name of ['Personal Finance Help', 'Business Solutions'])
      expect(
        await page.getByRole('button', { name }).evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.right - 24, box.top + box.height / 2);
          return box.bottom <= window.innerHeight && (hit === element || element.contains(hit));
        }),
        name,
      ).toBe(true);
    // Once the hero's button has scrolled away, the floating one is there to tap.
    await page.getByRole('heading', { name: 'Where would you like to start?' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect.poll(() => floating.isVisible()).toBe(true);
    await floating.click();
    await page.getByRole('dialog', { name: 'Book Your Free Consultation' }).waitFor();
    await context.close();
  });
});

describe('the floating button and form fields at 375 px', () => {
  it('is not on the pages that are forms', async () => {
    const { context, page } = await openPage(browser, 'phone');
    for (const meta of publicPages.filter((candidate) => candidate.formPage)) {
      await page.goto(site.baseUrl + meta.path);
      await waitForHydration(page);
      expect(
        await page.getByRole('button', { name: 'Book Consultation', exact: true }).count(),
        meta.path,
      ).toBe(0);
    }
    await context.close();
  });

  it('covers no field of any page once the field has the focus', async () => {
    const { context, page } = await openPage(browser, 'phone');
    let checked = 0;
    for (const meta of publicPages) {
      await page.goto(site.baseUrl + meta.path);
      await waitForHydration(page);
      const count = await page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('main input, main textarea, main select')].filter(
            // Fields a visitor can reach: not the hidden honeypot (off screen, out of the tab order).
            (field) => field.offsetWidth > 2 && field.offsetHeight > 2 && field.tabIndex >= 0,
          ).length,
      );
      for (let index = 0; index < count; index++) {
        // The field tapped and brought to the bottom of the screen, where the button sits: what is
        // drawn at its centre must be the field (or its label), once the page has reacted.
        await page.evaluate((position) => {
          const field = [
            ...document.querySelectorAll<HTMLElement>('main input, main textarea, main select'),
          ].filter(
            (candidate) => candidate.offsetWidth > 2 && candidate.offsetHeight > 2 && candidate.tabIndex >= 0,
          )[position];
          field?.focus({ preventScroll: true });
          field?.scrollIntoView({ block: 'end' });
        }, index);
        await expect
          .poll(
            () =>
              page.evaluate((position) => {
                const field = [
                  ...document.querySelectorAll<HTMLElement>('main input, main textarea, main select'),
                ].filter(
                  (candidate) =>
                    candidate.offsetWidth > 2 && candidate.offsetHeight > 2 && candidate.tabIndex >= 0,
                )[position];
                if (!field) return 'clear';
                const box = field.getBoundingClientRect();
                const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
                const labels = (field as HTMLInputElement).labels ?? [];
                if (hit === field || field.contains(hit) || [...labels].some((label) => label.contains(hit)))
                  return 'clear';
                return `${field.outerHTML.slice(0, 80)} under ${hit?.outerHTML.slice(0, 120)} (top ${Math.round(box.top)} of ${window.innerHeight})`;
              }, index),
            { timeout: 10_000 },
          )
          .toBe('clear');
        checked += 1;
      }
    }
    // The calculators, the budget planner, the FNA and the others: dozens of fields in all.
    expect(checked).toBeGreaterThan(20);
    await context.close();
  });
});

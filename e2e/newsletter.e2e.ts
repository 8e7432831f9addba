import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/** The resources page's newsletter box (DECISIONS D5). */

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

describe('newsletter signup', () => {
  it('subscribes, clears the input, and stores one row when the same address comes twice', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    const input = page.getByLabel('E-mail address');
    const button = page.getByRole('button', { name: 'Subscribe' });

    await input.fill('reader@example.com');
    await button.click();
    const first = await waitForToast(page, 'Success!');
    expect(first).toContain("You've been subscribed to our newsletter.");
    expect(await input.inputValue()).toBe('');

    await input.fill('  Reader@Example.COM ');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForFunction(
      () => (document.querySelector('input[type=email]') as HTMLInputElement).value === '',
    );
    expect(site.query('select email, is_active from newsletter_subscriptions')).toEqual([
      { email: 'reader@example.com', is_active: 1 },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "Subscribing..." while pending and the server\'s message when it fails', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/newsletter-subscriptions', async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many requests. Please wait 30 seconds and try again.',
          },
        }),
      });
    });
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill('busy@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const pending = page.getByRole('button', { name: 'Subscribing...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    const failure = await waitForToast(page, 'Error');
    expect(failure).toContain('Too many requests. Please wait 30 seconds and try again.');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('busy@example.com');
    await context.close();
  });

  it('falls back to "Failed to subscribe to newsletter." when the server says nothing', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.route('**/api/newsletter-subscriptions', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill('down@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect(await waitForToast(page, 'Error')).toContain('Failed to subscribe to newsletter.');
    await context.close();
  });
});

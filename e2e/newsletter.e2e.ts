import { createHash, randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/** The resources page's newsletter box (DECISIONS D5), and its double opt-in and unsubscribing (issue 33). */

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

/** The link in the newest confirmation e-mail to the address (read from the outbox: no mail server here). */
function confirmationLink(to: string): string {
  const [row] = site.query<{ content: string }>(
    "select content from outbox_messages where enquiry_type = 'newsletter-confirmation' and to_address = ? order by created_at desc limit 1",
    to,
  );
  const link = (JSON.parse(row?.content ?? '{}') as { link?: string }).link ?? '';
  return link.replace(/^https?:\/\/[^/]+/, site.baseUrl);
}

/** An unsubscribe link as a newsletter carries it (its token's hash written as the sending does). */
function unsubscribeLink(email: string): string {
  const token = randomBytes(32).toString('base64url');
  const database = new SqliteDatabase(site.databasePath);
  try {
    database.pragma('busy_timeout = 5000');
    const { id } = database.prepare('select id from newsletter_subscriptions where email = ?').get(email) as {
      id: string;
    };
    database
      .prepare(
        'insert into newsletter_unsubscribe_tokens (token_hash, subscription_id, newsletter_id, created_at) values (?, ?, null, ?)',
      )
      .run(createHash('sha256').update(token).digest('base64url'), id, new Date().toISOString());
  } finally {
    database.close();
  }
  return `${site.baseUrl}/newsletter/unsubscribe?token=${token}`;
}

describe('newsletter signup', () => {
  it('subscribes, asks to confirm by e-mail, and stores one row when the same address comes twice', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    const input = page.getByLabel('E-mail address');
    const button = page.getByRole('button', { name: 'Subscribe' });

    await input.fill('reader@example.com');
    await button.click();
    const first = await waitForToast(page, 'Success!');
    expect(first).toContain('Almost there: confirm your subscription with the link we just e-mailed you.');
    expect(await input.inputValue()).toBe('');

    await input.fill('  Reader@Example.COM ');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForFunction(
      () => (document.querySelector('input[type=email]') as HTMLInputElement).value === '',
    );
    expect(site.query('select email, is_active, status from newsletter_subscriptions')).toEqual([
      { email: 'reader@example.com', is_active: 0, status: 'pending' },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'confirms from the e-mailed link, then unsubscribes with one button and can come back (%s)',
    async (device) => {
      const address = `follow-${device}@example.com`;
      const { context, page, problems } = await openPage(browser, device);
      await page.goto(`${site.baseUrl}/resources`);
      await waitForHydration(page);
      await page.getByLabel('E-mail address').fill(address);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await waitForToast(page, 'Success!');

      await page.goto(confirmationLink(address));
      await page.getByRole('heading', { name: 'You are subscribed' }).waitFor();
      expect(await page.getByText(`Our next newsletter goes to ${address}`).count()).toBe(1);
      await expectNoAxeViolations(page, 'the subscription confirmed');
      if (device === 'phone')
        await page.screenshot({ path: 'test-results/newsletter-confirmed-375.png', fullPage: true });
      expect(
        site.query('select status, is_active from newsletter_subscriptions where email = ?', address),
      ).toEqual([{ status: 'active', is_active: 1 }]);

      await page.goto(unsubscribeLink(address));
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Stop receiving our newsletter?' }).waitFor();
      await expectNoAxeViolations(page, 'the unsubscribe question');
      // Opening the page changed nothing: the button does it.
      expect(site.query('select status from newsletter_subscriptions where email = ?', address)).toEqual([
        { status: 'active' },
      ]);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
      await expectNoAxeViolations(page, 'unsubscribed, with the box to come back');
      if (device === 'phone')
        await page.screenshot({ path: 'test-results/newsletter-unsubscribed-375.png', fullPage: true });
      expect(
        site.query('select status, is_active from newsletter_subscriptions where email = ?', address),
      ).toEqual([{ status: 'unsubscribed', is_active: 0 }]);
      // Subscribing again from the same page is double opt-in again.
      await page.getByLabel('E-mail address').fill(address);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await waitForToast(page, 'Success!');
      expect(site.query('select status from newsletter_subscriptions where email = ?', address)).toEqual([
        { status: 'pending' },
      ]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('says what went wrong with a link that does not work, and offers to subscribe again', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/newsletter/confirm?token=not-a-real-token`);
    await page.getByRole('heading', { name: 'We could not confirm this subscription' }).waitFor();
    expect(
      await page
        .getByText('This confirmation link is not valid. Subscribe again below to get a new one.')
        .count(),
    ).toBe(1);
    await page.getByLabel('E-mail address').waitFor();
    await expectNoAxeViolations(page, 'a confirmation link that does not work');
    await page.goto(`${site.baseUrl}/newsletter/unsubscribe?token=not-a-real-token`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'We could not open this link' }).waitFor();
    expect(
      await page
        .getByText(
          'This unsubscribe link is not valid. Reply to any of our e-mails and we will take you off the list.',
        )
        .count(),
    ).toBe(1);
    await page.goto(`${site.baseUrl}/newsletter/unsubscribe`);
    await page.getByRole('heading', { name: 'We could not open this link' }).waitFor();
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

import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, expectNoSidewaysScroll, prepareScreenshots, shoot, unexpected } from './support/book';
import {
  adminFetch,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  signInAt,
  startSite,
  waitForToast,
} from './support/site';

/**
 * The newsletter in the back office (issue 33): written with its errors shown under the fields,
 * previewed as the e-mail, tested, sent now and scheduled, at 1280 and 375 px; the e-mail itself
 * at a phone's width without sideways scrolling.
 */

let site: RunningSite;
let browser: Browser;

/** Three confirmed subscribers and one still pending, as the double opt-in leaves them. */
function seedSubscribers() {
  const database = new SqliteDatabase(site.databasePath);
  try {
    database.pragma('busy_timeout = 5000');
    const insert = database.prepare(
      'insert into newsletter_subscriptions (id, email, is_active, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    );
    const at = new Date().toISOString();
    for (const [email, status] of [
      ['one@example.com', 'active'],
      ['two@example.com', 'active'],
      ['three@example.com', 'active'],
      ['waiting@example.com', 'pending'],
    ] as const)
      insert.run(randomUUID(), email, status === 'active' ? 1 : 0, status, at, at);
  } finally {
    database.close();
  }
}

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  seedSubscribers();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const body =
  '# Tax season\n\nFile by **30 June**. See [the dates](https://example.com/dates).\n\n- Provisional tax\n- Annual return';

describe('the newsletter in the back office', () => {
  it('writes one after showing what is wrong, previews it, sends a test and sends it now (1280 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    await signInAt(page, site.baseUrl, '/admin/newsletter', admin);
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor();
    await page.getByText('No newsletters yet.').waitFor();
    await page.getByRole('button', { name: 'Write a newsletter' }).click();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Enter a subject').waitFor();
    await page.getByText('Write the newsletter').waitFor();
    expect(await page.getByLabel('Subject').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'the newsletter form with its errors');

    await page.getByLabel('Subject').fill('Tax season: three dates to keep');
    await page
      .getByLabel('Text', { exact: true })
      .fill(`${body}\n\n<img src="https://example.com/x.png" onerror="alert(1)">`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page
      .getByText('Remove an event handler such as onerror=: a newsletter cannot carry code.')
      .waitFor();

    // A server that does not answer: the preview says so.
    await page.route('**/api/admin/newsletters/preview', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByLabel('Text', { exact: true }).fill(body);
    await page.getByText('The preview could not be made: 502: Bad Gateway').waitFor();
    await page.unroute('**/api/admin/newsletters/preview');
    await page.getByLabel('Text', { exact: true }).fill(`${body} `);
    await page.getByLabel('List the next workshops under the text').check();
    await page.getByLabel('Feature a page').selectOption('service:retirement');
    // The preview follows the text: the e-mail as it arrives.
    const preview = page.frameLocator('iframe[title="The newsletter at a phone width"]');
    await preview.getByRole('heading', { name: 'Tax season' }).waitFor();
    await preview.getByRole('link', { name: 'Unsubscribe' }).waitFor();
    // The phone's 375 px shown whole beside the form, not clipped to a narrower column (issue 44).
    expect(
      await page.locator('iframe[title="The newsletter at a phone width"]').evaluate((frame) => {
        const scroller = frame.parentElement as HTMLElement;
        return scroller.scrollWidth - scroller.clientWidth;
      }),
    ).toBe(0);
    await page.getByRole('button', { name: 'Desktop (640 px)' }).click();
    await page
      .frameLocator('iframe[title="The newsletter at a desktop width"]')
      .getByText('Provisional tax')
      .waitFor();
    await expectNoAxeViolations(page, 'the newsletter with its preview', { emailPreviews: true });

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    expect(await waitForToast(page, 'Test sent')).toContain(`A copy is on its way to ${admin.email}.`);
    // It says how many it goes to: the three confirmed, not the pending one (issue 44).
    await page.getByRole('button', { name: 'Send now to 3 confirmed subscribers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this newsletter now?' });
    await confirm.waitFor();
    await confirm.getByText(/^It goes to 3 confirmed subscribers: each gets a copy/).waitFor();
    await expectNoAxeViolations(page, 'the send confirmation', { emailPreviews: true });
    await confirm.getByRole('button', { name: 'Send to subscribers' }).click();
    await waitForToast(page, 'Newsletter on its way');
    const progress = page.getByRole('region', { name: 'Tax season: three dates to keep' });
    await progress.waitFor();
    // Three confirmed subscribers; the pending one gets nothing. No SMTP here: they wait in the outbox.
    await progress.getByText('Recipients').waitFor();
    expect(await progress.locator('dd').first().textContent()).toBe('3');
    await shoot(page, 'newsletter-sent-1280');
    await expectNoAxeViolations(page, 'a newsletter going out');
    expect(
      site.query<{ to_address: string }>(
        "select to_address from outbox_messages where enquiry_type = 'newsletter' order by to_address",
      ),
    ).toEqual([
      { to_address: 'one@example.com' },
      { to_address: 'three@example.com' },
      { to_address: 'two@example.com' },
    ]);

    await page.getByRole('button', { name: 'Back to newsletters' }).click();
    await page.getByRole('button', { name: 'Progress of Tax season: three dates to keep' }).waitFor();
    expect(unexpected(problems, 502)).toEqual([]);
    await context.close();
  });

  it('schedules one on a phone, refusing a time in the past under the field (375 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await signInAt(page, site.baseUrl, '/admin/newsletter', admin);
    await page.getByRole('button', { name: 'Write a newsletter' }).click();
    await page.getByLabel('Subject').fill('December: the year-end checklist');
    await page.getByLabel('Text', { exact: true }).fill('Before the holidays, three things to check.');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Choose the date and time to send it').waitFor();
    await page.getByLabel('Or at (Windhoek time)').fill('2020-01-01T09:00');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page
      .getByRole('dialog', { name: 'Schedule this newsletter?' })
      .getByRole('button', { name: 'Schedule it' })
      .click();
    await page.getByText('Choose a time from now on').waitFor();
    await expectNoAxeViolations(page, 'a send time in the past', { emailPreviews: true });
    await shoot(page, 'newsletter-editor-375');

    const next = new Date(Date.now() + 7 * 24 * 3_600_000 + 2 * 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel('Or at (Windhoek time)').fill(next);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page
      .getByRole('dialog', { name: 'Schedule this newsletter?' })
      .getByRole('button', { name: 'Schedule it' })
      .click();
    await waitForToast(page, 'Newsletter scheduled');
    await page
      .getByRole('region', { name: 'December: the year-end checklist' })
      .getByText(/^Scheduled - Goes /)
      .waitFor();
    // Back to a draft from the list: it will not go until sent again.
    await page.getByRole('button', { name: 'Back to newsletters' }).click();
    await page.getByRole('button', { name: 'Back to draft: December: the year-end checklist' }).click();
    await waitForToast(page, 'Back to a draft');
    await page.getByRole('button', { name: 'Edit December: the year-end checklist' }).waitFor();
    // Horizontal scrolling on a phone: none.
    await expectNoSidewaysScroll(page);
    // Before signing in the session check answers 401; the time in the past, 400 (shown above).
    expect(unexpected(problems, 400)).toEqual([]);
    await context.close();
  });

  it('arrives readable on a phone: the e-mail at 375 px without sideways scrolling', async () => {
    const api = await adminFetch(site.baseUrl, admin);
    const response = await api('/api/admin/newsletters/preview', {
      method: 'POST',
      body: {
        subject: 'Tax season',
        previewText: 'Three dates',
        bodyMarkdown: `${body}\n\nA long address: https://example.com/${'a'.repeat(120)}\n\n![A wide chart](https://images.example.com/wide-chart.svg)`,
        workshops: true,
        feature: 'service:retirement',
      },
    });
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as { html: string };
    const { context, page } = await openPage(browser, 'phone');
    // An image three times as wide as the phone, as a newsletter's picture by address may be.
    await page.route('https://images.example.com/wide-chart.svg', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="#0f4c3a"/></svg>',
      }),
    );
    await page.setContent(html);
    await page
      .getByRole('img', { name: 'A wide chart' })
      .evaluate((image: HTMLImageElement) =>
        image.complete ? null : new Promise((done) => image.addEventListener('load', done, { once: true })),
      );
    expect(
      await page
        .getByRole('img', { name: 'A wide chart' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(1200);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'newsletter-email-375');
    await context.close();
  });
});

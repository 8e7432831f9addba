import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../src/content/site-env';
import { type OutboxRowForMail, renderEmail } from '../src/server/features/notifications';
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
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * The adviser's templates (issue 33): one written at /admin/templates after its errors, then an
 * e-mail from it on a client's page on a phone, and the e-mail itself at 375 px.
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('templates and e-mails to clients', () => {
  it('keeps a template of the adviser’s own, then e-mails a client from it on a phone', async () => {
    const clientId = await consultation(site, 'Selma Hamutenya', 'selma@example.com', '081 555 0101');
    const { context, page, problems } = await openPage(browser, 'phone');
    await signInAt(page, site.baseUrl, '/admin/templates', admin);
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Templates' });
    for (const name of [
      'Documents needed',
      'Your quote',
      'Thank you for your time',
      'Time for your yearly review',
    ])
      await list.getByRole('heading', { name }).waitFor();
    // Built in: changed, never deleted.
    expect(await page.getByRole('button', { name: 'Delete Documents needed' }).count()).toBe(0);

    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await dialog.getByText('Name the template').waitFor();
    await dialog.getByText('Write a subject').waitFor();
    await dialog.getByText('Write the message').waitFor();
    await expectNoAxeViolations(page, 'a new template with its errors');
    await dialog.getByLabel('Name').fill('Workshop follow-up');
    await dialog.getByLabel('Subject').fill('Your notes from the workshop, {firstName}');
    await dialog
      .getByLabel('Message')
      .fill(
        'Dear {firstName},\n\nThank you for coming. Book your own review here: {bookingLink}\n\n{adviserName}',
      );
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await waitForToast(page, 'Template saved');
    await list.getByRole('heading', { name: 'Workshop follow-up' }).waitFor();
    await shoot(page, 'templates-375');

    await page.goto(`${site.baseUrl}/admin/clients/${clientId}`);
    // The server renders the page for the person signed in: its handlers come with hydration.
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Selma Hamutenya', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Write an e-mail' }).click();
    const mail = page.getByRole('dialog', { name: 'Write an e-mail to Selma Hamutenya' });
    await mail.getByLabel('Start from a template').selectOption({ label: 'Workshop follow-up' });
    expect(await mail.getByLabel('Subject').inputValue()).toBe('Your notes from the workshop, Selma');
    expect(await mail.getByLabel('Message').inputValue()).toMatch(
      /^Dear Selma,\n\nThank you for coming\. Book your own review here: http:\/\/[^/]+\/my\?next=review\n\n.+$/,
    );
    await mail.getByLabel('Subject').fill('');
    await mail.getByRole('button', { name: 'Send e-mail' }).click();
    await mail.getByText('Write a subject').waitFor();
    await expectNoAxeViolations(page, 'the e-mail with its error');
    await mail.getByLabel('Subject').fill('Your notes from the workshop');
    await mail.getByRole('button', { name: 'Send e-mail' }).click();
    await waitForToast(page, 'E-mail sent');
    await page
      .getByRole('list', { name: 'Timeline, newest first' })
      .getByText('E-mail "Your notes from the workshop":', { exact: false })
      .waitFor();
    await shoot(page, 'client-emailed-375');
    await expectNoSidewaysScroll(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('arrives readable on a phone: the client’s e-mail at 375 px without sideways scrolling', async () => {
    const clientId = await consultation(site, 'Petrus Amukoto', 'petrus@example.com', '081 555 0102');
    const api = await adminFetch(site.baseUrl, admin);
    const sent = await api(`/api/admin/clients/${clientId}/emails`, {
      method: 'POST',
      body: {
        subject: 'The documents we need from you',
        body: `Dear Petrus,\n\nPlease send us:\n- a copy of your ID\n- your latest payslip\n\nUpload them here: https://example.com/${'d'.repeat(90)}\n\nKind regards,\nAlex`,
      },
    });
    expect(sent.status).toBe(202);
    // The e-mail as the sender writes it out from its outbox row (no mail server here).
    const [row] = site.query<OutboxRowForMail>(
      "select enquiry_type, enquiry_id, audience, to_address, content from outbox_messages where enquiry_type = 'client-email' and to_address = 'petrus@example.com'",
    );
    const email = await renderEmail(row as OutboxRowForMail, {
      site: resolveSiteConfig({}),
      adviserEmail: admin.email,
    });
    expect(email.replyTo).toBe(admin.email);
    const { context, page } = await openPage(browser, 'phone');
    await page.setContent(email.html);
    await page.getByText('a copy of your ID').waitFor();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'client-email-375');
    await context.close();
  });
});

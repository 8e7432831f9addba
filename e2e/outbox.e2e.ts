import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validConsultation } from '../src/server/testing/enquiry-fixtures';
import { createSmtpServer, type TestSmtpServer } from '../src/server/testing/smtp';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/** E-mail notifications in the browser (issue 10): the link in the adviser's e-mail, a failed e-mail resent. */

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
let site: RunningSite;
let browser: Browser;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await createSmtpServer();
  await smtp.start();
  site = await startSite({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'adviser-inbox@example.com',
    OUTBOX_POLL_MS: '100',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.stop();
});

async function eventually(check: () => boolean, what: string, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('e-mail notifications', () => {
  it('the adviser’s e-mail links to the record; a refused e-mail shows on the dashboard and is sent again', async () => {
    smtp.refuse.add('refused@example.com');
    const response = await fetch(`${site.baseUrl}/api/consultation-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...validConsultation,
        details: 'Help me write a will.',
        fullName: 'Linked Visitor',
        email: 'refused@example.com',
        phone: '081 000 0080',
      }),
    });
    expect(response.status).toBe(201);
    await eventually(
      () => smtp.received.some((mail) => mail.to.includes('adviser-inbox@example.com')),
      'the adviser’s e-mail',
    );
    const mail = decoded(smtp.received.find((entry) => entry.to.includes('adviser-inbox@example.com'))!.raw);
    const link = /https?:\/\/\S+\/admin\?tab=consultations&record=[0-9a-f-]{36}/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    const { context, page } = await openPage(browser, 'desktop');
    const path = new URL(link!);
    await page.goto(`${site.baseUrl}${path.pathname}${path.search}`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Consultation Request Details' });
    await dialog.getByText('Help me write a will.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const panel = page.getByRole('region', { name: 'E-mails not delivered' });
    await panel.getByText('We received your consultation request', { exact: false }).waitFor();
    await panel.getByText('550', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'dashboard with a failed e-mail');
    smtp.refuse.clear();
    await panel.getByRole('button', { name: /Resend/ }).click();
    await waitForToast(page, 'E-mail queued');
    await eventually(
      () => smtp.received.some((entry) => entry.to.includes('refused@example.com')),
      'the resent e-mail',
    );
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });
});

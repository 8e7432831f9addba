import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTexts } from '../src/shared/passwords';
import {
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
 * Passwords belong to their owners (issue 56), at 375 px: one's own changed on /admin/security
 * (the wrong current password refused under its field), a forgotten one reset from the sign-in
 * page's link, and an owner e-mailing a person of the team the link from Team.
 */

const admin = { email: 'owner@example.com', password: 'the owner’s first password' };
const screenshots = 'test-results/screenshots';
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** What went wrong in the page, but the answers these pages expect: 401 signed out, 410 a used link. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|401|410)\b/.test(problem));

/** The link of the newest password e-mail to `email`, as the outbox holds it until it is sent. */
function resetLink(email: string): string {
  const row = site.query<{ content: string }>(
    "select content from outbox_messages where enquiry_type = 'password-reset' and to_address = ? order by created_at desc",
    email,
  )[0];
  const link = (JSON.parse(row?.content ?? '{}') as { link?: string }).link ?? '';
  return link.replace(/^https?:\/\/[^/]+/, site.baseUrl);
}

describe('passwords', () => {
  it('changes one’s own password on /admin/security, refusing a wrong current one under its field', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await signInAt(page, site.baseUrl, '/admin/security', admin);
    const section = page.getByRole('region', { name: 'Change your password' });
    await section.waitFor();
    await section.getByLabel('Current password').fill('not my password at all');
    await section.getByLabel('New password', { exact: true }).fill('the owner’s second password');
    await section.getByLabel('New password again').fill('the owner’s second password');
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByText(passwordTexts.wrongCurrent).waitFor();

    await section.getByLabel('Current password').fill(admin.password);
    await section.getByLabel('New password again').fill('something else entirely');
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByText('The two new passwords differ.').waitFor();

    await section.getByLabel('New password again').fill('the owner’s second password');
    await section.getByRole('button', { name: 'Change password' }).click();
    expect(await waitForToast(page, 'Password changed')).toContain(passwordTexts.changed);
    expect(await section.getByLabel('Current password').inputValue()).toBe('');
    await expectNoAxeViolations(page, 'security page');
    await page.screenshot({ path: `${screenshots}/security-password-375.png`, fullPage: true });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
    admin.password = 'the owner’s second password';

    // The old password no longer signs in; the new one does.
    const old = await fetch(`${site.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.baseUrl },
      body: JSON.stringify({ email: admin.email, password: 'the owner’s first password' }),
    });
    expect(old.status).toBe(401);
  });

  it('resets a forgotten password from the sign-in page’s link, the link working once', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/admin`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Valid email is required').waitFor();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(passwordTexts.resetRequested).waitFor();
    await expectNoAxeViolations(page, 'forgot password');
    await page.screenshot({ path: `${screenshots}/forgot-password-375.png`, fullPage: true });

    const link = resetLink(admin.email);
    expect(link).toContain('/admin/reset-password?token=');
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByText(`Choose a new password for ${admin.email}.`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('The same password again').fill('short');
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByText('The password must be at least 12 characters.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('the owner’s third password');
    await page.getByLabel('The same password again').fill('the owner’s third password');
    await page.getByRole('button', { name: 'Save my password' }).click();
    await page.getByText(passwordTexts.set).waitFor();
    await expectNoAxeViolations(page, 'reset password');
    await page.screenshot({ path: `${screenshots}/reset-password-375.png`, fullPage: true });

    // Used: the link says so.
    await page.goto(link);
    await waitForHydration(page);
    await page.getByText(passwordTexts.linkGone).waitFor();
    admin.password = 'the owner’s third password';
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    const signedIn = await openPage(browser, 'phone');
    await signInAt(signedIn.page, site.baseUrl, '/admin/today', admin);
    await signedIn.context.close();
  });

  it('lets the owner e-mail a person of the team a password link from Team', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await signInAt(page, site.baseUrl, '/admin/team', admin);
    await page
      .getByRole('button', { name: /^E-mail a password link: .+$/ })
      .first()
      .click();
    expect(await waitForToast(page, 'Link sent')).toContain(passwordTexts.teamLinkSent(admin.email));
    await context.close();
  });
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/server/features/admin/two-factor/totp';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * Two-factor sign-in in the browser (issue 21), with ADMIN_REQUIRE_2FA on: the first sign-in sets
 * up an authenticator app (the code computed from the key the page shows) and shows ten recovery
 * codes; the Security page adds a passkey on Chromium's virtual authenticator; later sign-ins give
 * the passkey, or a recovery code once. WebAuthn needs a name, not an IP address: the pages are
 * opened at localhost.
 */

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
const screenshots = 'test-results/screenshots';
let site: RunningSite;
let browser: Browser;
let baseUrl = '';

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  site = await startSite({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_REQUIRE_2FA: 'true',
  });
  baseUrl = site.baseUrl.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function password(page: Page, path = '/admin') {
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The console's lines for the answers the flow expects: 401 before signing in, 400 for the wrong codes. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !/status of (400|401)\b/.test(problem));

async function logOut(page: Page) {
  // On a phone the way out is in the back office's menu (issue 34).
  const button = page.getByRole('button', { name: 'Log out' });
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
}

describe('two-factor sign-in', () => {
  let recoveryCodes: string[] = [];

  it('sets up an authenticator app at the first sign-in, shows the recovery codes once, then opens the back office', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await password(page);
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    // Nothing of the back office is served yet.
    expect((await page.request.get(`${baseUrl}/api/admin/stats`)).status()).toBe(401);
    await expectNoAxeViolations(page, 'two-factor set-up');

    await page.getByRole('button', { name: 'Authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = ((await page.locator('code').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await page.screenshot({ path: `${screenshots}/two-factor-enrol-375.png`, fullPage: true });

    await page.getByLabel('Code from the app').fill('12345');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await page.getByLabel('Code from the app').fill(totpCode(key, new Date()));
    await page.getByRole('button', { name: 'Turn on' }).click();

    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    recoveryCodes = await page
      .getByRole('listitem')
      .filter({ hasText: /^[0-9A-Z]{4}-/ })
      .allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectNoAxeViolations(page, 'recovery codes');
    await page.screenshot({ path: `${screenshots}/two-factor-codes-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await waitForToast(page, 'Successfully logged in as admin');
    await page.waitForURL(/\/admin\/today$/);
    expect((await page.request.get(`${baseUrl}/api/admin/stats`)).status()).toBe(200);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('adds a passkey on the Security page and signs in with it next time', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    // In with a recovery code (the app's code of this half-minute was used by the first test).
    await password(page, '/admin/security');
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    await expectNoAxeViolations(page, 'second factor');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill('AAAA-BBBB-CCCC-DDDD');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('That recovery code is not right, or it was used already.').waitFor();
    await page.getByLabel('Recovery code').fill((recoveryCodes[0] as string).toLowerCase());
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(await waitForToast(page, 'Recovery code used')).toContain('9 recovery codes left');

    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await page.getByText('9 of 10 left.').waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Name this passkey (for example: Work laptop)').waitFor();
    await page.getByLabel('Passkey name').fill('Office laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await waitForToast(page, 'Your second factor is set up.');
    await page.getByText('Office laptop', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'security page');
    await page.screenshot({ path: `${screenshots}/two-factor-security-1280.png`, fullPage: true });

    await logOut(page);
    await password(page);
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await waitForToast(page, 'Successfully logged in as admin');
    await page.waitForURL(/\/admin\/today$/);

    // The audit log has it all: the password step, the recovery code, the passkey.
    const audit = site.query<{ action: string; details: string }>(
      'select action, details from audit_log order by created_at',
    );
    const actions = audit.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['sign-in-password', 'two-factor-enrolled', 'sign-in', 'second-factor-failed']),
    );
    expect(
      audit.filter((entry) => entry.action === 'sign-in').map((entry) => JSON.parse(entry.details).method),
    ).toEqual(['totp', 'recovery', 'passkey']);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

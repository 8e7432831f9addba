import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficePages, signedOutPages } from '../src/content/back-office-pages';
import { admin, consultation, prepareScreenshots, shoot, signedIn, unexpected } from './support/book';
import {
  adminFetch,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
} from './support/site';

/**
 * Back-office pages rendered by the server for the person signed in (issue 34): the page and its
 * data arrive with the HTML, readable before any JavaScript runs; the browser hydrates it from the
 * same data without asking again and without a mismatch; nobody signed in gets the bare shell.
 */

const run = promisify(execFile);
let site: RunningSite;
let browser: Browser;
let clientId = '';

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  clientId = await consultation(site, 'Tuyeni Amupolo', 'tuyeni@example.com', '081 555 0173');
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The session cookie the sign-in left for the back office's pages (not only for the API). */
async function sessionCookieForPages(context: import('playwright-core').BrowserContext) {
  const cookies = await context.cookies(`${site.baseUrl}/admin/today`);
  return cookies.find((cookie) => cookie.name === 'adviser_admin');
}

describe('a back-office page rendered on the server', () => {
  it('shows Today and a client’s page with their data before any JavaScript runs (375 px)', async () => {
    const signedInPage = await signedIn(browser, site, 'phone', '/admin/today');
    const cookie = await sessionCookieForPages(signedInPage.context);
    expect(cookie?.path).toBe('/admin');
    expect(cookie?.httpOnly).toBe(true);
    await signedInPage.context.close();

    const { context, page } = await openPage(browser, 'phone', { javaScriptEnabled: false });
    await context.addCookies([cookie as NonNullable<typeof cookie>]);
    const today = await page.goto(`${site.baseUrl}/admin/today`);
    expect(today?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.title()).toMatch(/^Today \| /);
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    const waiting = page.getByRole('region', { name: /Not contacted yet/ });
    await waiting.getByRole('link', { name: 'Tuyeni Amupolo', exact: true }).waitFor();
    // Their number to call, WhatsApp beside it (issue 44).
    await waiting.getByRole('link', { name: /^Call Tuyeni Amupolo, / }).waitFor();
    // The frame is there too: the phone's bar of the most used sections.
    await page
      .getByRole('navigation', { name: 'Most used' })
      .getByRole('link', { name: 'Clients' })
      .waitFor();
    // The site itself (issue 46): no backup yet, said once, at the top (issue 59: not again at the foot).
    const attention = page.getByRole('region', { name: 'The site needs attention' });
    await attention.getByText(/^No backup has been made yet\./).waitFor();
    expect(await page.getByText('No backup has been made yet.', { exact: true }).count()).toBe(0);
    await shoot(page, 'rendered-today-no-js-375');

    // A backup made with the command the daily timer runs: Today says when, and warns no more.
    const backups = mkdtempSync(join(tmpdir(), 'adviser-e2e-backups-'));
    try {
      await run('npx', ['tsx', 'scripts/db-backup.ts'], {
        env: { ...process.env, DATABASE_URL: site.databasePath, NODE_ENV: 'test', BACKUP_DIR: backups },
      });
    } finally {
      rmSync(backups, { recursive: true, force: true });
    }
    await page.reload();
    await page.getByText(/^Last backup: \d+ \w+ \d{4} at \d+:\d\d [AP]M\.$/).waitFor();
    expect(await attention.count()).toBe(0);

    await page.goto(`${site.baseUrl}/admin/clients/${clientId}`);
    expect(await page.title()).toMatch(/^Client \| /);
    await page.getByRole('heading', { name: 'Tuyeni Amupolo', level: 1 }).waitFor();
    await page.getByText('tuyeni@example.com').first().waitFor();
    await shoot(page, 'rendered-client-no-js-375');
    await context.close();
  });

  it('hydrates from the data it came with: no second read, no mismatch, and it works (1280 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/today');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/')) reads.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.baseUrl}/admin/clients/${clientId}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Tuyeni Amupolo', level: 1 }).waitFor();
    // The session, the client and the timeline came with the page: not asked for again.
    expect(reads).not.toContain('/api/admin/verify');
    expect(reads).not.toContain(`/api/admin/clients/${clientId}`);
    // Hydrated, not rendered again: a mismatch is reported in the console. (The 401 is the
    // session check before signing in.)
    expect(unexpected(problems)).toEqual([]);
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByRole('dialog').getByLabel('Phone').waitFor();
    await expectNoAxeViolations(page, 'client page rendered on the server, its dialog open');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('hydrates every back-office page it renders without a mismatch (1280 px)', async () => {
    const api = await adminFetch(site.baseUrl, admin);
    const policy = await api('/api/admin/policies', {
      method: 'POST',
      body: {
        clientId,
        insurer: 'Sanlam Namibia',
        product: 'funeral',
        policyNumber: 'SN-RENDER-1',
        status: 'in-force',
        startDate: '2025-05-01',
        premiumCents: 25_000,
        premiumFrequency: 'monthly',
      },
    });
    expect(policy.status).toBe(201);
    const policyId = ((await policy.json()) as { id: string }).id;
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/today');
    for (const { path, heading } of backOfficePages.filter((each) => !signedOutPages.includes(each.path))) {
      const address = path
        .replace('/admin/clients/:id', `/admin/clients/${clientId}`)
        .replace('/admin/policies/:id', `/admin/policies/${policyId}`);
      const answer = await page.goto(`${site.baseUrl}${address}`);
      expect(answer?.headers()['cache-control'], address).toBe('private, no-store');
      await waitForHydration(page);
      // Its text was in the HTML (a page that redirects, /admin to Today, says so after hydrating).
      if (path !== '/admin')
        expect(await answer?.text(), address).toContain(heading.replaceAll('&', '&amp;'));
      expect(unexpected(problems), address).toEqual([]);
    }
    await context.close();
  });

  it('gives the bare shell to nobody signed in, and after signing out', async () => {
    const anonymous = await fetch(`${site.baseUrl}/admin/today`);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(await anonymous.text()).toContain('<div id="root"></div>');

    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/today');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    // Signing out clears the cookie from the back office's pages as well as from the API.
    expect(await sessionCookieForPages(context)).toBeUndefined();
    const after = await page.goto(`${site.baseUrl}/admin/today`);
    expect(after?.headers()['cache-control']).toBe('no-cache');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

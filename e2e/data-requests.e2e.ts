import { mkdirSync, readFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validConsultation } from '../src/server/testing/enquiry-fixtures';
import { completeFna } from '../src/shared/fna.fixtures';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  signInAt,
  startSite,
  waitForToast,
} from './support/site';

/**
 * Data protection in the back office (issue 21): the retention page lists the client the next run
 * removes; a client page exports the person's data as a ZIP and erases it after a typed
 * confirmation, keeping the FNA the law requires.
 */

const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
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

async function send(path: string, body: unknown): Promise<string> {
  const response = await fetch(`${site.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const clientIdOf = (table: string, id: string) =>
  site.query<{ client_id: string }>(`select client_id from ${table} where id = ?`, id)[0]?.client_id ?? '';

describe('data protection', () => {
  it('shows on the retention page the client the next run removes', async () => {
    const old = await send('/api/consultation-requests', {
      ...validConsultation,
      fullName: 'Olden Enquirer',
      email: 'olden@example.com',
      phone: '+264 81 555 0200',
    });
    // Aged three years in the database, as if the enquiry had come then.
    const database = new SqliteDatabase(site.databasePath);
    try {
      const threeYearsAgo = new Date(Date.now() - 3 * 366 * 86_400_000).toISOString();
      database
        .prepare('update clients set last_activity_at = ? where id = ?')
        .run(threeYearsAgo, clientIdOf('consultation_requests', old));
    } finally {
      database.close();
    }
    const { context, page, problems } = await openPage(browser, 'phone');
    await signInAt(page, site.baseUrl, '/admin/retention', admin);
    await page.getByRole('heading', { name: 'Data retention', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Clients the next run removes' });
    const row = table.getByRole('row').filter({ hasText: 'Olden Enquirer' });
    await row.waitFor();
    expect(await row.textContent()).toContain('No advice; no contact for over 2 years');
    await page.getByText('It will remove 1 client and everything held on them').waitFor();
    await page
      .getByText('Enquiries that do not lead to advice are deleted two years after our last contact.', {
        exact: false,
      })
      .waitFor();
    // The backups' days, as the privacy page states them (issue 30).
    await page.getByText('is gone from our backups within 35 days as well', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'retention page');
    await page.screenshot({ path: `${screenshots}/retention-375.png`, fullPage: true });
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    await context.close();
  });

  it('exports a person’s data as a ZIP and erases it after a typed confirmation, keeping their FNA', async () => {
    const person = { fullName: 'Erin Erasmus', email: 'erin@example.com', phone: '+264 81 555 0201' };
    const asked = await send('/api/consultation-requests', { ...validConsultation, ...person });
    const fna = await send('/api/fna/submit', {
      ...completeFna,
      personalInfo: { ...completeFna.personalInfo, email: person.email },
    });
    const clientId = clientIdOf('consultation_requests', asked);
    expect(clientIdOf('fna_submissions', fna)).toBe(clientId);

    const { context, page, problems } = await openPage(browser, 'desktop');
    await signInAt(page, site.baseUrl, `/admin/clients/${clientId}`, admin);
    await page.getByRole('heading', { name: 'Erin Erasmus', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Export their data' }).click();
    const exportDialog = page.getByRole('dialog', { name: "Export Erin Erasmus's data?" });
    await exportDialog.waitFor();
    await expectNoAxeViolations(page, 'export dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^client-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'client.json', `fna-${fna}.pdf`]),
    );
    expect(strFromU8(files['client.json'] as Uint8Array)).toContain('Erin Erasmus');
    await waitForToast(page, 'Exported');

    await page.getByRole('button', { name: 'Erase their data' }).click();
    const eraseDialog = page.getByRole('dialog', { name: "Erase Erin Erasmus's data?" });
    await eraseDialog.getByText('Deleted now:').waitFor();
    expect(await eraseDialog.textContent()).toContain('Kept until');
    expect(await eraseDialog.textContent()).toContain('1 Financial Needs Analysis.');
    // SQLite overwrites what it deletes: the PostgreSQL sentence about db:compact is not for it (issue 30).
    expect(await eraseDialog.textContent()).not.toContain('db:compact');
    await expectNoAxeViolations(page, 'erase dialog');
    await page.screenshot({ path: `${screenshots}/erase-dialog-1280.png` });
    await eraseDialog.getByLabel('Type ERASE to confirm').fill('erase');
    await eraseDialog.getByRole('button', { name: 'Erase their data' }).click();
    await eraseDialog.getByText('Type ERASE to confirm', { exact: true }).nth(1).waitFor();
    expect(site.query('select id from consultation_requests where id = ?', asked)).toHaveLength(1);
    await eraseDialog.getByLabel('Type ERASE to confirm').fill('ERASE');
    await eraseDialog.getByRole('button', { name: 'Erase their data' }).click();
    await waitForToast(page, 'Erased');
    await page.waitForURL(/\/admin\/clients$/);

    expect(site.query('select id from consultation_requests where id = ?', asked)).toEqual([]);
    expect(site.query('select id from fna_submissions where id = ?', fna)).toHaveLength(1);
    expect(site.query('select name, email from clients where id = ?', clientId)).toEqual([
      { name: 'Erased on request', email: '' },
    ]);
    const actions = site
      .query<{ action: string }>(
        'select action from audit_log where entity_id = ? order by created_at',
        clientId,
      )
      .map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['client-exported', 'client-erased']));
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    await context.close();
  });
});

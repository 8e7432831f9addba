import * as XLSX from '@e965/xlsx';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMatchedByNameText, linesToFixText } from '../src/shared/imports';
import {
  admin,
  expectNoSidewaysScroll,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
import {
  expectNoAxeViolations,
  launchBrowser,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * Importing the book (issue 43) in a real browser: a workbook with a bad line is read, the line is
 * named with its column and why, nothing is stored; the fixed file is read again and imported;
 * the clients are in the book with their policies, and the import can be undone.
 */

let site: RunningSite;
let browser: Browser;

function workbook(premium: string): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Client ref', 'Surname', 'First name(s)', 'Cell', 'ID No', 'Household', 'Relationship'],
      ['C1', 'Nghipondoka', 'Johanna', '081 234 5671', '85041200123', 'H1', 'Main member'],
      ['C2', 'Nghipondoka', 'Tuyeni', '081 234 5672', '', 'H1', 'Spouse'],
    ]),
    'Clients',
  );
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Client ref', 'Insurer', 'Policy no.', 'Product', 'Status', 'Start date', 'Premium', 'Frequency'],
      ['C1', 'Sanlam', 'SL-1001', 'Life cover', 'In force', '2019-03-15', 'N$ 450.00', 'M'],
      ['C2', 'Old Mutual', 'OM-2002', 'Funeral', 'In force', '2020-07-01', premium, 'Monthly'],
    ]),
    'Policies',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('importing the book', () => {
  it('names the bad line of a workbook, then imports the fixed file, and undoes it', async () => {
    const { page, problems, context } = await signedIn(browser, site, 'desktop', '/admin/import');
    await waitForHydration(page);
    const file = page.getByLabel('File (CSV or .xlsx)');
    await file.setInputFiles({
      name: 'my-book.xlsx',
      mimeType: 'application/octet-stream',
      buffer: workbook('about 120'),
    });
    await page.getByRole('button', { name: 'Read the file' }).click();
    const lines = page.getByRole('list', { name: 'Lines of the file' });
    await lines.getByText('Premium: "about 120" is not an amount in N$').waitFor();
    await page.getByText(`${linesToFixText(1)}: fix the file and choose it again`).waitFor();
    expect(await page.getByRole('button', { name: 'Import into the book' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'an import with an invalid line');
    await shoot(page, 'import-invalid-1280');
    expect(site.query<{ n: number }>('select count(*) as n from clients')[0]?.n).toBe(0);

    await file.setInputFiles({
      name: 'my-book.xlsx',
      mimeType: 'application/octet-stream',
      buffer: workbook('120.00'),
    });
    await page.getByRole('button', { name: 'Read the file' }).click();
    await page.getByText('Storing would add 2 clients and 2 policies').waitFor();
    await page.getByRole('button', { name: 'Import into the book' }).click();
    await waitForToast(page, 'Imported');
    await page.getByText(/^2 clients, 2 policies and 1 household link added/).waitFor();
    await page.getByRole('region', { name: 'Imports' }).getByText('my-book.xlsx').waitFor();

    await page.getByRole('link', { name: 'Open the clients' }).click();
    const list = page.getByRole('list', { name: 'Clients' });
    await list.getByRole('link', { name: 'Johanna Nghipondoka' }).click();
    await page.getByRole('heading', { level: 1, name: 'Johanna Nghipondoka' }).waitFor();
    // Her policy in force makes her a client (D32).
    expect(await page.getByLabel('Stage').inputValue()).toBe('client');
    await page.getByText('SL-1001', { exact: false }).first().waitFor();

    await page.goto(`${site.baseUrl}/admin/import`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Undo this import' }).click();
    await waitForToast(page, 'Import undone');
    expect(site.query<{ n: number }>('select count(*) as n from clients')[0]?.n).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('says on a phone when a policy line finds its holder by name alone, and keeps the name in the book', async () => {
    const { page, problems, context } = await signedIn(browser, site, 'phone', '/admin/import');
    await waitForHydration(page);
    const file = page.getByLabel('File (CSV or .xlsx)');
    const read = async (name: string, buffer: Buffer) => {
      await file.setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
      await page.getByRole('button', { name: 'Read the file' }).click();
    };
    await read('my-book.xlsx', workbook('120.00'));
    await page.getByRole('button', { name: 'Import into the book' }).click();
    await waitForToast(page, 'Imported');
    // An older list of policies naming Johanna in capitals, without her reference or cell.
    const older = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      older,
      XLSX.utils.aoa_to_sheet([
        ['Policyholder', 'Insurer', 'Policy no.', 'Product', 'Status', 'Start date', 'Premium', 'Frequency'],
        [
          'JOHANNA NGHIPONDOKA',
          'Hollard',
          'HOL-3003',
          'Life cover',
          'In force',
          '2021-05-01',
          'N$ 300.00',
          'M',
        ],
      ]),
      'Policies',
    );
    await read('older-policies.xlsx', XLSX.write(older, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const lines = page.getByRole('list', { name: 'Lines of the file' });
    await lines.getByText(importMatchedByNameText).waitFor();
    await lines.getByRole('link', { name: 'Johanna Nghipondoka' }).waitFor();
    expect(await lines.getByText('Nothing would change.').count()).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'a policy line found by name');
    await shoot(page, 'import-by-name-375');
    await page.getByRole('button', { name: 'Import into the book' }).click();
    // The first import's toast may still be up: this one's own words.
    await waitForToast(page, '0 clients and 1 policy added.');
    expect(
      site.query(
        "select c.name from policies p join clients c on c.id = p.client_id where p.policy_number = 'HOL-3003'",
      ),
    ).toEqual([{ name: 'Johanna Nghipondoka' }]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('fits a phone: the file field, the lines of a CSV without a sheet name, the household a new line gets', async () => {
    const { page, problems, context } = await signedIn(browser, site, 'phone', '/admin/import');
    await waitForHydration(page);
    const file = page.getByLabel('File (CSV or .xlsx)');
    // The file field fills the column and stays inside a 375 px screen (issue 59: 380 px wide).
    await expectNoSidewaysScroll(page);
    expect(await file.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
    await file.setInputFiles({
      name: 'clients-exported-from-the-old-system-november-2026.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Surname,First name(s),Cell,Household,Relationship',
          'Nghipondoka,Johanna,081 234 5671,H1,Main member',
          'Nghipondoka,Tuyeni,081 234 5672,H1,Spouse',
        ].join('\n'),
      ),
    });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Read the file' }).click();
    const csvLines = page.getByRole('list', { name: 'Lines of the file' });
    await csvLines.getByText('Household “H1”: spouse or partner of Johanna Nghipondoka').waitFor();
    await csvLines.getByText('Household “H1”: main member').waitFor();
    // A CSV file is one sheet: its lines are numbered, not said to be "of" the file's name.
    expect(await csvLines.getByText('Line 3 · Client', { exact: true }).count()).toBe(1);
    expect(await csvLines.getByText(/ of clients-exported/).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'import-households-375');

    await file.setInputFiles({
      name: 'my-book.xlsx',
      mimeType: 'application/octet-stream',
      buffer: workbook('oops'),
    });
    await page.getByRole('button', { name: 'Read the file' }).click();
    await page.getByText('Premium: "oops" is not an amount in N$').waitFor();
    // A workbook of two sheets says which sheet a line is of.
    await page
      .getByRole('list', { name: 'Lines of the file' })
      .getByText('Line 3 of the sheet “Policies” · Policy', { exact: true })
      .waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, 'the import on a phone');
    await shoot(page, 'import-invalid-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

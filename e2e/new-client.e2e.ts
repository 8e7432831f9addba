import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  consultation,
  expectNoSidewaysScroll,
  openFolds,
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
 * A client added by hand (issue 43) in a real browser: on a phone, the adviser searches for a
 * referral, finds nothing, adds them from the search with what was typed, is told of a likely
 * duplicate before anything is saved, and lands on the new client's page. Axe at each step.
 */

let site: RunningSite;
let browser: Browser;
let johanna = '';

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  johanna = await consultation(site, 'Johanna Nghipondoka', 'johanna@example.com', '+264 81 234 5671');
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a client added by hand', () => {
  it('adds a referral from the search on a phone, after the form names its mistakes', async () => {
    const { page, problems, context } = await signedIn(browser, site, 'phone', '/admin/today');
    await page
      .getByRole('button', { name: /Search/ })
      .first()
      .click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await search.getByRole('combobox').fill('Selma Haufiku');
    await search.getByText('Nothing found for “Selma Haufiku”.').waitFor();
    await search.getByRole('button', { name: 'Add Selma Haufiku as a client' }).click();

    const dialog = page.getByRole('dialog', { name: 'New client' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Selma Haufiku');
    await dialog.getByLabel('ID number').fill('85133100123');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await dialog.getByText("This ID number's first six digits are not a real date of birth").waitFor();
    await dialog.getByText('Say who referred them').waitFor();
    await expectNoAxeViolations(page, 'the new client form with its errors');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'new-client-errors-375');

    await dialog.getByLabel('ID number').fill('85123100123');
    await dialog.getByLabel('Referred by').fill('Johanna Nghipondoka');
    // Her number is Johanna's: the adviser is told before anything is stored.
    await dialog.getByLabel('Phone (optional)', { exact: true }).fill('081 234 5671');
    await dialog.getByRole('button', { name: 'Add another e-mail address' }).click();
    await dialog.getByLabel('E-mail 2 (optional)').fill('selma.work@example.com');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    const warning = dialog.getByRole('alert');
    await warning
      .getByText(/^Johanna Nghipondoka, \+264 81 234 5671, is already in the client book/)
      .waitFor();
    await expect(
      warning.getByRole('link', { name: 'Open Johanna Nghipondoka' }).getAttribute('href'),
    ).resolves.toBe(`/admin/clients/${johanna}`);
    await expectNoAxeViolations(page, 'the likely duplicate');
    await shoot(page, 'new-client-duplicate-375');
    await warning.getByRole('button', { name: 'This is someone else: add them' }).click();

    await waitForToast(page, 'Client added');
    await page.getByRole('heading', { level: 1, name: 'Selma Haufiku' }).waitFor();
    await openFolds(page);
    await page.getByText('Referral: Johanna Nghipondoka (added by adviser@example.com)').waitFor();
    await page.getByText('31 Dec 1985').waitFor();
    expect(await page.getByLabel('Stage').inputValue()).toBe('prospect');
    await expectNoAxeViolations(page, 'the new client page');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'new-client-page-375');
    // The likely duplicate is the server's 409, answered in the dialog.
    expect(unexpected(problems, 409)).toEqual([]);
    await context.close();
  });

  it('adds a client from the client list at 1280 px and finds them by their second address', async () => {
    const { page, problems, context } = await signedIn(browser, site, 'desktop', '/admin/clients');
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel('Name').fill('Tomas Iipinge');
    await dialog.getByLabel('Phone (optional)', { exact: true }).fill('081 300 4000');
    await dialog.getByLabel('How they came').selectOption('walk-in');
    await dialog.getByLabel('Stage').selectOption('client');
    await expectNoAxeViolations(page, 'the new client form');
    await shoot(page, 'new-client-form-1280');
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await waitForToast(page, 'Client added');
    await page.getByRole('heading', { level: 1, name: 'Tomas Iipinge' }).waitFor();
    await page.getByText('Walk-in (added by adviser@example.com)').waitFor();

    await page.goto(`${site.baseUrl}/admin/clients`);
    await waitForHydration(page);
    await page.getByLabel('Who').selectOption('client');
    const list = page.getByRole('list', { name: 'Clients' });
    await list.getByRole('link', { name: 'Tomas Iipinge' }).waitFor();
    await shoot(page, 'new-client-list-1280');
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Tomas Iipinge']);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

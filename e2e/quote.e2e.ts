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

/** /quote (DECISIONS D6): messages under the fields, a stored request, and the failure path. */

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

describe('quote request page', () => {
  it('shows what is missing under each field, then stores the request with its pipeline card', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/quote`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    // The form's checks load when it is first used (issue 22): the messages come once they are in.
    await page.getByText('Please choose who is to be covered', { exact: true }).waitFor();
    for (const message of [
      'Please choose who is to be covered',
      'Please choose at least one type of cover',
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email address',
      'Please enter your phone number',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    // The first field with a message has the focus; after the first attempt messages follow the typing.
    expect(await page.getByLabel('Just me').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(site.query('select * from quote_requests')).toEqual([]);
    await expectNoAxeViolations(page, 'quote page with errors');

    await page.getByLabel('My family (including children)').check();
    await page.getByLabel('Life cover').check();
    await page.getByLabel('Funeral cover').check();
    await page.getByLabel(/Your situation/).fill('Two children at school; no group life cover at work.');
    await page.getByLabel('First name').fill('Test');
    await page.getByText('Please enter your first name', { exact: true }).waitFor({ state: 'detached' });
    await page.getByLabel('Last name').fill('Quoter');
    await page.getByLabel('E-mail').fill('quoter@example.com');
    await page.getByLabel('Phone').fill('+264 81 000 0003');
    const sent = page.waitForResponse('**/api/quote-requests');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    expect((await sent).status()).toBe(201);
    await waitForToast(page, 'Quote request sent!');
    await page.getByRole('heading', { name: 'Thank you, Test!' }).waitFor();

    const rows = site.query<Record<string, string>>('select * from quote_requests');
    expect(rows).toEqual([
      expect.objectContaining({
        first_name: 'Test',
        last_name: 'Quoter',
        email: 'quoter@example.com',
        cover_for: 'family',
        status: 'pending',
      }),
    ]);
    expect(JSON.parse(rows[0]?.insurance_types ?? '[]')).toEqual(['life', 'funeral']);
    expect(site.query('select * from pipeline_leads where enquiry_type = ?', 'quote-request')).toHaveLength(
      1,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the form filled in when the server fails', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.route('**/api/quote-requests', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${site.baseUrl}/quote`);
    await waitForHydration(page);
    await page.getByLabel('Just me').check();
    await page.getByLabel('Disability cover').check();
    await page.getByLabel('First name').fill('Test');
    await page.getByLabel('Last name').fill('Failing');
    await page.getByLabel('E-mail').fill('failing@example.com');
    await page.getByLabel('Phone').fill('+264 81 000 0005');
    await page.getByRole('button', { name: 'Request My Free Quote' }).click();
    await waitForToast(page, 'Request failed');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Failing');
    expect(await page.getByLabel('Disability cover').isChecked()).toBe(true);
    await context.close();
  });
});

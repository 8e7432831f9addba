import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The adviser runs the workshops (issue 19): create with its errors, seats, duplicate, cancel. */

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

describe('workshops in the back office', () => {
  it('creates a workshop after showing what is missing, counts its seats, duplicates and cancels it', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    await signInAt(page, site.baseUrl, '/admin/workshops', admin);
    await page.getByRole('heading', { name: 'Workshops', level: 1 }).waitFor();
    // D22: a fresh site has no workshop the adviser did not enter.
    await page.getByText('No workshops yet.').waitFor();
    expect(await page.getByRole('heading', { name: 'Retirement Planning Masterclass' }).count()).toBe(0);
    const list = page.getByRole('list', { name: 'Workshops, latest first' });

    await page.getByRole('button', { name: 'New workshop' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workshop' });
    await dialog.getByRole('button', { name: 'Save workshop' }).click();
    for (const message of [
      'Give the workshop a title',
      'Write a one-line summary',
      'Choose in person or virtual',
      'Give the start as a date and time',
      'Give the price in cents (0 for free)',
      'Give the number of seats',
    ]) {
      await dialog.getByText(message).waitFor();
    }
    await expectNoAxeViolations(page, 'new workshop form');
    await dialog.getByLabel('Title').fill('Budgeting Basics');
    await dialog.getByLabel('Summary').fill('A budget that lasts the month, in two hours.');
    await dialog.getByRole('radio', { name: 'In person' }).check();
    await dialog.getByLabel('Venue').fill('Hall B, Windhoek');
    // New Year's Day: the form says it is a public holiday (issue 59), and lets it be.
    const starts = dialog.getByLabel('Starts (Windhoek time)');
    await starts.fill('2032-01-01T09:00');
    await dialog
      .getByText(
        "1 Jan 2032 is New Year's Day, a public holiday: your calendar is closed that day and many people are away.",
      )
      .waitFor();
    expect(await starts.getAttribute('aria-describedby')).toBeTruthy();
    await starts.fill('2031-05-10T09:00');
    expect(await dialog.getByText('a public holiday').count()).toBe(0);
    await dialog.getByLabel('Ends (Windhoek time)').fill('2031-05-10T11:00');
    await dialog.getByLabel('Price (N$, 0 for free)').fill('99.50');
    await dialog.getByLabel('Seats').fill('5');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByRole('button', { name: 'Save workshop' }).click();
    await waitForToast(page, 'Workshop saved');
    const stored = site.query<{ id: string; starts_at: string; price_cents: number }>(
      "select id, starts_at, price_cents from workshops where title = 'Budgeting Basics'",
    );
    expect(stored).toEqual([
      { id: expect.any(String), starts_at: '2031-05-10T07:00:00.000Z', price_cents: 9950 },
    ]);

    // A visitor registers; the adviser sees the seat taken.
    const registered = await fetch(`${site.baseUrl}/api/workshop-registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        workshopId: stored[0]!.id,
        fullName: 'Early Bird',
        email: 'early.bird@example.com',
        phone: '081 803 0001',
      }),
    });
    expect((await registered.json()).status).toBe('confirmed');
    const second = await fetch(`${site.baseUrl}/api/workshop-registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        workshopId: stored[0]!.id,
        fullName: 'Late Comer',
        email: 'late.comer@example.com',
        phone: '081 803 0002',
      }),
    });
    expect((await second.json()).status).toBe('confirmed');
    await page.reload();
    await waitForHydration(page);
    const item = list.getByRole('listitem').filter({ hasText: 'Budgeting Basics' });
    await item.getByText('2 of 5 seats taken').waitFor();
    await item.getByText('N$ 99.50', { exact: false }).waitFor();
    // Its registrations: the registrant, the seat, the marks.
    await item.getByRole('button', { name: /^Registrations \(2\)/ }).click();
    const table = item.getByRole('table', { name: 'Registrations for Budgeting Basics' });
    await table.getByRole('link', { name: 'Early Bird' }).waitFor();
    // One cancels (the adviser confirms first): the seat comes free.
    await table.getByRole('button', { name: 'Cancel the registration of Late Comer' }).click();
    await table.getByRole('button', { name: 'Confirm: cancel Late Comer' }).click();
    await waitForToast(page, 'Registration cancelled');
    await item.getByText('1 of 5 seats taken').waitFor();
    await table
      .getByRole('row', { name: /Late Comer/ })
      .getByText('Cancelled')
      .waitFor();
    await table.getByText('Confirmed').waitFor();
    await table.getByRole('checkbox', { name: 'Paid: Early Bird' }).click();
    await waitForToast(page, 'Early Bird: paid ticked');
    expect(
      site.query(
        'select paid, seat_status from workshop_registrations where workshop_id = ? order by created_at',
        stored[0]!.id,
      ),
    ).toEqual([
      { paid: 1, seat_status: 'confirmed' },
      { paid: 0, seat_status: 'cancelled' },
    ]);
    expect(await item.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe(
      `/api/admin/workshops/${stored[0]!.id}/registrations.csv`,
    );
    await expectNoAxeViolations(page, 'workshops list');
    await page.screenshot({ path: `${screenshots}/admin-workshops-1280.png`, fullPage: true });

    await item.getByRole('button', { name: 'Duplicate for next month: Budgeting Basics' }).click();
    await waitForToast(page, 'Workshop duplicated');
    expect(
      site.query(
        "select starts_at, status from workshops where title = 'Budgeting Basics' order by starts_at",
      ),
    ).toEqual([
      { starts_at: '2031-05-10T07:00:00.000Z', status: 'published' },
      { starts_at: '2031-06-10T07:00:00.000Z', status: 'draft' },
    ]);

    // The draft copy (June) is listed above it now: the one with the registrant is cancelled.
    const withRegistrant = list.getByRole('listitem').filter({ hasText: '1 of 5 seats taken' });
    await withRegistrant.getByRole('button', { name: 'Cancel workshop: Budgeting Basics' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this workshop?' });
    await confirm.getByText('every registrant (1) is e-mailed').waitFor();
    await confirm.getByRole('button', { name: 'Cancel workshop and e-mail registrants' }).click();
    await waitForToast(page, 'Workshop cancelled');
    expect(
      site.query("select to_address from outbox_messages where enquiry_type = 'workshop-cancelled'"),
    ).toEqual([{ to_address: 'early.bird@example.com' }]);
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    await context.close();

    const phone = await openPage(browser, 'phone');
    await signInAt(phone.page, site.baseUrl, '/admin/workshops', admin);
    await phone.page.getByRole('heading', { name: 'Workshops', level: 1 }).waitFor();
    await phone.page.getByText('Budgeting Basics').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.page.screenshot({ path: `${screenshots}/admin-workshops-375.png`, fullPage: true });
    await phone.context.close();
  });
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookFreeTime } from './support/booking';
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
 * Booking a time in the consultation wizard (issue 20) on a phone: the days and times from the
 * adviser's availability in Windhoek time, how to meet, the summary and the thank-you with the
 * time; a time taken by someone else in between gives a clear message and fresh times.
 */

const screenshots = 'test-results/screenshots';
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  site = await startSite({ SITE_ADVISER_NAME: 'Alex Example' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function toTimeStep(page: Page, name: string) {
  await page.goto(`${site.baseUrl}/calculators`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Book Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Free Consultation' });
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await dialog.getByLabel('Retirement Planning').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel(/Soon/).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog
    .getByLabel('Your situation')
    .fill('I am 45 and want to know if my pension fund will be enough.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Phone').fill('+264 81 000 0051');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('heading', { name: 'Choose a time' }).waitFor();
  await dialog.getByText('Times are in Windhoek time (UTC+2).', { exact: false }).waitFor();
  return dialog;
}

describe('booking a time', () => {
  it('books a free time with the kind of meeting, shown on the summary and the thank-you', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    const dialog = await toTimeStep(page, 'Tina Booker');
    const times = dialog.getByRole('radio');
    await times.first().waitFor();
    // The first day with free times is chosen; its times are listed.
    const firstDay = dialog.getByRole('button', { pressed: true });
    expect(await firstDay.count()).toBe(1);
    const firstTime = (
      await times.first().evaluate((input) => input.parentElement?.textContent ?? '')
    ).trim();
    expect(firstTime).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await times.first().check({ force: true });
    const kind = dialog.getByRole('group', { name: 'How would you like to meet?' });
    await kind.getByLabel('WhatsApp video call').check();
    await expectNoAxeViolations(page, 'time step');
    await page.screenshot({ path: `${screenshots}/booking-time-375.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    const summary = (await dialog.locator('dl').textContent()) ?? '';
    expect(summary).toContain(`at ${firstTime} (Windhoek time), WhatsApp video call`);
    await dialog.getByRole('checkbox').check();
    const stored = page.waitForResponse('**/api/bookings');
    await dialog.getByRole('button', { name: 'Book Online' }).click();
    expect((await stored).status()).toBe(201);
    expect(await waitForToast(page, 'Consultation Booked!')).toContain(`at ${firstTime} (Windhoek time)`);
    await dialog.getByRole('heading', { name: 'Thank you, Tina!' }).waitFor();
    expect(await dialog.textContent()).toContain('Your consultation is booked.');
    expect(await dialog.textContent()).toContain(
      'will start a WhatsApp video call to the number you gave on',
    );
    await page.screenshot({ path: `${screenshots}/booking-thanks-375.png`, fullPage: true });

    const bookings = site.query<{ kind: string; status: string }>('select kind, status from bookings');
    expect(bookings).toEqual([{ kind: 'whatsapp-video', status: 'booked' }]);
    expect(site.query('select full_name from consultation_requests')).toEqual([{ full_name: 'Tina Booker' }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when the time was just taken, and offers fresh times', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const dialog = await toTimeStep(page, 'Late Comer');
    const times = dialog.getByRole('radio');
    await times.first().waitFor();
    await times.first().check({ force: true });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('checkbox').check();
    // Someone else confirms the same time first.
    await page.route('**/api/bookings', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'CONFLICT',
            message: 'Sorry, that time was just booked by someone else. Please choose another time.',
          },
        }),
      }),
    );
    const slotsAgain = page.waitForResponse('**/api/booking/slots**');
    await dialog.getByRole('button', { name: 'Book Online' }).click();
    expect(await waitForToast(page, 'Booking Error')).toContain(
      'Sorry, that time was just booked by someone else.',
    );
    await dialog.getByRole('heading', { name: 'Choose a time' }).waitFor();
    expect((await slotsAgain).status()).toBe(200);
    // The taken choice is cleared: a time must be chosen again.
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    await page.unroute('**/api/bookings');
    await times.first().check({ force: true });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Book Online' }).click();
    await dialog.getByRole('heading', { name: 'Thank you, Late!' }).waitFor();
    await context.close();
  });
});

describe('the visitor’s own booking, by the link in the e-mail', () => {
  it('moves the booking to another free time, then cancels it, each after its own step', async () => {
    // A booking made through the API, as the wizard makes it.
    await bookFreeTime(
      site,
      { fullName: 'Manny Ager', email: 'manny.ager@example.com', phone: '+264 81 000 0061' },
      { which: 'last' },
    );
    const [confirmation] = site.query<{ content: string }>(
      "select content from outbox_messages where audience = 'visitor' and to_address = 'manny.ager@example.com'",
    );
    const { manageToken } = JSON.parse(confirmation!.content) as { manageToken: string };

    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/booking/manage?token=${manageToken}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Consultation, Manny Ager' }).waitFor();
    await page.getByText('Phone call', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'manage booking');
    await page.screenshot({ path: `${screenshots}/booking-manage-375.png`, fullPage: true });

    await page.getByRole('button', { name: 'Change the time' }).click();
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    expect(await page.getByRole('button', { name: 'Just call me back' }).count()).toBe(0);
    const times = page.getByRole('radio');
    await times.first().waitFor();
    const newTime = (await times.first().evaluate((input) => input.parentElement?.textContent ?? '')).trim();
    await times.first().check({ force: true });
    const office = page
      .getByRole('group', { name: 'How would you like to meet?' })
      .getByLabel('At the office');
    // The days scroll sideways inside the card; the page itself stays 375 px wide.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${screenshots}/booking-move-375.png`, fullPage: true });
    await office.check();
    expect(await office.isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'manage booking, new time');
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await page.getByText(`at ${newTime} (Windhoek time).`, { exact: false }).waitFor();
    await page.getByText('At the office', { exact: true }).waitFor();
    expect(
      site.query('select kind, status, sequence from bookings where status = ?', 'booked'),
    ).toContainEqual({
      kind: 'office',
      status: 'booked',
      sequence: 1,
    });

    await page.getByRole('button', { name: 'Cancel the consultation' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Cancel the consultation' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText('This consultation is cancelled.').waitFor();
    expect(await page.getByRole('button', { name: 'Change the time' }).count()).toBe(0);
    await page.screenshot({ path: `${screenshots}/booking-cancelled-375.png`, fullPage: true });

    await page.goto(`${site.baseUrl}/booking/manage?token=${'x'.repeat(43)}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'We could not open this booking' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });
});

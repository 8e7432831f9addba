import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookFreeTime, showCalendarWeekOf } from './support/booking';
import {
  adminFetch,
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
 * The adviser's calendar (issue 20): a booking made on the website in its week, moved and
 * cancelled (the visitor e-mailed), a blocked time, the availability changed, the calendar feed.
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

describe('the adviser’s calendar', () => {
  it('opens on the coming week from Saturday noon, this week before (1280 px)', async () => {
    for (const [now, week] of [
      // Saturday 5 December 2026, 11:00 and 12:00 in Windhoek; Sunday 6 December, 10:00.
      ['2026-12-05T09:00:00Z', 'Week of Monday 30 November 2026'],
      ['2026-12-05T10:00:00Z', 'Week of Monday 7 December 2026'],
      ['2026-12-06T08:00:00Z', 'Week of Monday 7 December 2026'],
    ] as const) {
      const { context, page } = await openPage(browser, 'desktop');
      await page.clock.setFixedTime(new Date(now));
      await signInAt(page, site.baseUrl, '/admin/calendar', admin);
      await page.getByText(`${week} (Windhoek time)`).waitFor();
      await waitForHydration(page);
      // From there, a week back is the week just ending.
      if (week.endsWith('7 December 2026')) {
        await page.getByRole('button', { name: 'Previous week' }).click();
        await page.getByText('Week of Monday 30 November 2026 (Windhoek time)').waitFor();
        await page.getByRole('button', { name: 'Next week' }).click();
        await page.getByText('Week of Monday 7 December 2026 (Windhoek time)').waitFor();
        // "Today" is today's week.
        await page.getByRole('button', { name: 'Today', exact: true }).click();
        await page.getByText('Week of Monday 30 November 2026 (Windhoek time)').waitFor();
      }
      await context.close();
    }
  });

  it('shows a booking in its week, moves it, cancels it, blocks a time and changes the availability', async () => {
    const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
    await bookFreeTime(
      site,
      { fullName: 'Dora Debt', email: 'dora.debt@example.com', phone: '+264 81 000 0071' },
      { kind: 'office' },
    );

    const { context, page, problems } = await openPage(browser, 'desktop');
    await signInAt(page, site.baseUrl, '/admin/calendar', admin);
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    // The booking may fall in next week (late on a Friday or a weekend): its own week is shown.
    const [booked] = site.query<{ starts_at: string }>('select starts_at from bookings');
    await showCalendarWeekOf(page, booked?.starts_at ?? new Date().toISOString());
    const booking = page.getByRole('listitem').filter({ hasText: 'Dora Debt' });
    await booking.first().waitFor();
    expect(await booking.first().textContent()).toContain('At the office');
    await expectNoAxeViolations(page, 'calendar');
    await page.screenshot({ path: `${screenshots}/calendar-1280.png`, fullPage: true });

    await booking.first().getByRole('button', { name: 'Move' }).click();
    const moveDialog = page.getByRole('dialog', { name: "Move Dora Debt's consultation" });
    const times = moveDialog.getByRole('radio');
    await times.first().waitFor();
    // Another day than the first offered: its first time.
    await moveDialog.getByRole('button', { pressed: false }).first().click();
    await times.first().check({ force: true });
    await expectNoAxeViolations(page, 'move booking');
    await moveDialog.getByRole('button', { name: 'Move the booking' }).click();
    await waitForToast(page, 'Booking moved');
    expect(
      site.query("select count(*) as n from outbox_messages where enquiry_type = 'booking-changed'"),
    ).toEqual([{ n: 1 }]);

    const [movedTo] = site.query<{ starts_at: string }>('select starts_at from bookings');
    await showCalendarWeekOf(page, movedTo?.starts_at ?? new Date().toISOString());
    const moved = page.getByRole('listitem').filter({ hasText: 'Dora Debt' });
    await moved.first().getByRole('button', { name: 'Cancel' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await cancelDialog.getByRole('button', { name: 'Cancel the booking' }).click();
    await waitForToast(page, 'Booking cancelled');
    expect(site.query('select status, sequence from bookings')).toEqual([
      { status: 'cancelled', sequence: 2 },
    ]);

    // A blocked time: its errors first.
    await page.getByRole('button', { name: 'Block this time' }).click();
    await page.getByText('Give the start').waitFor();
    await page.getByLabel('From (Windhoek time)').fill(`${today}T12:00`);
    await page.getByLabel('Until (Windhoek time)').fill(`${today}T11:00`);
    await page.getByRole('button', { name: 'Block this time' }).click();
    await page.getByText('The end must come after the start').waitFor();
    await page.getByLabel('Until (Windhoek time)').fill(`${today}T13:00`);
    await page.getByLabel('Reason').fill('Dentist');
    await page.getByRole('button', { name: 'Block this time' }).click();
    await waitForToast(page, 'Time blocked');
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Dentist' }).first().waitFor();

    // The availability: 60-minute meetings, phone only.
    await page.getByLabel('Meeting length').selectOption('60');
    await page.getByRole('checkbox', { name: 'WhatsApp video call' }).uncheck();
    await page.getByRole('checkbox', { name: 'At the office' }).uncheck();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await waitForToast(page, 'Availability saved');
    const after = (await (await fetch(`${site.baseUrl}/api/booking/slots?from=${today}&days=30`)).json()) as {
      slots: { start: string; end: string; kinds: string[] }[];
    };
    expect(Date.parse(after.slots[0]!.end) - Date.parse(after.slots[0]!.start)).toBe(60 * 60_000);
    expect(after.slots[0]!.kinds).toEqual(['phone']);

    // The calendar feed's address, and a renewed one.
    await page.getByRole('button', { name: 'Show the calendar address' }).click();
    const address = page.getByLabel('Calendar address');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(`${site.baseUrl}${new URL(url).pathname}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await page.getByRole('button', { name: 'Renew the address' }).click();
    await waitForToast(page, 'New calendar address');
    expect(await address.inputValue()).not.toBe(url);
    await expectNoAxeViolations(page, 'calendar settings');
    // The sign-in check before the session (401) and the refused block (400) are logged by Chromium.
    expect(problems.filter((problem) => !/status of 40[01]/.test(problem))).toEqual([]);
    await context.close();

    // The adviser between meetings: the day on a phone.
    const phone = await openPage(browser, 'phone');
    const api = await adminFetch(site.baseUrl, admin);
    expect((await api(`/api/admin/calendar?from=${today}&days=1`)).status).toBe(200);
    await signInAt(phone.page, site.baseUrl, '/admin/calendar', admin);
    await phone.page.getByRole('button', { name: 'Day', exact: true }).click();
    await phone.page.getByRole('listitem').filter({ hasText: 'Dentist' }).first().waitFor();
    await phone.page.screenshot({ path: `${screenshots}/calendar-375.png`, fullPage: true });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(phone.page, 'calendar, phone');
    await phone.context.close();
  });
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { mondayOf } from '../../src/domain/book/calendar-dates';
import { windhoekDate } from '../../src/domain/windhoek-time';
import { type RunningSite, waitForHydration } from './site';

/**
 * A consultation booked through the API as the wizard books it (issue 20): the first (or last)
 * free time of the next 30 days, for the person given. Answers the booked start.
 */
export async function bookFreeTime(
  site: RunningSite,
  person: { fullName: string; email: string; phone: string },
  options: { which?: 'first' | 'last'; kind?: 'phone' | 'whatsapp-video' | 'office' } = {},
): Promise<string> {
  const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
  const { slots } = (await (
    await fetch(`${site.baseUrl}/api/booking/slots?from=${today}&days=30`)
  ).json()) as {
    slots: { start: string }[];
  };
  const start = (options.which === 'last' ? slots.at(-1) : slots[0])?.start;
  expect(start).toBeDefined();
  const made = await fetch(`${site.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      topic: 'retirement-planning',
      customTopic: '',
      urgency: 'soon',
      details: 'When can I retire?',
      consent: true,
      ...person,
      start,
      kind: options.kind ?? 'phone',
    }),
  });
  expect(made.status).toBe(201);
  return start as string;
}

/**
 * Shows the calendar's week holding `startsAt` (an ISO time): from this week (it opens there, or
 * "Today" brings it back), "Next week" as many times as it lies ahead. Late on a Friday or a
 * weekend the next free times are in the week after, so a test cannot assume the week it opens on.
 */
export async function showCalendarWeekOf(page: Page, startsAt: string): Promise<void> {
  // A page the server rendered answers its buttons once hydrated.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  // "Today" shows today's week (the calendar opens on the coming one from Saturday noon, issue 59).
  const shown = Date.parse(mondayOf(windhoekDate(new Date())));
  const weeks = Math.round(
    (Date.parse(mondayOf(windhoekDate(new Date(startsAt)))) - shown) / (7 * 86_400_000),
  );
  for (let week = 0; week < weeks; week += 1) await page.getByRole('button', { name: 'Next week' }).click();
  for (let week = 0; week > weeks; week -= 1)
    await page.getByRole('button', { name: 'Previous week' }).click();
}

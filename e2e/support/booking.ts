import { expect } from 'vitest';
import type { RunningSite } from './site';

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

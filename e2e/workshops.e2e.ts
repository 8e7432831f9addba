import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkshopCreateInput } from '../src/shared/workshops';
import {
  adminFetch,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/**
 * The public workshops page (issue 19): rendered by the server from the workshops the adviser
 * publishes, with the seats left; registration, the waiting list, and the past workshops.
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

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${String(hour).padStart(2, '0')}:00:00+02:00`;
};

async function register(
  page: Page,
  buttonName: string,
  workshop: string,
  person: { name: string; email: string },
) {
  await page.getByRole('button', { name: buttonName }).first().click();
  const dialog = page.getByRole('dialog', { name: `Register: ${workshop}` });
  await dialog.waitFor();
  await dialog.getByLabel('Full name').fill(person.name);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Phone').fill('+264 81 000 0004');
  const stored = page.waitForResponse('**/api/workshop-registrations');
  await dialog.getByRole('button', { name: 'Register' }).click();
  expect((await stored).status()).toBe(201);
  await dialog.waitFor({ state: 'hidden' });
}

describe('the workshops page', () => {
  it('says kindly that nothing is scheduled, with the newsletter sign-up, and lists no invented workshop', async () => {
    // Before any JavaScript: the server's HTML has the page's text.
    const html = await (await fetch(`${site.baseUrl}/workshops`)).text();
    expect(html).toContain('No workshops are scheduled right now');
    // D22: the spec's four are the example practice's, never a fresh site's.
    expect(html).not.toContain('Retirement Planning Masterclass');
    expect(html).not.toContain('"@type":"Event"');

    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/workshops`);
    await waitForHydration(page);
    await page.getByText('No workshops are scheduled right now').waitFor();
    expect(await page.getByText('This workshop has taken place.').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Register/ }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Get money tips in your inbox' }).waitFor();
    await expectNoAxeViolations(page, 'workshops, nothing scheduled');
    await page.screenshot({ path: `${screenshots}/workshops-empty-375.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists what the adviser publishes; a visitor registers, sees the seats go down, then joins the waiting list', async () => {
    const api = await adminFetch(site.baseUrl, admin);
    const masterclass: WorkshopCreateInput = {
      title: 'Retirement Planning Masterclass, next edition',
      summary: 'How much you need to retire, and an income that lasts.',
      format: 'in-person',
      venue: 'Conference centre, Windhoek',
      startsAt: inDays(10, 9),
      endsAt: inDays(10, 12),
      priceCents: 14_900,
      capacity: 2,
      status: 'published',
    };
    for (const body of [
      masterclass,
      {
        ...masterclass,
        title: 'Tax-Advantaged Investing, online',
        format: 'virtual',
        venue: '',
        joinUrl: 'https://meet.example.com/tax-evening',
        startsAt: inDays(20, 18),
        endsAt: inDays(20, 19),
        priceCents: 0,
        capacity: 50,
      },
      { ...masterclass, title: 'A draft nobody sees yet', status: 'draft' },
    ]) {
      expect((await api('/api/admin/workshops', { method: 'POST', body })).status).toBe(201);
    }

    const html = await (await fetch(`${site.baseUrl}/workshops`)).text();
    expect(html).toContain('Retirement Planning Masterclass, next edition');
    expect(html).toContain('2 seats left');
    expect(html).not.toContain('A draft nobody sees yet');
    // The joining link goes to registrants only.
    expect(html).not.toContain('meet.example.com');
    const events = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'Event');
    expect(events).toEqual([
      expect.objectContaining({
        name: masterclass.title,
        startDate: new Date(masterclass.startsAt).toISOString(),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: expect.objectContaining({ '@type': 'Place', name: 'Conference centre, Windhoek' }),
        offers: expect.objectContaining({
          price: '149.00',
          priceCurrency: 'NAD',
          availability: 'https://schema.org/LimitedAvailability',
        }),
      }),
      expect.objectContaining({
        name: 'Tax-Advantaged Investing, online',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: expect.stringMatching(/\/workshops$/) },
        offers: expect.objectContaining({ price: '0.00', availability: 'https://schema.org/InStock' }),
      }),
    ]);

    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/workshops`);
    await waitForHydration(page);
    const featured = page.getByRole('region', { name: masterclass.title });
    await featured.getByText('2 seats left').waitFor();
    await featured.getByText('N$ 149').waitFor();
    await page.getByText('Free', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'workshops, two upcoming');
    await page.screenshot({ path: `${screenshots}/workshops-upcoming-375.png`, fullPage: true });

    // The form's own checks first.
    await page.getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Register: ${masterclass.title}` });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByText('Please enter your full name').waitFor();
    expect(await dialog.getByText('Please enter a valid email address').isVisible()).toBe(true);
    // The first field with a message takes the focus; once tried, a fixed field loses its message.
    await dialog.getByLabel('Full name').and(page.locator(':focus')).waitFor();
    await dialog.getByLabel('Full name').fill('Typed Name');
    await dialog.getByText('Please enter your full name').waitFor({ state: 'hidden' });
    expect(await dialog.getByText('Please enter a valid email address').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'workshop registration dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await register(page, 'Register Now', masterclass.title, {
      name: 'First Seat',
      email: 'first.seat@example.com',
    });
    expect(await waitForToast(page, 'Registration Successful!')).toContain(
      "You've been registered for the workshop. We'll send you confirmation details.",
    );
    await featured.getByText('1 seat left').waitFor();
    await register(page, 'Register Now', masterclass.title, {
      name: 'Second Seat',
      email: 'second.seat@example.com',
    });
    await featured.getByText('Full: join the waiting list').waitFor();
    await register(page, 'Register Now', masterclass.title, {
      name: 'Third Person',
      email: 'third.person@example.com',
    });
    await waitForToast(page, 'On the waiting list');

    expect(
      site.query<{ email: string; seat_status: string }>(
        `select l.email, r.seat_status from workshop_registrations r join leads l on l.id = r.lead_id
          order by r.created_at`,
      ),
    ).toEqual([
      { email: 'first.seat@example.com', seat_status: 'confirmed' },
      { email: 'second.seat@example.com', seat_status: 'confirmed' },
      { email: 'third.person@example.com', seat_status: 'waitlisted' },
    ]);
    expect(problems).toEqual([]);
    await context.close();

    const desktop = await openPage(browser, 'desktop');
    await desktop.page.goto(`${site.baseUrl}/workshops`);
    await waitForHydration(desktop.page);
    await desktop.page.getByText('Full: join the waiting list').waitFor();
    await desktop.page.screenshot({ path: `${screenshots}/workshops-1280.png`, fullPage: true });
    await desktop.context.close();
  });

  it('cancels a registration by the link in the e-mail, after a confirmation, giving the seat to the first waiting', async () => {
    // No SMTP in the browser tests: the confirmation waits in the outbox, with its token.
    const [confirmation] = site.query<{ content: string }>(
      `select content from outbox_messages where enquiry_type = 'workshop-registration' and audience = 'visitor'
        and to_address = 'first.seat@example.com'`,
    );
    const { cancelToken } = JSON.parse(confirmation!.content) as { cancelToken: string };
    expect(cancelToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/workshops/cancel?token=${cancelToken}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Retirement Planning Masterclass, next edition' }).waitFor();
    await page.getByText('Your seat is confirmed.').waitFor();
    await page.getByText('First Seat', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'own registration');
    await page.screenshot({ path: `${screenshots}/workshop-cancel-375.png`, fullPage: true });

    // Asked first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    await page.getByText('Cancel your seat? It goes to the first person on the waiting list').waitFor();
    await page.getByRole('button', { name: 'Keep my registration' }).click();
    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    await expectNoAxeViolations(page, 'own registration, confirming');
    await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await page.getByText('Your registration is cancelled.').waitFor();
    await page.screenshot({ path: `${screenshots}/workshop-cancelled-375.png`, fullPage: true });
    expect(
      site.query<{ email: string; seat_status: string }>(
        `select l.email, r.seat_status from workshop_registrations r join leads l on l.id = r.lead_id
          order by r.created_at`,
      ),
    ).toEqual([
      { email: 'first.seat@example.com', seat_status: 'cancelled' },
      { email: 'second.seat@example.com', seat_status: 'confirmed' },
      { email: 'third.person@example.com', seat_status: 'confirmed' },
    ]);
    expect(
      site.query("select to_address from outbox_messages where enquiry_type = 'workshop-seat-free'"),
    ).toEqual([{ to_address: 'third.person@example.com' }]);

    // A link cut short, or one nobody was given.
    await page.goto(`${site.baseUrl}/workshops/cancel?token=${'x'.repeat(43)}`);
    await waitForHydration(page);
    await page.getByText(/^This cancellation link is not valid/).waitFor();
    await page.goto(`${site.baseUrl}/workshops/cancel`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'We could not open this registration' }).waitFor();
    await expectNoAxeViolations(page, 'own registration, bad link');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();

    const desktop = await openPage(browser, 'desktop');
    await desktop.page.goto(`${site.baseUrl}/workshops/cancel?token=${cancelToken}`);
    await waitForHydration(desktop.page);
    await desktop.page.getByText('Your registration is cancelled.').waitFor();
    await desktop.page.screenshot({ path: `${screenshots}/workshop-cancel-1280.png`, fullPage: true });
    await desktop.context.close();
  });

  it('shows "Registering..." while pending and the server\'s message on failure', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/workshop-registrations', async (route) => {
      await held;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'workshopId: Registration for this workshop has closed',
            fields: { workshopId: 'Registration for this workshop has closed' },
          },
        }),
      });
    });
    await page.goto(`${site.baseUrl}/workshops`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Register →' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Register: Tax-Advantaged Investing, online' });
    await dialog.getByLabel('Full name').fill('Late Attendee');
    await dialog.getByLabel('E-mail').fill('late@example.com');
    await dialog.getByLabel('Phone').fill('+264 81 000 0009');
    await dialog.getByRole('button', { name: 'Register' }).click();
    const pending = dialog.getByRole('button', { name: 'Registering...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    const failure = await waitForToast(page, 'Registration Failed');
    expect(failure).toContain('Registration for this workshop has closed');
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('loads the workshops when reached by a link inside the site, and opens the corporate training questionnaire', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    // From a page hydrated whole (the page for an address that is none; the pages built as
    // islands, every other public page since issue 59, load the next page from the server).
    await page.goto(`${site.baseUrl}/no-such-page`);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/workshops');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Retirement Planning Masterclass, next edition' }).waitFor();
    await page.getByText('Full: join the waiting list').waitFor();
    await page.getByRole('button', { name: 'Request Custom Training' }).click();
    await page.getByRole('dialog', { name: 'Book Alex as Speaker' }).waitFor();
    await context.close();
  });
});

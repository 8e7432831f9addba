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

/**
 * Workshop registration (DECISIONS D4). The spec's workshop dates have passed, so the server's
 * clock (FAKE_NOW, tests only) and the browser's are set to 15 January 2024, before all of them.
 */

const beforeAllWorkshops = new Date('2024-01-15T08:00:00.000Z');
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ NODE_ENV: 'test', FAKE_NOW: beforeAllWorkshops.toISOString() });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('workshop registration', () => {
  it('registers with name, e-mail and phone, storing the lead and the registration', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.clock.setFixedTime(beforeAllWorkshops);
    await page.goto(`${site.baseUrl}/workshops`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register: Retirement Planning Masterclass' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Register' }).click();
    expect(await dialog.getByText('Please enter your full name').isVisible()).toBe(true);
    expect(await dialog.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(await dialog.getByText('Please enter your phone number').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'workshop registration dialog');

    await dialog.getByLabel('Full name').fill('Test Attendee');
    await dialog.getByLabel('E-mail').fill('attendee@example.com');
    await dialog.getByLabel('Phone').fill('+264 81 000 0004');
    const stored = page.waitForResponse('**/api/workshop-registrations');
    await dialog.getByRole('button', { name: 'Register' }).click();
    expect((await stored).status()).toBe(201);
    const success = await waitForToast(page, 'Registration Successful!');
    expect(success).toContain(
      "You've been registered for the workshop. We'll send you confirmation details.",
    );
    await dialog.waitFor({ state: 'hidden' });

    const registrations = site.query<Record<string, string>>('select * from workshop_registrations');
    expect(registrations).toEqual([
      expect.objectContaining({
        workshop_id: 'retirement-masterclass',
        workshop_name: 'Retirement Planning Masterclass',
        status: 'pending',
      }),
    ]);
    const leads = site.query('select * from leads where id = ?', registrations[0]?.lead_id);
    expect(leads).toEqual([
      expect.objectContaining({
        first_name: 'Test',
        last_name: 'Attendee',
        email: 'attendee@example.com',
        phone: '+264 81 000 0004',
        source: 'Workshop: Retirement Planning Masterclass',
      }),
    ]);
    expect(
      site.query('select * from pipeline_leads where enquiry_type = ?', 'workshop-registration'),
    ).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "Registering..." while pending and the server\'s message on failure', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.clock.setFixedTime(beforeAllWorkshops);
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
    const dialog = page.getByRole('dialog', { name: 'Register: Life Insurance Fundamentals' });
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

  it('opens the corporate training questionnaire from "Request Custom Training"', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/workshops`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Request Custom Training' }).click();
    await page.getByRole('dialog', { name: 'Book Alex as Speaker' }).waitFor();
    await context.close();
  });
});

describe('workshops whose date has passed', () => {
  it('shows them as past, without a Register button', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/workshops`);
    await waitForHydration(page);
    await page.getByText('This workshop has taken place.').first().waitFor();
    expect(await page.getByText('This workshop has taken place.').count()).toBe(4);
    expect(await page.getByRole('button', { name: /^Register/ }).count()).toBe(0);
    // The notice on the dark featured card must stay readable.
    await expectNoAxeViolations(page, 'workshops, all past');
    await context.close();
  });
});

import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUpdating } from '../src/shared/api-error';
import {
  closeDialogWithEscape,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type RunningSite,
  startSite,
  waitForHydration,
  waitForToast,
} from './support/site';

/** The consultation wizard (spec: 7 steps), booked online, sent via WhatsApp, failing, and reset. */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ SITE_ADVISER_NAME: 'Alex Example', SITE_WHATSAPP: '264810000000' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function openWizard(page: Page) {
  await page.goto(`${site.baseUrl}/calculators`);
  await waitForHydration(page);
  await page
    .getByRole('complementary', { name: 'Free consultation' })
    .getByRole('button', { name: 'Schedule Free Consultation' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Free Consultation' });
  await dialog.waitFor();
  return dialog;
}

/** Fills steps 2 to 5 with valid answers and arrives on step 6. */
async function fillToConsent(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await dialog.getByLabel('Retirement Planning').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel(/Soon/).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog
    .getByLabel('Your situation')
    .fill('I am 45 and want to know if my pension fund will be enough.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Full name').fill('Test Person');
  await dialog.getByLabel('Phone').fill('+264 81 000 0001');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // The time step (issue 20): today's request without a time.
  await dialog.getByRole('heading', { name: 'Choose a time' }).waitFor();
  await dialog.getByRole('button', { name: 'Just call me back' }).click();
  await dialog.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
}

const countRequests = () =>
  site.query<{ n: number }>('select count(*) as n from consultation_requests')[0]?.n;

describe('consultation wizard', () => {
  it('books online end to end, showing every validation toast on the way', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    const dialog = await openWizard(page);
    await dialog.getByRole('button', { name: 'Get Started' }).click();

    // Step 2: topic.
    expect(await dialog.getByText('Step 1 of 5').isVisible()).toBe(true);
    expect(await dialog.getByText('20% complete').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, 'Please select a topic');
    await dialog.getByLabel('Other').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, 'Please specify your topic');
    await dialog.getByLabel('Your topic').fill('Medical aid for my parents');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Step 3: urgency.
    expect(await dialog.getByText('Step 2 of 5').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, 'Please select your urgency level');
    await dialog.getByLabel(/Urgent/).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Step 4: details.
    await dialog.getByLabel('Your situation').fill('   ');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, 'Please provide some details about your situation');
    await dialog.getByLabel('Your situation').fill('My parents are 70 and 68 and have no medical aid.');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Step 5: contact.
    expect(await dialog.getByText('Step 4 of 5').isVisible()).toBe(true);
    expect(await dialog.getByText('80% complete').isVisible()).toBe(true);
    await dialog.getByLabel('Full name').fill('Test Person');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, 'Please fill in your name and phone number');
    await dialog.getByLabel('Phone').fill('+264 81 000 0001');
    await dialog.getByLabel(/E-mail/).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, 'Please enter a valid email address');
    await dialog.getByLabel(/E-mail/).fill('test.person@example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // The time step (issue 20): Continue needs a time or "Just call me back".
    await dialog.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, 'Choose a time, or ask us to call you back');
    await dialog.getByRole('button', { name: 'Just call me back' }).click();

    // Step 6: consent, then Back (through the time step) keeps the answers.
    await dialog.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    expect(await dialog.getByText('We will call you back to agree a time').isVisible()).toBe(true);
    expect(await dialog.getByText('Step 5 of 5').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Test Person');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Book Online' }).click();
    await waitForToast(page, 'Please provide consent to contact you');
    expect(countRequests()).toBe(0);
    await expectNoAxeViolations(page, 'consultation step 6');

    await dialog.getByRole('checkbox').check();
    const booked = page.waitForResponse('**/api/consultation-requests');
    await dialog.getByRole('button', { name: 'Book Online' }).click();
    expect((await booked).status()).toBe(201);
    const toastText = await waitForToast(page, 'Consultation Booked!');
    expect(toastText).toContain('within 24 hours');

    // Step 7: thank you by first name, and the spec's promise (D18: both texts kept).
    await dialog.getByRole('heading', { name: 'Thank you, Test!' }).waitFor();
    expect(await dialog.textContent()).toContain('within the hour');

    const rows = site.query('select * from consultation_requests');
    expect(rows).toEqual([
      expect.objectContaining({
        topic: 'other',
        custom_topic: 'Medical aid for my parents',
        urgency: 'urgent',
        details: 'My parents are 70 and 68 and have no medical aid.',
        full_name: 'Test Person',
        email: 'test.person@example.com',
        phone: '+264 81 000 0001',
        consent: 1,
      }),
    ]);
    const cards = site.query('select * from pipeline_leads where enquiry_type = ?', 'consultation-request');
    expect(cards).toEqual([
      expect.objectContaining({ name: 'Test Person', status: 'new-lead', priority: 'high' }),
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends via WhatsApp with the details in the message, and stores nothing', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/consultation-requests')) apiCalls.push(request.url());
    });
    const before = countRequests();
    await page.goto(`${site.baseUrl}/`);
    await waitForHydration(page);
    // On the home page's first screen, the hero's own button (the floating one waits below it).
    await page.getByRole('button', { name: 'Schedule Free Consultation', exact: true }).first().click();
    await fillToConsent(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send via WhatsApp' }).click();
    await waitForToast(page, 'Please provide consent to contact you');
    await dialog.getByRole('checkbox').check();
    const popupPromise = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Send via WhatsApp' }).click();
    const popup = await popupPromise;
    // A tab opened with noopener starts empty, then navigates.
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/264810000000');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Name: Test Person');
    expect(text).toContain('Phone: +264 81 000 0001');
    expect(text).toContain('Email: Not provided');
    expect(text).toContain('Topic: Retirement Planning');
    expect(text).toContain('Urgency: Soon (in the next month)');
    expect(text).toContain('I am 45 and want to know if my pension fund will be enough.');
    await waitForToast(page, 'WhatsApp Opened!');
    await dialog.getByRole('heading', { name: 'Thank you, Test!' }).waitFor();
    expect(apiCalls).toEqual([]);
    expect(countRequests()).toBe(before);
    await context.close();
  });

  it('stays on step 6 with the answers when the server fails, and books on retry', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    let failNext = true;
    await page.route('**/api/consultation-requests', async (route) => {
      if (failNext) {
        failNext = false;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again.' } }),
        });
      } else {
        await route.continue();
      }
    });
    const before = countRequests() ?? 0;
    const dialog = await openWizard(page);
    await fillToConsent(page);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Book Online' }).click();
    const failure = await waitForToast(page, 'Booking Error');
    expect(failure).toContain('There was an issue booking your consultation');
    expect(await dialog.getByRole('heading', { name: 'Confirm your booking' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Book Online' }).isEnabled()).toBe(true);
    expect(countRequests()).toBe(before);

    await dialog.getByRole('button', { name: 'Book Online' }).click();
    await dialog.getByRole('heading', { name: 'Thank you, Test!' }).waitFor();
    expect(countRequests()).toBe(before + 1);
    await context.close();
  });

  it('while an upgrade holds writes, says "we are updating the site" and keeps the answers; books once it ends (375 px)', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const before = countRequests() ?? 0;
    const hold = join(dirname(site.databasePath), 'hold-writes');
    writeFileSync(hold, '');
    try {
      await page.goto(`${site.baseUrl}/`);
      await waitForHydration(page);
      // On the home page's first screen, the hero's own button (the floating one waits below it).
      await page.getByRole('button', { name: 'Schedule Free Consultation', exact: true }).first().click();
      await fillToConsent(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Book Online' }).click();
      const held = await waitForToast(page, 'Booking Error');
      expect(held).toContain(siteUpdating.message);
      expect(await dialog.getByRole('heading', { name: 'Confirm your booking' }).isVisible()).toBe(true);
      expect(countRequests()).toBe(before);
      rmSync(hold);
      await dialog.getByRole('button', { name: 'Book Online' }).click();
      await dialog.getByRole('heading', { name: 'Thank you, Test!' }).waitFor();
      expect(countRequests()).toBe(before + 1);
    } finally {
      rmSync(hold, { force: true });
      await context.close();
    }
  });

  it('shows "Booking..." while sending, and resets to step 1 after closing on step 7', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/consultation-requests', async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await openWizard(page);
    await fillToConsent(page);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Book Online' }).click();
    const pending = dialog.getByRole('button', { name: 'Booking...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await dialog.getByRole('heading', { name: 'Thank you, Test!' }).waitFor();

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('complementary', { name: 'Free consultation' })
      .getByRole('button', { name: 'Schedule Free Consultation' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Get Started' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Get Started' }).click();
    expect(await page.getByRole('dialog').getByLabel('Retirement Planning').isChecked()).toBe(false);
    await context.close();
  });

  it('keeps the answers when closed before the end', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    const dialog = await openWizard(page);
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await dialog.getByLabel('Debt Management').check();
    await closeDialogWithEscape(page, dialog);
    await page
      .getByRole('complementary', { name: 'Free consultation' })
      .getByRole('button', { name: 'Schedule Free Consultation' })
      .click();
    expect(await page.getByRole('dialog').getByLabel('Debt Management').isChecked()).toBe(true);
    await context.close();
  });
});

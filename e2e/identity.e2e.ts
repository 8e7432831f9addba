import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactClashTexts, privateLinkTexts } from '../src/shared/contact-details';
import {
  admin,
  consultation,
  expectNoSidewaysScroll,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
import { signInToPortal } from './support/portal';
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
 * Who a person is (DECISIONS D31, issue 42) in a real browser: a stranger who gave a client's phone
 * number with their own e-mail asks the portal for a code and gets the answer an unknown address
 * gets, and no code; the adviser sees the address waiting on Today and on the client's page (the
 * e-mail dialog offers only confirmed addresses), confirms it, and the client then signs in with
 * it on a phone. Axe at each step, 1280 and 375 px.
 */

let site: RunningSite;
let browser: Browser;
let johanna = '';
const own = 'johanna.home@example.com';
const claimed = 'johanna.work@example.com';

function codeFromEmail(to: string): string {
  const [row] = site.query<{ content: string }>(
    "select content from outbox_messages where enquiry_type = 'portal-code' and to_address = ? order by created_at desc limit 1",
    to,
  );
  return (JSON.parse(row?.content ?? '{}') as { code?: string }).code ?? '';
}

async function askForCode(page: Page, address: string) {
  await page.goto(`${site.baseUrl}/my`);
  await waitForHydration(page);
  await page.getByLabel('Your e-mail address').fill(address);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await page.getByText(/^If this address is in our files, a 6-digit code is on its way/).waitFor();
}

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  johanna = await consultation(site, 'Johanna Nghipondoka', own, '+264 81 234 5671');
  // Someone gives Johanna's number with another address: filed under her, the address unconfirmed.
  await consultation(site, 'Johanna N', claimed, '081 234 5671');
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A clash's sentence as the page writes it, split around the time it was given (not known here). */
function aroundWhen(sentence: (when: string) => string): [string, string] {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000');
  return [before, after];
}

describe('contact details a form only claims', () => {
  it('gives the claimed address no code, the adviser confirms it, then the client signs in with it', async () => {
    // The claimed address is answered as an unknown one: the same words, and no code is made.
    const stranger = await openPage(browser, 'phone');
    await askForCode(stranger.page, claimed);
    expect(codeFromEmail(claimed)).toBe('');
    await stranger.context.close();

    // Today lists the address waiting, with the client's name.
    const { page, problems, context } = await signedIn(browser, site, 'desktop', '/admin/today');
    const waiting = page.getByRole('region', { name: /Contact details to confirm/ });
    await waiting.getByText(`E-mail ${claimed}, from: Consultation request`).waitFor();
    await waiting.getByRole('link', { name: 'Johanna Nghipondoka' }).click();

    // Her page: the address with where and when it came from; the e-mail dialog cannot use it.
    const toConfirm = page.getByRole('region', { name: 'Contact details to confirm' });
    await toConfirm.getByText(`E-mail: ${claimed}`).waitFor();
    expect(page.url()).toContain(`/admin/clients/${johanna}`);
    await toConfirm.getByText(/^From: Consultation request/).waitFor();
    await page.getByRole('button', { name: 'Write an e-mail' }).first().click();
    const dialog = page.getByRole('dialog');
    const to = dialog.getByLabel('To');
    expect(await to.inputValue()).toBe(own);
    expect(await dialog.locator('option', { hasText: claimed }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'the e-mail dialog with an unconfirmed address');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectNoAxeViolations(page, 'a client page with a detail to confirm');
    await shoot(page, 'identity-client-to-confirm-1280');

    await toConfirm.getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(page, 'Contact detail confirmed');
    await toConfirm.waitFor({ state: 'detached' });
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // Now hers: the code comes and she signs in on her phone.
    const client = await openPage(browser, 'phone');
    await askForCode(client.page, claimed);
    const code = codeFromEmail(claimed);
    expect(code).toMatch(/^\d{6}$/);
    await client.page.getByLabel('The 6-digit code').fill(code);
    await client.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await client.page.getByText(/^Signed in as Johanna/).waitFor();
    await expectNoSidewaysScroll(client.page);
    expect(unexpected(client.problems)).toEqual([]);
    await client.context.close();
  });

  it('files an enquiry that gave a client’s number as a new person, on a phone', async () => {
    const ben = await consultation(site, 'Ben Shipanga', 'ben.s@example.com', '+264 81 600 7001');
    await consultation(site, 'Not Ben', 'someone.else@example.com', '081 600 7001');
    const { page, problems, context } = await signedIn(browser, site, 'phone', `/admin/clients/${ben}`);
    const toConfirm = page.getByRole('region', { name: 'Contact details to confirm' });
    await toConfirm.getByText('E-mail: someone.else@example.com').waitFor();
    await expectNoAxeViolations(page, 'a detail to confirm on a phone');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'identity-client-to-confirm-375');
    await toConfirm.getByRole('button', { name: 'File the enquiry as a new person' }).click();
    await waitForToast(page, 'Filed as a new person');
    await page.getByRole('heading', { level: 1, name: 'Not Ben' }).waitFor();
    expect(page.url()).not.toContain(ben);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('shows a number a client gave that is another client’s on both pages until the adviser has dealt with it', async () => {
    const gave = await consultation(site, 'Ella Kapuka', 'ella.k@example.com', '+264 81 600 8001');
    const has = await consultation(site, 'Frans Nujoma', 'frans.n@example.com', '+264 81 600 8002');
    // Ella, in her portal on her phone, gives Frans's number as hers.
    const client = await openPage(browser, 'phone');
    await signInToPortal(site, client.page, 'ella.k@example.com');
    const yours = client.page.getByRole('region', { name: 'Your details' });
    await yours.getByLabel('Phone number').fill('081 600 8002');
    await yours.getByRole('button', { name: 'Save my details' }).click();
    await yours.getByText('Your details are saved. Your adviser sees the change.').waitFor();
    await client.context.close();

    // Her page says whose number it is, and no WhatsApp text about her goes to it.
    const { page, problems, context } = await signedIn(browser, site, 'phone', `/admin/clients/${gave}`);
    const section = page.getByRole('region', { name: 'Contact details to confirm' });
    const [beforeWhen, afterWhen] = aroundWhen((when) =>
      contactClashTexts.gave('081 600 8002', when, 'Frans Nujoma'),
    );
    await section.getByText(beforeWhen).waitFor();
    expect(await section.textContent()).toContain(afterWhen);
    expect(afterWhen).toContain(contactClashTexts.recordStillShows);
    await page.getByRole('button', { name: 'WhatsApp Ella Kapuka' }).click();
    const message = page.getByRole('dialog', { name: 'WhatsApp Ella Kapuka' });
    await message.getByText(privateLinkTexts.numberNotConfirmed('081 600 8002')).waitFor();
    expect(await message.getByRole('link', { name: 'Open in WhatsApp' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the WhatsApp dialog for a number not confirmed');
    await message.getByRole('button', { name: 'Cancel' }).click();
    await expectNoAxeViolations(page, 'a client page with a clash');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'identity-clash-375');

    // Frans's page shows it too; dealt with there, it leaves both.
    await page.goto(`${site.baseUrl}/admin/clients/${has}`);
    const his = page.getByRole('region', { name: 'Contact details to confirm' });
    await his.getByText(aroundWhen((when) => contactClashTexts.given('081 600 8002', when))[0]).waitFor();
    await his.getByRole('button', { name: 'Dealt with: 081 600 8002, Ella Kapuka' }).click();
    await waitForToast(page, 'Clash dealt with');
    await his.waitFor({ state: 'detached' });
    await page.goto(`${site.baseUrl}/admin/clients/${gave}`);
    await page.getByRole('heading', { level: 1, name: 'Ella Kapuka' }).waitFor();
    await waitForHydration(page);
    expect(await page.getByRole('region', { name: 'Contact details to confirm' }).count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateLinkTexts } from '../src/shared/contact-details';
import {
  admin,
  consultation,
  expectNoSidewaysScroll,
  openFolds,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
import { bookFreeTime } from './support/booking';
import { codeFromEmail as portalCode, signInToPortal as portalSignIn } from './support/portal';
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
 * The client's side (issue 32) in a real browser on a phone: a record of advice the adviser asks
 * them to confirm, read and confirmed from the link (their mistakes said under the fields first);
 * and their portal: signed in with the code from the e-mail (a wrong one refused), their policies
 * and documents, a record confirmed, their details updated, a consultation cancelled and a review
 * booked; axe at each step, 375 and 1280 px.
 */

let site: RunningSite;
let browser: Browser;
let maria = '';
const email = 'maria.portal@example.com';

async function recordOfAdvice(line: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595.28, 841.89]).drawText(line, { x: 56, y: 760, size: 14, font });
  return Buffer.from(await pdf.save());
}

const codeFromEmail = (to: string) => portalCode(site, to);
const signInToPortal = (page: Page, address: string) => portalSignIn(site, page, address);

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  maria = await consultation(site, 'Maria Shikongo', email, '+264 81 700 4001');
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the client’s side', () => {
  it('asks a client to confirm a record of advice; they read it and confirm from the link (375 px)', async () => {
    const adviser = await signedIn(browser, site, 'phone', `/admin/clients/${maria}`);
    await openFolds(adviser.page);
    const documents = adviser.page.getByRole('region', { name: 'Documents' });
    await documents.getByLabel('Document (drop it here, or choose it)').setInputFiles({
      name: 'Record of advice.pdf',
      mimeType: 'application/pdf',
      buffer: await recordOfAdvice('Record of advice for Maria Shikongo (made up)'),
    });
    await documents.getByLabel('Kind').selectOption('record-of-advice');
    await documents.getByRole('button', { name: 'Add document' }).click();
    await waitForToast(adviser.page, 'Document added');
    await documents.getByText('None asked about yet.').waitFor();
    await documents.getByRole('button', { name: 'Ask to confirm' }).click();
    const dialog = adviser.page.getByRole('dialog', { name: 'Ask to confirm' });
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await dialog.getByText('Choose the record of advice to confirm').waitFor();
    await dialog.getByLabel('Record of advice.pdf').check();
    await expectNoAxeViolations(adviser.page, 'the ask-to-confirm dialog');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    expect(await waitForToast(adviser.page, 'Confirmation asked for')).toContain(
      'The link was e-mailed to them.',
    );
    const link = (await dialog.locator('p.break-all').textContent()) ?? '';
    expect(link).toMatch(/\/advice\?token=/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await documents.getByText(/^Waiting for their confirmation since/).waitFor();

    // The client, on their phone, from the link in the e-mail.
    const client = await openPage(browser, 'phone');
    await client.page.goto(link.replace(/^https?:\/\/[^/]+/, site.baseUrl));
    await waitForHydration(client.page);
    await client.page.getByText(/^Dear Maria\. Please read your record of advice/).waitFor();
    const read = client.page.getByRole('link', { name: 'Read Record of advice.pdf (PDF)' });
    const file = await client.page.request.get(`${site.baseUrl}${await read.getAttribute('href')}`);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await client.page.getByRole('button', { name: 'Confirm' }).click();
    await client.page.getByText('Type your full name', { exact: true }).waitFor();
    await client.page.getByText('Tick the box to confirm you received and understood the advice').waitFor();
    await client.page.getByLabel('Your full name').fill('Maria');
    await client.page.getByRole('button', { name: 'Confirm' }).click();
    await client.page.getByText('Type your full name: your first name and surname').waitFor();
    await expectNoAxeViolations(client.page, 'the confirmation with its errors');
    await client.page.getByLabel('Your full name').fill('Maria Shikongo');
    await client.page
      .getByLabel('I received this record of advice, read it, and understood the advice it gives.')
      .check();
    await client.page.getByRole('button', { name: 'Confirm' }).click();
    await client.page.getByText(/^Confirmed by Maria Shikongo on \d{1,2} \w+ \d{4}\. Thank you/).waitFor();
    await expectNoAxeViolations(client.page, 'the record confirmed');
    await expectNoSidewaysScroll(client.page);
    await shoot(client.page, 'advice-confirmed-375');
    expect(unexpected(client.problems)).toEqual([]);
    await client.context.close();

    await adviser.page.reload();
    // The server renders the page for the person signed in: its handlers come with hydration.
    await waitForHydration(adviser.page);
    await openFolds(adviser.page);
    await adviser.page.getByText(/^Confirmed by Maria Shikongo on \d{1,2} \w+ \d{4}$/).waitFor();
    const copy = adviser.page.getByRole('link', { name: 'The confirmed copy (PDF)' });
    const pdf = await adviser.page.request.get(`${site.baseUrl}${await copy.getAttribute('href')}`);
    expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(2);
    await shoot(adviser.page, 'advice-adviser-375');
    expect(unexpected(adviser.problems)).toEqual([]);
    await adviser.context.close();
  });

  it('signs the client in with the code from the e-mail and shows what is theirs; they change what they may (375 px)', async () => {
    const api = await adminFetch(site.baseUrl, admin);
    const policy = await api('/api/admin/policies', {
      method: 'POST',
      body: {
        clientId: maria,
        insurer: 'Old Mutual Namibia',
        product: 'life',
        policyNumber: 'OM-PORTAL-1',
        status: 'in-force',
        startDate: '2025-03-15',
        premiumCents: 45_000,
        premiumFrequency: 'monthly',
        coverCents: 150_000_000,
      },
    });
    expect(policy.status).toBe(201);
    const requested = await api(`/api/admin/clients/${maria}/document-requests`, {
      method: 'POST',
      body: { kinds: ['proof-of-address'], note: 'For your file.' },
    });
    expect(requested.status).toBe(201);
    await bookFreeTime(site, { fullName: 'Maria Shikongo', email, phone: '+264 81 700 4001' });

    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/my`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByText(/^If this address is in our files, a 6-digit code is on its way/).waitFor();
    const code = codeFromEmail(email);
    await page.getByLabel('The 6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByText('That code is not right or has expired. Check the e-mail, or ask for a new code.')
      .waitFor();
    await expectNoAxeViolations(page, 'the portal sign-in with a wrong code');
    await shoot(page, 'portal-sign-in-375');
    await page.getByLabel('The 6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.getByText('Signed in as Maria Shikongo').waitFor();
    const policies = page.getByRole('region', { name: 'Your policies' });
    await policies.getByText('Life cover with Old Mutual Namibia').waitFor();
    // In force: listed as their cover, with its date (issue 44).
    const cover = policies.getByRole('list', { name: 'In force', exact: true });
    await cover.getByText(/^In force since \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    await cover.getByText(/^Cover N\$ 1,500,000\.00 · N\$ 450\.00 monthly · Policy OM-PORTAL-1$/).waitFor();
    const documents = page.getByRole('region', { name: 'Your documents' });
    await documents.getByRole('link', { name: 'Record of advice (confirmed).pdf' }).waitFor();
    await documents.getByText(/^Record of advice\.pdf: confirmed by Maria Shikongo on/).waitFor();
    const asked = page.getByRole('region', { name: 'Documents your adviser asked for' });
    await asked.getByText('For your file.').waitFor();
    await asked.getByLabel('Send your proof of address (a photo or a PDF)').setInputFiles({
      name: 'bill.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('JFIF bill'),
        Buffer.from([0xff, 0xd9]),
      ]),
    });
    await documents.getByRole('link', { name: 'bill.jpg' }).waitFor();
    // A consultation is booked: her review is not asked for beside it.
    expect(await page.getByRole('region', { name: 'Your yearly review' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the portal home');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'portal-home-375');

    // Their details: a number that is not one is refused under the field, then saved.
    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByLabel('Phone number').fill('call me');
    await details.getByRole('button', { name: 'Save my details' }).click();
    await details.getByText('Please enter a valid phone number').waitFor();
    await details.getByLabel('Phone number').fill('+264 81 555 0101');
    await details.getByLabel(/Address/).fill('Erf 12, Independence Avenue, Windhoek');
    await details.getByRole('button', { name: 'Save my details' }).click();
    await details.getByText('Your details are saved. Your adviser sees the change.').waitFor();

    // The consultation: cancelled; then a yearly review booked at a free time.
    const consultations = page.getByRole('region', { name: 'Your consultations' });
    await consultations.getByRole('button', { name: 'Cancel the consultation' }).click();
    await consultations.getByRole('button', { name: 'Yes, cancel it' }).click();
    await consultations.getByText('No consultation booked.').waitFor();
    // Her review, twelve months after her policy began (15 Mar 2025), is overdue: said, with the way
    // to book it (issue 59).
    const review = page.getByRole('region', { name: 'Your yearly review' });
    await review.getByText('Your yearly review was due on 15 Mar 2026.').waitFor();
    await shoot(page, 'portal-review-due-375');
    await review.getByRole('button', { name: 'Book your review' }).click();
    await consultations.getByRole('heading', { name: 'Choose a time' }).waitFor();
    const times = consultations.getByRole('radio');
    await times.first().waitFor();
    await times.first().check({ force: true });
    await consultations
      .getByRole('group', { name: 'How would you like to meet?' })
      .getByLabel('Phone call')
      .check();
    await expectNoAxeViolations(page, 'the portal choosing a review time');
    await consultations.getByRole('button', { name: 'Book my review' }).click();
    await consultations.getByText(/^Your review is booked for /).waitFor();
    await consultations.getByRole('button', { name: 'Change the time' }).waitFor();
    expect(
      site.query(
        "select custom_topic from consultation_requests where custom_topic = 'Yearly review of my policies'",
      ),
    ).toHaveLength(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').waitFor();
    expect(unexpected(problems, 400)).toEqual([]);
    await context.close();

    // The adviser sees the change of details on the client's timeline.
    const adviser = await signedIn(browser, site, 'desktop', `/admin/clients/${maria}`);
    await adviser.page
      .getByRole('region', { name: 'Timeline' })
      .getByText('Changed their details in their portal')
      .waitFor();
    // The number they gave is their claim (D31): nothing about them goes to it by WhatsApp, neither
    // a message nor a private link, until the adviser confirms it.
    const office = adviser.page;
    await office.getByRole('button', { name: 'WhatsApp Maria Shikongo' }).click();
    const message = office.getByRole('dialog', { name: 'WhatsApp Maria Shikongo' });
    await message.getByText(privateLinkTexts.numberNotConfirmed('+264 81 555 0101')).waitFor();
    expect(await message.getByRole('link', { name: 'Open in WhatsApp' }).count()).toBe(0);
    await message.getByRole('button', { name: 'Cancel' }).click();
    const files = office.getByRole('region', { name: 'Documents' });
    await files.getByRole('button', { name: 'Request documents' }).click();
    const request = office.getByRole('dialog', { name: 'Request documents' });
    await request.getByLabel('Payslip').check();
    await request.getByRole('button', { name: 'Send the request' }).click();
    await request.getByText(privateLinkTexts.notByWhatsApp).waitFor();
    expect(await request.getByRole('link', { name: 'Send by WhatsApp' }).count()).toBe(0);
    await request.getByRole('button', { name: 'Done' }).click();
    // Confirmed once checked with her: WhatsApp opens with the number.
    const toConfirm = office.getByRole('region', { name: 'Contact details to confirm' });
    await toConfirm.getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(office, 'Contact detail confirmed');
    await office.getByRole('button', { name: 'WhatsApp Maria Shikongo' }).click();
    expect(await message.getByRole('link', { name: 'Open in WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/264815550101\?text=/,
    );
    expect(unexpected(adviser.problems)).toEqual([]);
    await adviser.context.close();
  });

  it('shows the portal on a laptop (1280 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    await signInToPortal(page, email);
    await page.getByText('Signed in as Maria Shikongo').waitFor();
    await page
      .getByRole('region', { name: 'Your policies' })
      .getByText('Life cover with Old Mutual Namibia')
      .waitFor();
    await expectNoAxeViolations(page, 'the portal home on a laptop');
    await shoot(page, 'portal-home-1280');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windhoekDateLabel } from '../src/domain/windhoek-time';
import type { WebsiteState } from '../src/shared/website';
import {
  admin,
  expectNoSidewaysScroll,
  expectNothingCutOff,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
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
 * The Website area's business details (issue 58), in the browser: an owner changes the practice's
 * phone number, hours and registration line at 375 px, is told what is wrong under each field, and
 * finds the draft kept after a reload; the page at 1280 px. axe on both.
 */

let site: RunningSite;
let browser: Browser;
/** Who drafts but does not publish, and who may not open the Website area at all (the role table). */
const teamAdviser = { email: 'second.adviser@example.com', password: 'the second adviser’s password' };
const assistant = { email: 'front.desk@example.com', password: 'the front desk’s password' };

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  // Made the way the README says: npm run admin -- create <email> --role <role>.
  for (const [account, role] of [
    [teamAdviser, 'adviser'],
    [assistant, 'assistant'],
  ] as const)
    await promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'create', account.email, '--role', role], {
      env: {
        ...process.env,
        DATABASE_URL: site.databasePath,
        ADMIN_PASSWORD: account.password,
        NODE_ENV: 'test',
      },
    });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Publishes the draft from the Website page as an owner does, and waits for the site to say so. */
async function publishFrom(page: Page, told: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, publish' }).click();
  await waitForToast(page, told);
}

const draft = async () =>
  (await (await (await adminFetch(site.baseUrl, admin))('/api/admin/website')).json()) as WebsiteState;

describe('the Website area', () => {
  it('keeps the business details an owner changes on a phone, saying what is wrong under each field (375 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/website');
    await page.getByRole('heading', { name: 'Business details' }).waitFor();
    await expect.poll(() => page.getByLabel('Business name').inputValue()).not.toBe('');
    await page.getByText('These are the details the site was installed with.').waitFor();
    await expectNoSidewaysScroll(page);
    await expectNothingCutOff(page);
    await expectNoAxeViolations(page, '/admin/website at 375 px');

    // Bad input: a phone that is not one, a Monday that closes before it opens, an empty registration.
    await page.getByLabel('Phone').fill('call me');
    await page.getByLabel('Mon closes').fill('07:00');
    await page.getByLabel('Registration').fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Please enter a valid phone number').waitFor();
    await page.getByText('Mon: Closing must be after opening').waitFor();
    await page.getByText('Enter the registration line: your FSP licence with NAMFISA').waitFor();
    expect((await draft()).draftUpdatedAt).toBeNull();

    await page.getByLabel('Phone').fill('+264 61 246 810');
    await page.getByLabel('Mon closes').fill('17:30');
    // Closed on Saturdays from now on.
    await page.getByRole('checkbox', { name: 'Open on Sat' }).uncheck();
    await page
      .getByLabel('Registration')
      .fill('An authorised financial services provider (FSP licence 10234) regulated by NAMFISA');
    await page.getByLabel('Memberships').fill('NAIB');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await waitForToast(page, 'Draft saved');
    await page.getByText(/^Draft last saved/).waitFor();

    const saved = await draft();
    expect(saved.draft.details).toMatchObject({
      phone: '+264 61 246 810',
      registration: 'An authorised financial services provider (FSP licence 10234) regulated by NAMFISA',
      memberships: ['NAIB'],
    });
    expect(saved.draft.details.hours.mon).toEqual({ open: '09:00', close: '17:30' });
    expect(saved.draft.details.hours.sat).toBeNull();

    await page.reload();
    await page.getByRole('heading', { name: 'Business details' }).waitFor();
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('+264 61 246 810');
    expect(await page.getByLabel('Sat opens').count()).toBe(0);
    await expectNoAxeViolations(page, '/admin/website after saving at 375 px');
    await shoot(page, 'website-details-375');
    expect(unexpected(problems, 400)).toEqual([]);
    await context.close();
  });

  it('shows the details on a laptop (1280 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/website');
    await page.getByRole('heading', { name: 'Business details' }).waitFor();
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('+264 61 246 810');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, '/admin/website at 1280 px');
    await shoot(page, 'website-details-1280');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('publishes the draft: every public page shows the new details at once, without a restart (1280 px)', async () => {
    const before = await (await fetch(`${site.baseUrl}/`)).text();
    expect(before).not.toContain('+264 61 246 810');
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/website');
    await page.getByText('The draft has changes the public site does not show yet.').waitFor();
    await publishFrom(page, 'Version 1 is on the site now.');
    await page.getByText('The public site shows the draft as it is.').waitFor();
    await page.getByText(/^Version 1, .* by /).waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, '/admin/website after publishing at 1280 px');
    await shoot(page, 'website-published-1280');

    // The home page, as a visitor gets it: the header, the contact card and the footer.
    const visitor = await context.newPage();
    await visitor.goto(`${site.baseUrl}/`);
    const header = visitor.getByRole('banner');
    await header
      .getByRole('link', { name: /\+264 61 246 810/ })
      .first()
      .waitFor();
    const footer = visitor.getByRole('contentinfo');
    await footer.getByText('Mon 09:00-17:30, Tue-Fri 09:00-18:00').waitFor();
    await footer.getByText('Member of NAIB').waitFor();
    await footer
      .getByText('An authorised financial services provider (FSP licence 10234) regulated by NAMFISA')
      .waitFor();
    // Hydrated with the same details (no mismatch repainting the old number).
    await shoot(visitor, 'website-home-published-1280');
    await visitor.getByRole('button', { name: 'Schedule Free Consultation' }).first().click();
    await visitor.getByRole('dialog').waitFor();
    expect(await visitor.content()).not.toContain('+264 61 000 0000');
    // Another page, and the structured data search engines read.
    await visitor.goto(`${site.baseUrl}/quote`);
    await visitor.getByText('Rather talk it through?').waitFor();
    expect(await visitor.getByText('(Mon 09:00-17:30, Tue-Fri 09:00-18:00)').count()).toBe(1);
    const home = await (await fetch(`${site.baseUrl}/`)).text();
    expect(home).toContain('"telephone":"+264 61 246 810"');
    expect(home).toContain('"openingHours":["Mo 09:00-17:30","Tu-Fr 09:00-18:00"]');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('puts a published version back as the draft', async () => {
    const owner = await adminFetch(site.baseUrl, admin);
    const changed = await owner('/api/admin/website/draft', {
      method: 'PATCH',
      body: { details: { phone: '+264 61 999 0000' } },
    });
    expect(changed.status).toBe(200);
    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/website');
    await page.getByText('The draft has changes the public site does not show yet.').waitFor();
    await page.getByRole('button', { name: 'Put back version 1' }).click();
    await waitForToast(page, 'Version 1 is the draft again: publish it to show it on the site.');
    await page.getByText('The public site shows the draft as it is.').waitFor();
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('+264 61 246 810');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'website-versions-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('keeps the claims an owner writes with their sources, hides one, and publishes them to the home page (375 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/website');
    const claims = page.getByRole('region', { name: 'What the home page claims' });
    await claims.getByText('None: the site shows no such section.').first().waitFor();
    const figures = claims.getByRole('region', { name: 'Figures' });
    await figures.getByRole('button', { name: 'Add figure' }).click();
    await figures.getByRole('button', { name: 'Add figure' }).click();
    const first = figures.getByRole('group', { name: 'Figure 1' });
    await first.getByLabel('Figure', { exact: true }).fill('12');
    await first.getByLabel('What it counts').fill('Years in practice');
    await first.getByLabel('Source (only your team sees it)').fill('Licensed since 2014: FSP licence letter');
    const second = figures.getByRole('group', { name: 'Figure 2' });
    await second.getByLabel('Figure', { exact: true }).fill('300+');
    await second.getByLabel('What it counts').fill('Families advised');
    await second.getByLabel('Source (only your team sees it)').fill('Client book, to be counted again');
    // Not shown until it is counted.
    await second.getByRole('checkbox', { name: /^Show on the site/ }).uncheck();

    const testimonials = claims.getByRole('region', { name: 'Testimonials' });
    await testimonials.getByRole('button', { name: 'Add testimonial' }).click();
    const quote = testimonials.getByRole('group', { name: 'Testimonial 1' });
    await quote.getByLabel('Name as shown').fill('Selma K.');
    await quote.getByLabel('Town').fill('Oshakati');
    await quote.getByLabel('What they said').fill('We finally understand what our cover pays and when.');
    await quote.getByLabel('Source (only your team sees it)').fill('Review meeting, 2 December 2026');
    // Without the client's consent it is refused, under the field.
    await claims.getByRole('button', { name: 'Save claims' }).click();
    await quote.getByText('Note when and how the client agreed to be quoted').waitFor();
    expect((await draft()).draft.claims.testimonials).toEqual([]);
    await quote
      .getByLabel('Their consent (only your team sees it)')
      .fill('Signed consent form, 2 December 2026');
    await claims.getByRole('button', { name: 'Save claims' }).click();
    await waitForToast(page, 'What the home page claims is kept in the draft.');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, '/admin/website claims at 375 px');
    await shoot(page, 'website-claims-375');

    // The preview: the real home page with the draft, before anything is published.
    await page.getByRole('button', { name: 'Preview the draft' }).click();
    const preview = page.frameLocator('iframe[title^="Preview of / at"]');
    await preview.getByText('Years in practice').waitFor();
    await preview.getByText('We finally understand what our cover pays and when.').waitFor();
    expect(await preview.getByText('Families advised').count()).toBe(0);
    expect(await (await fetch(`${site.baseUrl}/`)).text()).not.toContain('Years in practice');
    await page.getByRole('radio', { name: '1280 px wide' }).check();
    await page
      .frameLocator('iframe[title^="Preview of / at a laptop"]')
      .getByText('Years in practice')
      .waitFor();
    await page.getByLabel('Page to preview').selectOption('/quote');
    await page
      .frameLocator('iframe[title^="Preview of /quote"]')
      .getByText('Rather talk it through?')
      .waitFor();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'website-preview-375');
    await page.getByRole('button', { name: 'Hide the preview' }).click();

    const kept = (await draft()).draft.claims;
    expect(kept.figures.map((figure) => [figure.value, figure.hidden])).toEqual([
      ['12', false],
      ['300+', true],
    ]);
    expect(kept.testimonials[0]).toMatchObject({
      name: 'Selma K.',
      consent: 'Signed consent form, 2 December 2026',
    });

    await publishFrom(page, 'Version 2 is on the site now.');

    const visitor = await context.newPage();
    await visitor.goto(`${site.baseUrl}/`);
    const main = visitor.getByRole('main');
    await main.getByText('Years in practice').waitFor();
    await main.getByRole('heading', { name: 'What clients say' }).waitFor();
    await main.getByText('We finally understand what our cover pays and when.').waitFor();
    const text = (await main.textContent()) ?? '';
    expect(text).not.toContain('Families advised');
    // The practice's own claims carry no example mark.
    expect(await main.getByText('Example', { exact: true }).count()).toBe(0);
    const html = await visitor.content();
    expect(html).not.toContain('Signed consent form');
    expect(html).not.toContain('Licensed since 2014');
    await shoot(visitor, 'website-home-claims-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('takes the logo and the photo, refusing what is not a picture, and shows them once published (375 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/website');
    await page.getByText('None yet.').first().waitFor();
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is a letter, not a logo'),
    });
    await page.getByText('This is not a picture: send a JPEG, PNG or WebP picture').waitFor();
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 300, height: 100, channels: 4, background: { r: 12, g: 80, b: 60, alpha: 1 } },
      })
        .png()
        .toBuffer(),
    });
    await waitForToast(page, 'The logo is in the draft.');
    await page.getByRole('img', { name: 'Logo as the pages show it' }).waitFor();
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640, height: 800, channels: 3, background: '#c08040' } })
        .jpeg()
        .toBuffer(),
    });
    await waitForToast(page, 'The photo is in the draft.');
    await page.getByRole('img', { name: 'Your photo as the pages show it' }).waitFor();
    await expectNoAxeViolations(page, '/admin/website pictures at 375 px');
    await shoot(page, 'website-pictures-375');

    await publishFrom(page, 'is on the site now.');
    const visitor = await context.newPage();
    await visitor.goto(`${site.baseUrl}/`);
    // The header's logo (its name beside it) and the adviser's photo, each with its size set.
    const logo = visitor.getByRole('banner').locator('img');
    expect([await logo.getAttribute('width'), await logo.getAttribute('height')]).toEqual(['108', '36']);
    await expect
      .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await shoot(visitor, 'website-home-pictures-375');
    const photo = visitor.getByRole('img', { name: 'Alex Example' });
    await photo.scrollIntoViewIfNeeded();
    // Loaded: 160 wide at 1x, 320 where the screen takes the 2x copy.
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThanOrEqual(160);
    expect([await photo.getAttribute('width'), await photo.getAttribute('height')]).toEqual(['160', '160']);
    expect(await logo.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
    expect(unexpected(problems, 400)).toEqual([]);
    await context.close();
  });

  it('prices a funeral quote by a new premium table from its day, once published (1280 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/website');
    const prices = page.getByRole('region', { name: 'Funeral premium tables' });
    await prices.getByText('The spec’s table, until the first of yours (the table for today)').waitFor();
    await prices.getByRole('button', { name: 'Add a table' }).click();
    await prices.getByText('Main member and spouse, 19 to 45', { exact: true }).click();
    const cell = prices.getByLabel('Main member and spouse, 19 to 45: men, N$ 30,000 cover');
    expect(await cell.inputValue()).toBe('41.34');
    await cell.fill('abc');
    await prices.getByRole('button', { name: 'Save the table' }).click();
    await prices.getByText('"abc" is not an amount in N$').waitFor();
    await cell.fill('50.00');
    await prices.getByRole('button', { name: 'Save the table' }).click();
    await waitForToast(page, 'is in the draft.');
    await prices.getByText(/^From .* \(the table for today\)$/).waitFor();
    await expectNoAxeViolations(page, '/admin/website premium tables at 1280 px');
    await shoot(page, 'website-prices-1280');
    await publishFrom(page, 'is on the site now.');

    const visitor = await context.newPage();
    await visitor.goto(`${site.baseUrl}/funeral-cover`);
    await waitForHydration(visitor);
    const card = visitor.getByRole('region', { name: 'Add Family Members' });
    await card.getByLabel('Family Member Name').fill('Test Applicant');
    await card.getByLabel('Relationship').selectOption('self');
    await card.getByLabel('Age', { exact: true }).fill('30');
    await card.getByLabel('Gender').selectOption('male');
    await card.getByLabel('Coverage Amount').selectOption('30000');
    await card.getByRole('button', { name: 'Add Family Member' }).click();
    // 50.00 a month; 50.00 x 11.4 = 570.00 a year.
    const row = visitor.getByTestId('funeral-member');
    await expect.poll(() => row.textContent()).toContain('N$ 50.00/month');
    expect(await row.textContent()).toContain('N$ 570.00/year');
    const applicant = visitor.getByRole('region', { name: 'Main Applicant Information' });
    await applicant.getByLabel('First Name').fill('Test');
    await applicant.getByLabel('Last Name').fill('Applicant');
    await applicant.getByLabel('Email Address').fill('priced@example.com');
    await applicant.getByLabel('Phone Number').fill('+264 81 000 0058');
    await visitor.getByRole('button', { name: 'Submit Application' }).click();
    // The server priced it by the same table: accepted.
    await waitForToast(visitor, 'Application Submitted Successfully');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('lets an adviser set the calculators’ rates but not publish them; an assistant cannot open the area (375 px)', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await signInAt(page, site.baseUrl, '/admin/website', assistant);
    await page.getByText('An assistant may not change the website.').waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    // The area's details are refused to an assistant by the server too (403).
    expect(unexpected(problems, 403)).toEqual([]);
    await context.close();

    const drafted = await openPage(browser, 'phone');
    await signInAt(drafted.page, site.baseUrl, '/admin/website', teamAdviser);
    const rates = drafted.page.getByRole('region', { name: 'Calculators’ rates' });
    await rates.getByLabel('Prime lending rate (% a year)').waitFor();
    // A rate without the day it was true, and one that is not a rate.
    await rates.getByLabel('Prime lending rate (% a year)').fill('11,25');
    await rates.getByLabel('Inflation (% a year)').fill('abc');
    await rates.getByRole('button', { name: 'Save rates' }).click();
    await rates
      .getByText('Enter a rate in % a year from 0 to 50, such as 11.25, or leave it empty')
      .waitFor();
    await rates.getByLabel('Inflation (% a year)').fill('3.6');
    await rates.getByRole('button', { name: 'Save rates' }).click();
    await rates.getByText('Enter the day the rates were true: visitors see it beside them').waitFor();
    await rates.getByLabel('True as of').fill('2026-12-01');
    await rates.getByRole('button', { name: 'Save rates' }).click();
    await waitForToast(drafted.page, 'The rates are kept in the draft.');
    expect((await draft()).draft.prices.rates).toEqual({
      asOf: '2026-12-01',
      primeLending: 11.25,
      investmentReturn: null,
      inflation: 3.6,
    });
    // Drafted, not published: the adviser is told who publishes, and has no button for it.
    await drafted.page.getByText('An owner of the practice publishes the draft.').waitFor();
    expect(await drafted.page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await expectNoSidewaysScroll(drafted.page);
    await expectNoAxeViolations(drafted.page, '/admin/website for an adviser at 375 px');
    await shoot(drafted.page, 'website-rates-adviser-375');
    // Before the owner publishes, the mortgage calculator starts empty.
    await drafted.page.goto(`${site.baseUrl}/calculators?calc=mortgage`);
    await waitForHydration(drafted.page);
    expect(await drafted.page.getByLabel('Interest rate (% a year)').inputValue()).toBe('');
    expect(unexpected(drafted.problems)).toEqual([]);
    await drafted.context.close();

    const owner = await signedIn(browser, site, 'phone', '/admin/website');
    await owner.page.getByText('The draft has changes the public site does not show yet.').waitFor();
    await publishFrom(owner.page, 'is on the site now.');
    const visitor = owner.page;
    await visitor.goto(`${site.baseUrl}/calculators?calc=mortgage`);
    await waitForHydration(visitor);
    const rate = visitor.getByLabel('Interest rate (% a year)');
    expect(await rate.inputValue()).toBe('11.25');
    await visitor.getByText('Prime lending rate: 11.25 % as of 1 Dec 2026.').waitFor();
    await visitor.getByLabel('Home price (N$)').fill('1000000');
    await visitor.getByLabel('Deposit (N$)').fill('100000');
    await visitor.getByRole('button', { name: 'Calculate' }).click();
    await visitor.getByText('Interest of 11.25% a year', { exact: false }).waitFor();
    await expectNoSidewaysScroll(visitor);
    await shoot(visitor, 'calculator-published-rate-375');
    expect(unexpected(owner.problems)).toEqual([]);
    await owner.context.close();
  });

  it('publishes a service page’s text an owner rewrites, refusing a link that is not one (375 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/website');
    const texts = page.getByRole('region', { name: 'Service pages’ texts' });
    await texts.getByLabel('Page').selectOption('protect-family');
    await texts.getByText('The original text, word for word: change anything and save.').waitFor();
    const intro = texts.getByLabel('Introduction');
    expect(await intro.inputValue()).toMatch(/^Life and funeral cover sized to what your family/);
    await intro.fill('Cover **sized to your family**. [Claim a prize](javascript:alert(1))');
    await texts.getByRole('button', { name: 'Save page text' }).click();
    await texts
      .getByText('Links may go only to web (https://), e-mail (mailto:) and phone (tel:) addresses')
      .waitFor();
    await intro.fill(
      'Cover **sized to your family**, compared across insurers. [Call us](tel:+26461000000).',
    );
    await texts.getByLabel('The line under it').fill('Independent advice in Windhoek since 2014.');
    await texts.getByLabel('Key Benefits').fill('Your family keeps its home\n\nClaims paid within days');
    await texts.getByLabel('Step 1: title').fill('Meet us');
    await texts.getByRole('button', { name: 'Save page text' }).click();
    await waitForToast(page, 'The text of Protect My Family is in the draft.');
    await texts.getByText('Your text: the page no longer says the original.').waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, '/admin/website service texts at 375 px');
    await shoot(page, 'website-service-texts-375');
    await publishFrom(page, 'is on the site now.');

    await page.goto(`${site.baseUrl}/services/protect-family`);
    const hero = page.locator('section').first();
    await hero.getByText('sized to your family', { exact: true }).waitFor();
    expect(await hero.locator('strong').textContent()).toBe('sized to your family');
    expect(await hero.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+26461000000');
    await hero.getByText('Independent advice in Windhoek since 2014.').waitFor();
    const benefits = page.getByRole('region', { name: 'Key Benefits' });
    expect(await benefits.getByRole('listitem').allTextContents()).toEqual([
      'Your family keeps its home',
      'Claims paid within days',
    ]);
    await page.getByRole('heading', { name: 'Meet us' }).waitFor();
    // Another page still says the spec's words, and no page claims years it was not given.
    await page.goto(`${site.baseUrl}/services/budget`);
    expect(await page.locator('main').textContent()).not.toContain('5+ years');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'service-page-published-text-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('publishes the practice’s own words on the compliance and home pages, the legal ones dated the day they changed (1280 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/website');
    const legal = page.getByRole('region', { name: 'Legal pages' });
    const independence = legal.getByLabel('Independence (Compliance)');
    expect(await independence.inputValue()).toMatch(/^We are independent: we are not owned by an insurer/);
    await independence.fill('We are **tied** to one insurer, Example Life. [Its terms](javascript:alert(1))');
    await legal.getByRole('button', { name: 'Save legal texts' }).click();
    await legal
      .getByText('Links may go only to web (https://), e-mail (mailto:) and phone (tel:) addresses')
      .waitFor();
    await independence.fill('We are **tied** to one insurer, Example Life, and sell only its products.');
    await legal.getByRole('button', { name: 'Save legal texts' }).click();
    await waitForToast(page, 'The legal pages’ texts are in the draft.');
    await legal.getByRole('button', { name: 'Use the site’s words for Independence (Compliance)' }).waitFor();
    // The home page's line over the title says the same: not "independent".
    const home = page.getByRole('region', { name: 'Home page words' });
    const tagline = home.getByLabel('The line over the title');
    expect(await tagline.inputValue()).toBe('Independent financial adviser and insurance broker');
    await tagline.fill('Financial adviser and agent of Example Life');
    await home.getByRole('button', { name: 'Save home page words' }).click();
    await waitForToast(page, 'The home page’s words are in the draft.');
    await expectNoAxeViolations(page, '/admin/website legal texts at 1280 px');
    await shoot(page, 'website-texts-1280');
    await publishFrom(page, 'is on the site now.');
    await page.goto(site.baseUrl);
    await page.getByText('Financial adviser and agent of Example Life').waitFor();
    expect(await page.locator('main').textContent()).not.toContain(
      'Independent financial adviser and insurance broker',
    );

    await page.goto(`${site.baseUrl}/compliance`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Independence' }) });
    expect((await section.textContent())?.replace('Independence', '')).toBe(
      'We are tied to one insurer, Example Life, and sell only its products.',
    );
    expect(await section.locator('strong').textContent()).toBe('tied');
    await page.getByText(`Last updated ${windhoekDateLabel(new Date().toISOString())}`).waitFor();
    // The other blocks still say the site's words, with the practice's details in them.
    await page.getByText(/^Tell us first: /).waitFor();
    await shoot(page, 'compliance-published-1280');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('replaces the site’s starting articles with the adviser’s own, newest first (375 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/website');
    const section = page.getByRole('region', { name: 'Articles' });
    // One tap from the top of the long page to its part.
    await page
      .getByRole('navigation', { name: 'Parts of the website' })
      .getByRole('link', { name: 'Articles' })
      .click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#articles-heading');
    await expect
      .poll(() =>
        section
          .getByRole('heading', { name: 'Articles' })
          .evaluate((heading) => heading.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    await section.getByLabel('Article 1: title').waitFor();
    // The site's four starting articles go; one of the adviser's comes.
    for (let left = 4; left > 0; left -= 1)
      await section.getByRole('button', { name: 'Remove article 1' }).click();
    await section.getByText('No articles: the resources page leaves the section out.').waitFor();
    await section.getByRole('button', { name: 'Add article' }).click();
    await section.getByLabel('Article 1: title').fill('What a funeral policy pays, and when');
    await section
      .getByLabel('What it is about')
      .fill('Waiting periods, claims and the documents a family needs.');
    await section.getByLabel('Published on').fill('2026-11-28');
    await section.getByLabel('Where it is published').fill('javascript:alert(1)');
    await section.getByRole('button', { name: 'Save articles' }).click();
    await section.getByText('Enter the article’s address, starting https://').waitFor();
    await section.getByLabel('Where it is published').fill('https://www.example.com/articles/funeral-policy');
    await section.getByLabel('Tags').fill('Insurance, Funeral');
    await section.getByRole('button', { name: 'Save articles' }).click();
    await waitForToast(page, 'The articles are in the draft.');
    await section.getByRole('button', { name: 'Use the site’s starting articles' }).waitFor();
    await expectNoSidewaysScroll(page);
    await publishFrom(page, 'is on the site now.');

    await page.goto(`${site.baseUrl}/resources`);
    const articles = page.getByRole('region', { name: 'Latest Insights & Articles' });
    expect(await articles.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'What a funeral policy pays, and when',
    ]);
    await articles.getByText('November 28, 2026').waitFor();
    expect(await articles.getByRole('link', { name: /Read Full Article/ }).getAttribute('href')).toBe(
      'https://www.example.com/articles/funeral-policy',
    );
    await expectNoSidewaysScroll(page);
    await shoot(page, 'resources-published-articles-375');
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('reads a premium table from a spreadsheet, listing the lines to put right first (1280 px)', async () => {
    const { context, page, problems } = await signedIn(browser, site, 'desktop', '/admin/website');
    const prices = page.getByRole('region', { name: 'Funeral premium tables' });
    const lines = (men: string) =>
      Buffer.from(
        [
          'Covers,From age,To age,Cover,Men,Women',
          ...[
            ['Main member and spouse', 19, 45, 10000, men, '41.34'],
            ['Main member and spouse', 19, 45, 30000, '45.00', '44.00'],
            ['Children', 1, 21, 5000, '5.00', '5.00'],
          ].map((row) => row.join(',')),
        ].join('\r\n'),
      );
    const file = prices.getByLabel('Read a table from a file');
    await file.setInputFiles({ name: 'premiums.csv', mimeType: 'text/csv', buffer: lines('abc') });
    await prices.getByText('Line 2: Men: "abc" is not an amount in N$').waitFor();
    await prices
      .getByText('Nothing was taken from the file. Put these lines right and read it again:')
      .waitFor();
    await file.setInputFiles({ name: 'premiums.csv', mimeType: 'text/csv', buffer: lines('41.34') });
    await waitForToast(page, '2 age bands from the file');
    // The table read is in the grid as a new table, to check, date and save.
    await prices.getByText('A new table').waitFor();
    await prices.getByText('Main member and spouse, 19 to 45', { exact: true }).click();
    expect(
      await prices.getByLabel('Main member and spouse, 19 to 45: men, N$ 30,000 cover').inputValue(),
    ).toBe('45.00');
    await expectNoAxeViolations(page, '/admin/website premium table from a file at 1280 px');
    await shoot(page, 'website-table-file-1280');
    // More than five publishes by now: the newest five listed, every one a tap away.
    expect(await page.getByRole('button', { name: /^Put back version \d+$/ }).count()).toBe(5);
    await page.getByRole('button', { name: /^Show all \d+ versions$/ }).click();
    await page.getByRole('button', { name: 'Put back version 1' }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

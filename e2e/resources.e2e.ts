import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  expectNoSidewaysScroll,
  prepareScreenshots,
  shoot,
  signedIn,
  unexpected,
} from './support/book';
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
 * /resources: the books as the spec shows them, Buy Now and Download (DECISIONS D8), the articles;
 * then the adviser's own guides from the Website area (issue 58).
 */

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  prepareScreenshots();
  site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('resources page', () => {
  it("shows the spec's three books and four articles", async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    const card = (title: string) =>
      main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const guide = card('The Complete Guide to Financial Security');
    expect(await guide.textContent()).toContain('BESTSELLER');
    expect(await guide.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(1);
    expect(await guide.textContent()).toContain('N$ 29.99');
    expect(await guide.locator('s').textContent()).toBe('was N$ 39.99');
    const workbook = card('Insurance Planning Workbook');
    expect(await workbook.textContent()).toContain('NEW');
    expect(await workbook.textContent()).toContain('N$ 19.99');
    const checklist = card('Financial Planning Checklist');
    expect(await checklist.textContent()).toContain('FREE');
    // No download count the adviser has not published (D34).
    expect(await checklist.textContent()).not.toContain('Downloads');
    expect(await checklist.getByRole('button', { name: /^Download/ }).count()).toBe(1);

    const articleLinks = main.getByRole('link', { name: /^Read Full Article/ });
    expect(await articleLinks.count()).toBe(4);
    for (const link of await articleLinks.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await main.textContent()).toContain('December 15, 2024');
    const viewAll = main.getByRole('link', { name: 'View All Articles' });
    expect(await viewAll.getAttribute('href')).toBe('https://www.linkedin.com/in/example');
    expect(await viewAll.getAttribute('rel')).toBe('noopener noreferrer');
    // Images are sized and lazy.
    for (const image of await main.locator('img').all()) {
      expect(await image.getAttribute('width')).toBe('320');
      expect(await image.getAttribute('loading')).toBe('lazy');
      expect((await image.getAttribute('alt'))?.length).toBeGreaterThan(10);
    }
    await expectNoAxeViolations(page, '/resources');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Buy Now stores an order enquiry with the book as its source', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Buy Now: Insurance Planning Workbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order: Insurance Planning Workbook' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await dialog.getByText('Please enter your full name').waitFor();
    await dialog.getByLabel('Full name').fill('Test Buyer');
    await dialog.getByLabel('E-mail').fill('buyer@example.com');
    await dialog.getByLabel('Phone').fill('+264 81 000 0009');
    await expectNoAxeViolations(page, 'book order dialog');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await waitForToast(page, 'Order Received!');
    await dialog.waitFor({ state: 'detached' });
    const rows = site.query(
      "select l.source, p.enquiry_type from leads l join pipeline_leads p on p.enquiry_id = l.id where l.email = 'buyer@example.com'",
    );
    expect(rows).toEqual([{ source: 'Book order: Insurance Planning Workbook', enquiry_type: 'book-order' }]);
    await context.close();
  });

  it('Download gives the checklist PDF after an e-mail address, and keeps the address as a lead', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Download: Financial Planning Checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download: Financial Planning Checklist' });
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByLabel('E-mail').fill('reader@example.com');
    const downloadEvent = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('financial-planning-checklist.pdf');
    const file = readFileSync((await download.path()) ?? '');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await waitForToast(page, 'Checklist Downloaded!');
    const rows = site.query("select source from leads where email = 'reader@example.com'");
    expect(rows).toEqual([{ source: 'Financial Planning Checklist download' }]);
    await context.close();
  });

  it('offers the adviser’s own guide once published: its PDF after an address, a lead first (375 px)', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf
      .addPage([595.28, 841.89])
      .drawText('Emergency fund worksheet (made up)', { x: 56, y: 760, size: 14, font });
    const worksheet = Buffer.from(await pdf.save());

    const { context, page, problems } = await signedIn(browser, site, 'phone', '/admin/website');
    await page
      .getByRole('navigation', { name: 'Parts of the website' })
      .getByRole('link', { name: 'Guides and books' })
      .click();
    const section = page.getByRole('region', { name: 'Guides and books' });
    await section.getByLabel('Guide 1: title').waitFor();
    // The two example books go; the site's checklist stays, and a guide of the adviser's comes.
    for (let left = 2; left > 0; left -= 1)
      await section.getByRole('button', { name: 'Remove guide 1' }).click();
    await section.getByText('PDF: the site’s checklist, made with your business details').waitFor();
    await section.getByRole('button', { name: 'Add guide' }).click();
    await section.getByLabel('Guide 2: title').fill('Emergency Fund Worksheet');
    await section
      .getByLabel('What it is about')
      .nth(1)
      .fill('Three months of expenses, worked out line by line.');
    await section.getByLabel('Published on').nth(1).fill('2026-11-28');
    await section.getByLabel('Badge').nth(1).fill('NEW');
    await section.getByRole('button', { name: 'Save guides' }).click();
    await section.getByText('Upload the PDF a visitor downloads').waitFor();
    const choose = section.getByLabel('Upload a PDF for guide 2');
    await choose.setInputFiles({
      name: 'worksheet.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a PDF'),
    });
    await section.getByText('This file is not a PDF: save it as a PDF and send that').waitFor();
    await choose.setInputFiles({
      name: 'Emergency fund.pdf',
      mimeType: 'application/pdf',
      buffer: worksheet,
    });
    await section.getByText(/^PDF: Emergency fund\.pdf \(/).waitFor();
    await section.getByRole('button', { name: 'Save guides' }).click();
    await waitForToast(page, 'The guides are in the draft.');
    await expectNoSidewaysScroll(page);
    await section.screenshot({ path: 'test-results/screenshots/website-guides-375.png' });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, publish' }).click();
    await waitForToast(page, 'is on the site now.');
    expect(unexpected(problems, 400)).toEqual([]);

    await page.goto(`${site.baseUrl}/resources`);
    await waitForHydration(page);
    const books = page.getByRole('region', { name: 'Books and downloads' });
    expect(await books.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Financial Planning Checklist',
      'Emergency Fund Worksheet',
    ]);
    await books.getByText('Published November 28, 2026').waitFor();
    await page.getByRole('button', { name: 'Download: Emergency Fund Worksheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download: Emergency Fund Worksheet' });
    await dialog.getByLabel('E-mail').fill('worksheet.reader@example.com');
    const downloadEvent = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('emergency-fund-worksheet.pdf');
    expect(Buffer.compare(readFileSync((await download.path()) ?? ''), worksheet)).toBe(0);
    await waitForToast(page, 'Guide Downloaded!');
    expect(site.query("select source from leads where email = 'worksheet.reader@example.com'")).toEqual([
      { source: 'Emergency Fund Worksheet download' },
    ]);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'resources-published-guides-375');
    await context.close();
  });
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type RunningSite, signInAt, type ViewportName, waitForHydration } from './site';

/**
 * What the back office's browser tests share (issues 31 to 34): the adviser, clients, checks.
 */

export const admin = { email: 'adviser@example.com', password: 'correct horse battery staple' };
const screenshots = 'test-results/screenshots';

export function prepareScreenshots(): void {
  mkdirSync(screenshots, { recursive: true });
}

/** A client made the way the site makes them, by a consultation request; their id. */
export async function consultation(
  site: RunningSite,
  fullName: string,
  email: string,
  phone: string,
  topic = 'retirement-planning',
) {
  const response = await fetch(`${site.baseUrl}/api/consultation-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      topic,
      customTopic: '',
      urgency: 'soon',
      details: 'Cover for the family.',
      fullName,
      email,
      phone,
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return site.query<{ client_id: string }>('select client_id from consultation_requests where id = ?', id)[0]
    ?.client_id as string;
}

export async function signedIn(browser: Browser, site: RunningSite, viewport: ViewportName, path: string) {
  const opened = await openPage(browser, viewport);
  await signInAt(opened.page, site.baseUrl, path, admin);
  return opened;
}

/**
 * Console errors but the expected ones: the session check before signing in (401), and the
 * statuses a test's error path asks for (a month entered twice, 409; a CSV without a column, 400;
 * a file that is not a document, 415), named by the test.
 */
export const unexpected = (problems: string[], ...expectedStatuses: number[]) =>
  problems.filter((problem) => {
    const status = /status of (\d{3}) /.exec(problem)?.[1];
    return !status || ![401, ...expectedStatuses].includes(Number(status));
  });

/** Nothing wider than the phone's screen: no sideways scrolling of the whole page. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

export async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

/**
 * No element of the page's main content reaches past the right edge of the screen (issue 44: a
 * table's last columns were cut off at 375 px), but those inside a region that scrolls sideways
 * on purpose. The offenders' tags and first words when any.
 */
export async function expectNothingCutOff(page: Page) {
  const cut = await page.evaluate(() => {
    const width = window.innerWidth;
    return [...document.querySelectorAll('main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= width + 1) return false;
        let parent = element.parentElement;
        while (parent) {
          const overflow = getComputedStyle(parent).overflowX;
          // A region that scrolls sideways on purpose; one that hides what overflows still cuts it off.
          if (overflow === 'auto' || overflow === 'scroll') return false;
          parent = parent.parentElement;
        }
        return true;
      })
      .map((element) => `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}`);
  });
  expect(cut).toEqual([]);
}

/**
 * Opens every folded section of a page on a phone (issue 44: the client's page folds policies,
 * review, household, documents and erasure below what the adviser reaches for first).
 */
export async function openFolds(page: Page) {
  await page.locator('h1').first().waitFor();
  // A fold opens by a script: not before the page is hydrated.
  await waitForHydration(page);
  // Each by the region it opens (a list of "closed" ones shifts as each opens).
  const regions = await page
    .locator('button[data-fold][aria-expanded="false"]')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => (button as HTMLElement).offsetParent !== null)
        .map((button) => button.getAttribute('aria-controls') ?? ''),
    );
  for (const region of regions) {
    const fold = page.locator(`button[data-fold][aria-controls="${region}"]`);
    await fold.click();
    await page.locator(`button[data-fold][aria-controls="${region}"][aria-expanded="true"]`).waitFor();
  }
}

/** Opens one folded section of a page on a phone by its label ("Next 7 days (31)"). */
export async function openFold(page: Page, label: RegExp) {
  await waitForHydration(page);
  const fold = page.locator('button[data-fold]').filter({ hasText: label });
  await fold.waitFor();
  if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  await page.locator('button[data-fold][aria-expanded="true"]').filter({ hasText: label }).waitFor();
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { hasBuild, startServer, stopServer } from '../../src/server/testing/built-server';
import { freePort } from '../../src/server/testing/postgres-server';

/**
 * Browser tests run the real built server (dist/, made by `npm run build`) on a random port with
 * a fresh SQLite database, and drive Debian's Chromium through playwright-core.
 */

export interface RunningSite {
  baseUrl: string;
  /** The site's SQLite file, for tests that check what was stored. */
  databasePath: string;
  output: string[];
  /** Rows of a read-only query on the site's database. */
  query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  if (!hasBuild()) {
    throw new Error('No build in dist/: run `npm run build` before the browser tests (npm test does).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'adviser-e2e-'));
  const databasePath = join(dataDir, 'app.db');
  const server = await startServer(databasePath, await freePort(), env);
  return {
    baseUrl: server.baseUrl,
    databasePath,
    output: server.output,
    query<T>(sql: string, ...params: unknown[]): T[] {
      const database = new SqliteDatabase(databasePath, { readonly: true, fileMustExist: true });
      try {
        return database.prepare(sql).all(...params) as T[];
      } finally {
        database.close();
      }
    },
    async stop() {
      await stopServer(server, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

/** A fresh context at a viewport; `problems` collects console errors and page errors (hydration, CSP). */
export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** axe-core's browser build, read once per test file. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe (WCAG 2.1 A and AA, plus best practices) on the page and fails with a readable list of
 * violations.
 *
 * axe-core runs in the page itself, loaded once per document. @axe-core/playwright's default mode
 * runs axe in each frame and then opens a blank page to merge the frames' results, and loads axe
 * twice per call even in its legacy mode: about 1.5 s a call here, for nothing, since the site's
 * pages have no frames. The check below fails if one ever has, so that nothing goes untested.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: {
    /**
     * An e-mail previewed in a sandboxed `srcdoc` frame (the newsletter's, issue 33) is the
     * e-mail, not a page of the site: left out here, and checked as an e-mail by its own test.
     */
    emailPreviews?: boolean;
  } = {},
): Promise<void> {
  const frames = page.frames().map((frame) => frame.url());
  expect(
    options.emailPreviews ? frames.filter((url) => url !== 'about:srcdoc') : frames,
    `${label} has frames that this check would not test`,
  ).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(
      { exclude: [['iframe[srcdoc]']] },
      {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      },
    );
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, axeTags);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * The page waits until React has hydrated: the app marks the document once its first render is
 * committed (all handlers attached), not merely when hydration has started.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await wakeIslands(page);
}

/**
 * On a page built as islands (issue 45) each island hydrates at its first touch: the tests that
 * act on a page as it works once hydrated wake them all (a focus inside each, as a visitor's
 * first touch does) and wait until every one runs. `islands.e2e.ts` tests the touch itself.
 */
export async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]:not([data-hydrated])'))
      island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      (island) => island.dataset.hydrated === 'true',
    ),
  );
}

/**
 * Closes an open dialog with Escape as a keyboard user does. A dialog is on screen a moment before
 * its effects run (Radix listens for Escape and moves the focus in, both in effects): the key is
 * pressed once the focus is inside, so it reaches the listener on a busy machine too.
 */
export async function closeDialogWithEscape(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await page.waitForFunction(
    (element) => element?.contains(document.activeElement) ?? false,
    await dialog.elementHandle(),
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for the toast whose text holds `title` and returns its whole text. */
export async function waitForToast(page: Page, title: string): Promise<string> {
  const item = page.locator('li.toast', { hasText: title }).first();
  await item.waitFor({ state: 'visible' });
  return (await item.textContent()) ?? '';
}

/** Opens `path` of the back office and signs in there with the admin form (the page stays on `path`, or Today from /admin). */
export async function signInAt(
  page: Page,
  baseUrl: string,
  path: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await waitForToast(page, 'Successfully logged in as admin');
}

/**
 * Signs in to the back office's API and returns a fetch for it (with the session cookie and the
 * site's Origin). A body is sent as JSON, or as multipart/form-data when it is a `FormData` (an upload).
 */
export async function adminFetch(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<(path: string, init?: { method?: string; body?: unknown }) => Promise<Response>> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return (path, init = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers:
        init.body instanceof FormData
          ? { origin: baseUrl, cookie }
          : { 'content-type': 'application/json', origin: baseUrl, cookie },
      ...(init.body === undefined
        ? {}
        : { body: init.body instanceof FormData ? init.body : JSON.stringify(init.body) }),
    });
}

/**
 * Opens a section of the back office as a person would (issue 34): from the side navigation or
 * the bottom bar where the link shows, else from the menu (a phone's less used sections).
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name, exact: true });
  if ((await link.count()) > 0 && (await link.first().isVisible())) {
    await link.first().click();
    return;
  }
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
}

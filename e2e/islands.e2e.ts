import { mkdirSync } from 'node:fs';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNad, formatNadWhole } from '../src/domain/money';
import { manageMessages } from '../src/shared/booking-texts';
import { invalidEmailMessage } from '../src/shared/field-rules';
import { newsletterMessages } from '../src/shared/newsletter-texts';
import { ownRegistrationMessages } from '../src/shared/workshop-texts';
import { launchBrowser, openPage, type RunningSite, startSite, waitForHydration } from './support/site';

/**
 * Public pages built as islands (issue 45): nothing but the entry runs until an island is touched,
 * and a tap on a control whose island is not hydrated yet still does what it says. The islands'
 * code is held back here (its request answered only when the test says), so the tap surely comes
 * before the island runs.
 */

let site: RunningSite;
let browser: Browser;

const screenshots = 'test-results/screenshots';

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Holds every request for the islands' hydration code until `release` is called. */
async function holdIslandCode(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/hydrate-island-[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** True once an island of the page runs (or the dialogs' root is mounted). */
function anyIslandRan(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('[data-island][data-hydrated], [data-dialog-host]') !== null,
  );
}

describe('a page built as islands', () => {
  it('runs only its entry until it is touched, and its menu opens without React', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    const code = await holdIslandCode(page);
    await page.goto(`${site.baseUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Only the entry (the islands' loader) runs; the code of the islands in view may be fetched
    // ahead once the page is idle (`modulepreload`), without running.
    expect(await anyIslandRan(page)).toBe(false);
    expect(await page.locator('[data-island]').count()).toBe(3);

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isHidden()).toBe(true);
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    // Once the page is idle the code of the islands in view is fetched ahead, and still not run.
    await page.waitForFunction(() =>
      document.querySelector('link[rel="modulepreload"][href*="hydrate-island"]'),
    );
    expect(await anyIslandRan(page)).toBe(false);
    code.release();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('replays a tap on a control whose island is still loading', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    const code = await holdIslandCode(page);
    await page.goto(`${site.baseUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const services = page.getByRole('region', { name: 'Personal Finance' });
    const toggle = services.getByRole('button', { name: /^View all \d+$/ });
    await toggle.click();
    // The tap asked for the island's code, which is held: the list is still closed.
    await expect.poll(() => code.requested()).toBe(true);
    expect(await services.getByRole('list').isHidden()).toBe(true);
    code.release();
    // Once the island runs, the tap takes effect: the list opens.
    await expect.poll(() => services.getByRole('list').isVisible()).toBe(true);
    expect(await services.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    // The other card is an island of its own: still not hydrated, still closed.
    const business = page.getByRole('region', { name: 'Business Solutions' });
    expect(await business.getByRole('list').isHidden()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what was typed before the calculator ran, and calculates on the tap', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    const code = await holdIslandCode(page);
    // Counts the page's writes of its address.
    await page.addInitScript(() => {
      const counted = window as unknown as { addressWrites: number };
      counted.addressWrites = 0;
      for (const name of ['replaceState', 'pushState'] as const) {
        const write = history[name].bind(history);
        history[name] = (...args: Parameters<History['replaceState']>) => {
          counted.addressWrites += 1;
          write(...args);
        };
      }
    });
    await page.goto(`${site.baseUrl}/calculators`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('Current age', { exact: true }).fill('30');
    await page.getByLabel('Retirement age', { exact: true }).fill('60');
    await page.getByLabel('Monthly savings (N$)', { exact: true }).fill('1000');
    await page.getByLabel('Expected return (% a year)', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect(code.requested()).toBe(true);
    expect(await page.getByText('Your savings at retirement').count()).toBe(0);
    code.release();
    // 30 years of N$ 1,000 a month at 0 %: 30 × 12 × 1,000 = N$ 360,000.
    const result = page.getByText('Your savings at retirement');
    await result.waitFor();
    expect(await page.locator('main').textContent()).toContain(formatNadWhole(360_000));
    // The inputs are in the address, as when typed after hydration.
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toMatchObject({ currentAge: '30', retirementAge: '60', monthlySavings: '1000', expectedReturn: '0' });
    // Written once, after the result was painted, for the four fields handed over and the calculation.
    expect(await page.evaluate(() => (window as unknown as { addressWrites: number }).addressWrites)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what was typed last in the address when the page is left before it was written', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    await page.goto(`${site.baseUrl}/calculators?calc=mortgage`);
    await page.waitForSelector('[data-island="calculators"][data-hydrated="true"]');
    const type = (value: string) =>
      page.evaluate((typed) => {
        const field = [...document.querySelectorAll('label')].find(
          (label) => label.textContent === 'Home price (N$)',
        )?.control as HTMLInputElement;
        field.value = typed;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }, value);
    // Typed: the address is written after the next paint, or at once when the page is hidden.
    const written = await page.evaluate(() => {
      const field = [...document.querySelectorAll('label')].find(
        (label) => label.textContent === 'Home price (N$)',
      )?.control as HTMLInputElement;
      field.value = '640000';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const before = new URLSearchParams(window.location.search).get('homePrice');
      dispatchEvent(new PageTransitionEvent('pagehide'));
      return [before, new URLSearchParams(window.location.search).get('homePrice')];
    });
    expect(written).toEqual([null, '640000']);
    // Typed and, in the same moment, a link to another page followed.
    await type('750000');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/"]')?.click());
    await page.waitForURL(`${site.baseUrl}/`);
    await page.goBack();
    await page.waitForURL(/\/calculators\?/);
    expect(new URL(page.url()).searchParams.get('homePrice')).toBe('750000');
    // Back from the cache the field is as it was; loaded again, the island fills it from the address.
    await expect.poll(() => page.getByLabel('Home price (N$)', { exact: true }).inputValue()).toBe('750000');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs a calculator as it comes into view, without a touch, and nothing else on its page', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    // A screen too short to show the calculator under the page's heading.
    await page.setViewportSize({ width: 375, height: 120 });
    await page.goto(`${site.baseUrl}/calculators`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const calculators = page.locator('[data-island="calculators"]');
    expect(await calculators.evaluate((island) => island.getBoundingClientRect().top)).toBeGreaterThan(120);
    // Out of view: not woken. (The page's other islands are woken by a touch only.)
    expect(await anyIslandRan(page)).toBe(false);
    await calculators.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="calculators"][data-hydrated="true"]');
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(1);

    // In view as the page loads: running before anything is touched. The dialogs' and toasts' root
    // (the notification region) mounts when the page is quiet: not while a finger is down, even
    // once the page is idle, but once it is up. The finger goes down before the island has run (its
    // own code held back, the hydration's module already evaluated, so its listeners are in
    // place): whatever the machine's speed, the root's moment comes while the finger is down.
    await page.setViewportSize({ width: 375, height: 740 });
    const held: Route[] = [];
    let heldBack = true;
    await page.route(/\/assets\/CalculatorPicker-[^/]+\.js$/, async (route) => {
      if (heldBack) held.push(route);
      else await route.continue();
    });
    await page.goto(`${site.baseUrl}/calculators?calc=mortgage`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const hydration = await page
      .locator('[data-island="calculators"]')
      .evaluate((island) => (island.getAttribute('data-code') ?? '').split(' ')[0] ?? '');
    expect(hydration).toMatch(/\/assets\/hydrate-island-[^/]+\.js$/);
    // As text: the test runner would rewrite an `import()` written in a function.
    await page.evaluate(`import(${JSON.stringify(hydration)}).then(() => true)`);
    await page.mouse.move(5, 700);
    await page.mouse.down();
    heldBack = false;
    for (const route of held.splice(0)) await route.continue();
    await page.waitForSelector('[data-island="calculators"][data-hydrated="true"]');
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(1);
    // The wait below is an order, not a pause: the root's attempt is a 1 s timer then an idle
    // callback, set as the island ran, before this 1.5 s timer and its idle callbacks.
    const region = page.getByRole('region', { name: /Notifications \(F8\)/ });
    await page.evaluate(
      () =>
        new Promise((quiet) =>
          setTimeout(() => requestIdleCallback(() => requestIdleCallback(quiet, { timeout: 2000 })), 1500),
        ),
    );
    expect(await page.locator('[data-dialog-host]').count()).toBe(0);
    await page.mouse.up();
    await region.waitFor({ state: 'attached' });
    // Rendered for this very address, it read the address while hydrating: it works as ever.
    expect(await page.locator('[data-island="calculators"]').getAttribute('data-location')).toBe(
      '/calculators?calc=mortgage',
    );
    await page.getByLabel('Home price (N$)', { exact: true }).fill('600000');
    await page.getByLabel('Deposit (N$)', { exact: true }).fill('0');
    await page.getByLabel('Interest rate (% a year)', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    // N$ 600,000 over 20 years (240 repayments) at 0 %: 600,000 / 240 = N$ 2,500.00 a month.
    await page.getByText('Monthly repayment', { exact: true }).waitFor();
    expect(await page.locator('main').textContent()).toContain(formatNad(250_000));
    await expect.poll(() => new URL(page.url()).searchParams.get('homePrice')).toBe('600000');
    // Its icon is a PNG (an SVG icon is a document Chromium loads on the page's main thread).
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.png');
    const served = await page.request.get(`${site.baseUrl}${icon}`);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a calculator from a link with its inputs without a touch, and the consultation from a plain button', async () => {
    const { context, page, problems } = await openPage(browser, 'desktop');
    await page.goto(
      `${site.baseUrl}/calculators?calc=retirement&currentAge=30&retirementAge=60&monthlySavings=1000&expectedReturn=0`,
    );
    await page.getByText('Your savings at retirement').waitFor();
    expect(await page.locator('main').textContent()).toContain(formatNadWhole(360_000));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Schedule Free Consultation' }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paints the calculator a link names, before any script, and calculates on the tap', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    const code = await holdIslandCode(page);
    await page.goto(`${site.baseUrl}/calculators?calc=mortgage&utm_source=newsletter`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The page prerendered for the mortgage calculator: nothing had to run to show it (a
    // campaign's tag in the address wakes nothing either).
    await page.getByRole('heading', { name: 'Mortgage Calculator' }).waitFor();
    expect(await page.getByLabel('Choose a calculator').inputValue()).toBe('mortgage');
    expect(await anyIslandRan(page)).toBe(false);
    await page.getByLabel('Home price (N$)', { exact: true }).fill('1200000');
    await page.getByLabel('Deposit (N$)', { exact: true }).fill('0');
    await page.getByLabel('Interest rate (% a year)', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    code.release();
    // N$ 1,200,000 over 20 years (240 repayments) at 0 %: 1,200,000 / 240 = N$ 5,000.00 a month.
    await page.getByText('Monthly repayment', { exact: true }).waitFor();
    expect(await page.locator('main').textContent()).toContain(formatNad(500_000));
    expect(new URL(page.url()).searchParams.get('calc')).toBe('mortgage');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates each island with the ids of its HTML, no two islands sharing one, and what it draws later points at them', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    // Every id of the page, and every reference to one that is not in the page.
    const ids = () =>
      page.evaluate(() => {
        const all = [...document.querySelectorAll('[id]')].map((element) => element.id);
        const references = [
          ...document.querySelectorAll('[for], [aria-describedby], [aria-labelledby], [aria-controls]'),
        ].flatMap((element) =>
          ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls'].flatMap((name) =>
            (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
          ),
        );
        return { all, dangling: references.filter((id) => !document.getElementById(id)) };
      });
    // /resources holds two islands (the books, the newsletter box), each a root of its own.
    await page.goto(`${site.baseUrl}/resources`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const before = await ids();
    await page.getByLabel('E-mail address').focus();
    await page.locator('[data-island="resource-books"] button').first().dispatchEvent('pointerdown');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-island][data-hydrated="true"]').length === 2,
    );
    const after = await ids();
    expect(after.all).toEqual(before.all);
    expect(new Set(after.all).size).toBe(after.all.length);
    expect(after.dangling).toEqual([]);
    // A calculator's errors are drawn after it runs: the fields point at them.
    await page.goto(`${site.baseUrl}/calculators?calc=mortgage`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const html = await ids();
    await page.getByLabel('Home price (N$)', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const drawn = await ids();
    expect(drawn.all).toEqual(expect.arrayContaining(html.all));
    expect(new Set(drawn.all).size).toBe(drawn.all.length);
    expect(drawn.dangling).toEqual([]);
    expect(await page.locator('[aria-invalid="true"][aria-describedby]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists each island’s files in its HTML, on a page rendered from current data too', async () => {
    for (const path of ['/', '/calculators?calc=mortgage', '/workshops']) {
      const html = await (await fetch(`${site.baseUrl}${path}`)).text();
      const islands = [...html.matchAll(/ data-island="([^"]+)"( data-code="([^"]*)")?/g)];
      expect(islands.length, path).toBeGreaterThan(0);
      for (const [, name, , code] of islands) {
        const files = (code ?? '').split(' ');
        expect(files[0], `${path} ${name}`).toMatch(/^\/assets\/hydrate-island-[\w-]+\.js$/);
        for (const file of files) expect((await fetch(`${site.baseUrl}${file}`)).status, file).toBe(200);
      }
    }
  });

  it('tries again at the next tap when an island’s code could not be loaded', async () => {
    const { context, page } = await openPage(browser, 'phone');
    let refuse = true;
    await page.route(/\/assets\/hydrate-island-[^/]+\.js$/, (route) =>
      refuse ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`${site.baseUrl}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const services = page.getByRole('region', { name: 'Personal Finance' });
    const island = page.locator('[data-island="services-card"]').first();
    await services.getByRole('button', { name: /^View all \d+$/ }).click();
    await expect.poll(() => island.getAttribute('data-hydrated')).toBe('failed');
    expect(await services.getByRole('list').isHidden()).toBe(true);
    // The connection is back: the next tap loads the code and opens the list.
    refuse = false;
    await services.getByRole('button', { name: /^View all \d+$/ }).click();
    await expect.poll(() => services.getByRole('list').isVisible()).toBe(true);
    await context.close();
  });

  it('shows a budget kept in this browser without a touch', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    await page.goto(`${site.baseUrl}/budget`);
    await page.evaluate(() => localStorage.setItem('budget-planner', JSON.stringify({ income: '12345' })));
    await page.reload();
    const income = page.getByLabel('Monthly income after tax (N$)');
    await expect.poll(() => income.inputValue()).toBe('12345');
    expect(await page.locator('[data-island="budget-planner"]').getAttribute('data-hydrated')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)('looks as it did before any island runs (%s)', async (viewport) => {
    const { context, page, problems } = await openPage(browser, viewport);
    const code = await holdIslandCode(page);
    for (const path of ['/', '/calculators', '/budget', '/resources', '/funeral-cover']) {
      await page.goto(`${site.baseUrl}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Nothing wider than the screen, islands included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(
        true,
      );
      const name = path === '/' ? 'home' : path.slice(1);
      await page.screenshot({ path: `${screenshots}/islands-${name}-${viewport}.png`, fullPage: true });
    }
    expect(await anyIslandRan(page)).toBe(false);
    code.release();
    expect(problems).toEqual([]);
    await context.close();
  });

  // Issue 59: they ran the whole React app (86-96 KB gzip) before answering a tap.
  it('runs the portal and each page opened from a link as an island as it loads, on Preact, and never React', async () => {
    const { context, page, problems } = await openPage(browser, 'phone');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const noLink = 'This link does not work. Ask your adviser for a new one.';
    const pages: [string, string][] = [
      ['/documents', noLink],
      ['/advice', noLink],
      ['/booking/manage', manageMessages.invalidLink],
      ['/newsletter/confirm', newsletterMessages.invalidConfirmLink],
      ['/newsletter/unsubscribe', newsletterMessages.invalidUnsubscribeLink],
      ['/workshops/cancel', ownRegistrationMessages.invalidLink],
    ];
    for (const [path, message] of pages) {
      await page.goto(`${site.baseUrl}${path}`);
      // Untouched: it wakes as the page loads, and says what is wrong with the link.
      await page.getByText(message).waitFor();
      expect(await page.locator('[data-island]').getAttribute('data-hydrated'), path).toBe('true');
      expect(await page.locator('[data-island]').getAttribute('data-hydrate'), path).toBe('load');
    }
    // The portal: the sign-in form answers (its code, 401 from the server first).
    await page.goto(`${site.baseUrl}/my`);
    const email = page.getByLabel('Your e-mail address');
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByText(invalidEmailMessage).waitFor();
    expect(await page.locator('[data-island="portal"]').getAttribute('data-hydrated')).toBe('true');
    // The islands' hydration (Preact) only: React's (hydrate-*.js) is never asked for.
    expect(scripts.some((path) => /\/assets\/hydrate-island-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/hydrate-(?!island)[\w-]+\.js$/.test(path))).toEqual([]);
    expect(scripts.some((path) => /react/i.test(path))).toBe(false);
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    await context.close();
  });
});

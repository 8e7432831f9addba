/**
 * Responsive under the hand (issue 45): in Chromium with the CPU slowed 4x (Lighthouse's mobile
 * setting), a link to the mortgage calculator is opened, its three fields are filled and Calculate
 * is tapped within 100 ms of the load event, before its island has run; measured from the tap
 * (the pointer going down) until the result is painted (the first frame after it is in the page).
 * That is the visitor's wait: the island's code fetched, Preact started, the island hydrated, what
 * was typed handed over and the tap replayed. Budget: 200 ms (Interaction to Next Paint's "good").
 * Five rounds, each in a fresh browser context (nothing cached), median. Run alone:
 * `npx tsx scripts/bench-tap.ts <base URL>` against a running site.
 */
import { chromium } from 'playwright-core';

export const tapBudgetMs = 200;
const tapWithinMs = 100;
const rounds = 5;

export interface TapResult {
  /** Median ms from the tap until the result was painted. */
  tapToResultMs: number;
  /** Each round's figure. */
  rounds: number[];
  /** The longest wait between the load event and the tap, over the rounds (must be under 100 ms). */
  loadToTapMs: number;
}

/**
 * In the page, before it loads: the three fields are filled as soon as they are there (typed while
 * the page loads; the island is not running), and 50 ms after the load event a finger goes down on
 * Calculate and comes up 60 ms later (a tap's pointerdown, pointerup and click, dispatched on the
 * button where it is). Records when the finger went down and when the result was first painted.
 */
function tapCalculateAfterLoad() {
  const marks: { loaded?: number; down?: number; result?: number } = {};
  const fill = () => {
    const set = (label: string, value: string) => {
      const field = [...document.querySelectorAll('label')].find(
        (candidate) => candidate.textContent === label,
      )?.control as HTMLInputElement | null;
      if (!field) throw new Error(`no field "${label}"`);
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set('Home price (N$)', '1500000');
    set('Deposit (N$)', '150000');
    set('Interest rate (% a year)', '11.5');
  };
  const tap = () => {
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Calculate',
    );
    if (!button) throw new Error('no Calculate button');
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, composed: true, clientX: box.x + 8, clientY: box.y + 8 };
    const pointer = { ...at, pointerType: 'touch', isPrimary: true, pointerId: 1 };
    marks.down = performance.now();
    button.dispatchEvent(new PointerEvent('pointerdown', pointer));
    setTimeout(() => {
      button.dispatchEvent(new PointerEvent('pointerup', pointer));
      button.dispatchEvent(new MouseEvent('click', at));
    }, 60);
  };
  document.addEventListener('DOMContentLoaded', fill);
  addEventListener('load', () => {
    marks.loaded = performance.now();
    setTimeout(tap, 50);
  });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="calculator-result"]')) return;
    observer.disconnect();
    // The frame that shows it: after the next animation frame's rendering.
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.result = performance.now();
        // Told by a console message: polling from outside would run Playwright's own script in the
        // page while it is measured (a 40-60 ms task at 4x, at the moment of the tap).
        console.info(`bench-tap ${JSON.stringify(marks)}`);
      }, 0),
    );
  }).observe(document, { childList: true, subtree: true });
}

export async function measureTap(baseUrl: string): Promise<TapResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures: number[] = [];
  let loadToTapMs = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_TAP_CPU ?? 4) });
      // tsx names the functions it compiles with a helper the page does not have.
      await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      await page.addInitScript(tapCalculateAfterLoad);
      const told = page.waitForEvent('console', {
        predicate: (message) => message.text().startsWith('bench-tap '),
        timeout: 30_000,
      });
      await page.goto(`${baseUrl}/calculators?calc=mortgage`);
      const marks = JSON.parse((await told).text().slice('bench-tap '.length)) as {
        loaded: number;
        down: number;
        result: number;
      };
      // From the moment the finger was meant to go down (50 ms after the load event): a page busy
      // then (drawing itself) makes the visitor wait too.
      const tapped = marks.loaded + 50;
      loadToTapMs = Math.max(loadToTapMs, marks.down - marks.loaded);
      figures.push(Math.round(marks.result - tapped));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...figures].sort((a, b) => a - b);
  return {
    tapToResultMs: sorted[Math.floor(sorted.length / 2)] as number,
    rounds: figures,
    loadToTapMs: Math.round(loadToTapMs),
  };
}

export function reportTap(result: TapResult): string | null {
  console.info(
    `\nCalculate tapped on /calculators?calc=mortgage ${result.loadToTapMs} ms at most after the load event (within ${tapWithinMs}), CPU 4x slower, before its island ran:`,
  );
  console.info(
    `  tap to result painted: median ${result.tapToResultMs} ms of ${rounds} rounds (${result.rounds.join(', ')} ms; budget ${tapBudgetMs} ms)`,
  );
  if (result.loadToTapMs > tapWithinMs)
    return `the tap came ${result.loadToTapMs} ms after the load event (at most ${tapWithinMs})`;
  return result.tapToResultMs > tapBudgetMs
    ? `tap to result ${result.tapToResultMs} ms (budget ${tapBudgetMs})`
    : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: tsx scripts/bench-tap.ts <base URL>');
  const miss = reportTap(await measureTap(base));
  if (miss) console.info(`  OVER: ${miss}`);
}

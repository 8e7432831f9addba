/**
 * Lighthouse (mobile, v12) against a running site with Debian's Chromium: the four category
 * scores per page. Used by `npm run bench`; run alone with `tsx scripts/lighthouse.ts <base URL>`
 * (`THROTTLING=devtools` for real throttling).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First contentful paint on Lighthouse's mobile slow 4G (ms), simulated or throttled (below). */
  fcpMs: number;
  /** Total blocking time (ms): the main thread's long tasks between the first paint and interactivity (issue 45). */
  tbtMs: number;
}

/**
 * How Lighthouse applies its slow 4G and 4x slower CPU: 'simulate' (its default) loads the page
 * unthrottled and computes the times from a model of the requests; 'devtools' throttles the real
 * network and CPU through Chromium's DevTools and measures (issue 30).
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  throttlingMethod: ThrottlingMethod = 'simulate',
  /** Sent with every request (a signed-in back office's session cookie, issue 34). */
  extraHeaders?: Record<string, string>,
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const once = () =>
        lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          throttlingMethod,
          ...(extraHeaders ? { extraHeaders } : {}),
        });
      // A run Lighthouse itself could not finish (a category without a score) is run again, once:
      // seen once in a dozen bench runs as best practices 0 on a page that scores 100.
      let run = await once();
      const unfinished = (result: typeof run) =>
        !result ||
        result.lhr.runtimeError !== undefined ||
        Object.values(result.lhr.categories).some((category) => category.score === null);
      if (unfinished(run)) {
        console.warn(
          `Lighthouse did not finish ${path} (${run?.lhr.runtimeError?.message ?? 'a category without a score'}): running it again`,
        );
        run = await once();
      }
      const categories = run?.lhr.categories;
      const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(run?.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(run?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
      });
      if (process.env.LIGHTHOUSE_VERBOSE && run) {
        for (const audit of Object.values(run.lhr.audits)) {
          if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
            console.info(`  ${path}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
          }
        }
      }
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:3000';
  const paths = process.argv.slice(3);
  const method = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';
  // biome-ignore lint/suspicious/noConsole: a command-line tool prints its result
  console.table(await runLighthouse(base, paths.length ? paths : ['/'], method));
}

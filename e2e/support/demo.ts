import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { admin } from './book';
import { type RunningSite, startSite } from './site';

/**
 * A running site filled with the example practice (issue 43: `npm run demo`, through the site's
 * own API), for the browser tests that look at a realistic practice (issues 43 and 44).
 */
export async function startDemoSite(): Promise<RunningSite> {
  const site = await startSite({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/demo.ts'], {
    env: { ...process.env, DATABASE_URL: site.databasePath, NODE_ENV: 'development' },
  });
  expect(stdout).toContain('Done: ');
  return site;
}

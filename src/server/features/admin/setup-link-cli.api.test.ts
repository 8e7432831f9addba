import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run admin -- setup-link <email>` (issue 56), as deploy/install.sh runs it: the first owner
 * made once, with a one-time link printed on the terminal; nothing once a password is set.
 */
const repo = resolve(import.meta.dirname, '../../../..');
const folder = mkdtempSync(join(tmpdir(), 'adviser-setup-link-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const cli = async (...args: string[]) => {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', ...args], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: join(folder, 'app.db'),
      NODE_ENV: 'test',
      SITE_URL: 'https://www.practice.test',
      ADMIN_PASSWORD: '',
    },
  });
  return stdout;
};

describe('npm run admin -- setup-link', () => {
  it('prints a one-time link for the first owner, a fresh one while it is unused, and nothing once a password is set', async () => {
    const first = await cli('setup-link', 'First.Owner@practice.test');
    expect(first).toContain('Made the first owner, first.owner@practice.test.');
    const link = /https:\/\/www\.practice\.test\/admin\/reset-password\?token=[A-Za-z0-9_-]+/.exec(
      first,
    )?.[0];
    expect(link).toBeDefined();
    const again = await cli('setup-link', 'first.owner@practice.test');
    expect(again).toContain('A new link for the first owner');
    expect(again).not.toContain(link as string);
    expect(await cli('list')).toContain('first.owner@practice.test\towner');
    // Its password set (here by the CLI's reset, as an operator with a shell may): nothing more.
    await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/admin.ts', 'reset-password', 'first.owner@practice.test'],
      {
        cwd: repo,
        env: {
          ...process.env,
          DATABASE_URL: join(folder, 'app.db'),
          NODE_ENV: 'test',
          ADMIN_PASSWORD: 'the first owner’s own',
        },
      },
    );
    expect(await cli('setup-link', 'first.owner@practice.test')).toContain(
      'The back office has its first owner already: nothing to set up.',
    );
  }, 120_000);
});

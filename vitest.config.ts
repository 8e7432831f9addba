import { defineConfig } from 'vitest/config';
import { siteConfig } from './vite.config';

const define = { __SITE_CONFIG__: JSON.stringify(siteConfig) };

/** API test files that run with modules of their own (the `api-own-modules` project). */
const ownModules = [
  'src/server/features/admin/admin.api.test.ts',
  'src/server/db/postgres-writer.api.test.ts',
];

export default defineConfig({
  define,
  test: {
    projects: [
      {
        define,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
          // Pure functions and data: one module graph per worker instead of one per file (20 s -> 6 s).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        define,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          exclude: ownModules,
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Vitest's default on two cores is one worker; much of an API test waits on PostgreSQL or
          // scrypt's thread pool, so two files at a time finish sooner (150 s -> 90 s with the unit tests).
          maxWorkers: 2,
          // One module graph per worker, not one per file: every file imports the whole server, and
          // importing it again for each of 70 files was 300 s of the run (510 s -> 250 s). Each test
          // makes its own app, database and clock, so nothing a file changes is another's.
          isolate: false,
        },
      },
      {
        define,
        test: {
          // The files that need modules of their own: one replaces a module (vi.mock), one counts
          // what the process-wide cache of prepared statements (pg-unit.ts) has named.
          name: 'api-own-modules',
          include: ownModules,
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        define,
        test: {
          name: 'reliability',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        define,
        test: {
          name: 'e2e',
          // `expect.poll` waits for a state as long as Playwright's waits do (30 s): Vitest's default
          // of 1 s failed tests whose state came later on CI's busy machine, not wrongly.
          expect: { poll: { timeout: 30_000 } },
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file runs a server and a Chromium: two at a time is what two cores carry.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});

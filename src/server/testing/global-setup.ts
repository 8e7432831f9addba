import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the suite's PostgreSQL server; each test file creates its own database on it. */
    postgresUrl: string;
    /** Its data directory, which the tests own (the erasure tests read the database's files). */
    postgresDataDir: string;
  }
}

/** Starts one PostgreSQL server for the API test run (vitest globalSetup). */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  project.provide('postgresDataDir', server.dataDir);
  return () => server.stop();
}

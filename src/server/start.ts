import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildPremiumTable, premiumTableProblems } from '../domain/funeral/premium-table';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db';
import { createFieldCipher, loadDataKey, setFieldCipher } from './db/field-crypto';
import { encryptStoredFields } from './db/field-encryption';
import { saveAccount } from './features/admin';
import { loadFrontendBuild, loadPageRenderer } from './plugins/frontend';

/** Exit code meaning "the build is stale for these settings": scripts/start.mjs rebuilds and retries. */
export const STALE_BUILD_EXIT_CODE = 78;

export async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Pages are prerendered with the site configuration of their build: refuse to serve other details.
  const builtSitePath = join(config.distDir, 'site-config.json');
  if (
    existsSync(builtSitePath) &&
    !isDeepStrictEqual(JSON.parse(readFileSync(builtSitePath, 'utf8')), config.site)
  ) {
    console.error(
      'The site configuration (SITE_* variables) changed since the last build: run `npm run build`.',
    );
    process.exit(STALE_BUILD_EXIT_CODE);
  }

  // A broken premium table would quote wrong prices: refuse to start, naming the cell (DECISIONS D11).
  let tableProblems: string[];
  try {
    tableProblems = premiumTableProblems(buildPremiumTable());
  } catch (error) {
    tableProblems = [error instanceof Error ? error.message : String(error)];
  }
  if (tableProblems.length > 0) {
    console.error(`The funeral premium table is broken:\n  ${tableProblems.join('\n  ')}`);
    process.exit(1);
  }

  const frontend = loadFrontendBuild(config.distDir);
  const pageRenderer = await loadPageRenderer(config.distDir);
  // Sensitive fields are encrypted at rest (issue 21): DATA_KEY, or the key file beside the database.
  let dataKey: Buffer;
  try {
    dataKey = loadDataKey(process.env.DATA_KEY, config.dataDir, (message) => console.warn(message));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  setFieldCipher(createFieldCipher(dataKey));
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const encrypted = await encryptStoredFields(database);
    if (encrypted > 0)
      console.warn(
        `Encrypted ${encrypted} stored sensitive field${encrypted === 1 ? '' : 's'} with the data key.`,
      );
  } catch (error) {
    console.error(`Cannot prepare the database: ${error instanceof Error ? error.message : error}`);
    await database.close().catch(() => {});
    process.exit(1);
  }
  if (config.adminAccount) {
    try {
      const result = await saveAccount(
        database,
        { ...config.adminAccount, mode: 'create-if-missing', by: 'ADMIN_EMAIL at start' },
        new Date(),
      );
      if (result !== 'unchanged') console.info(`Admin account ${config.adminAccount.email} ${result}.`);
    } catch (error) {
      console.error(`Cannot set up the admin account: ${error instanceof Error ? error.message : error}`);
      await database.close().catch(() => {});
      process.exit(1);
    }
  }
  const fakeNow = config.fakeNow;
  const startedAt = Date.now();
  const app = await buildApp({
    config,
    database,
    frontend,
    pageRenderer,
    // Tests only: a clock that starts at FAKE_NOW and runs at normal speed.
    ...(fakeNow ? { now: () => new Date(fakeNow.getTime() + (Date.now() - startedAt)) } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // New requests get 503 at once (return503OnClosing) and idle connections close; one still busy
    // after 10 s (a browser's open request through Caddy) is cut, so a stop for an upgrade takes
    // seconds, not the minutes a client could hold it (seen: 2 minutes in the Caddy test).
    setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info({ database: config.database.dialect }, `site ready at ${address}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      console.error(`PORT ${config.port} is already in use: set PORT to a free port.`);
    else if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      console.error(`HOST ${config.host} is not an address of this machine.`);
    else console.error(error);
    await database.close().catch(() => {});
    process.exit(1);
  }
}

await main();

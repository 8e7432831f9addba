import { beforeAll } from 'vitest';
import {
  hasBuild,
  type Server,
  startServer as startBuiltServer,
  stopServer,
} from '../src/server/testing/built-server';

/** The reliability suite runs the real built server (dist/) as a child process it can kill. */

export type { Server };

/** Quiet, and without the public rate limit (the load generators are one client address). */
export const startServer = (databaseUrl: string, port: number, env: Record<string, string> = {}) =>
  startBuiltServer(databaseUrl, port, { LOG_LEVEL: 'error', RATE_LIMIT_PUBLIC_POST: '1000000', ...env });

/** SIGKILL: no shutdown, no flush, as a power cut or an out-of-memory kill. */
export const kill = (server: Server) => stopServer(server, 'SIGKILL');

export function requireBuild(): void {
  beforeAll(() => {
    if (!hasBuild())
      throw new Error('No build in dist/: run `npm run build` first (npm run test:reliability does).');
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { elapsedWords, mailFailingMessage } from '../../../domain/site/site-health';
import { apiErrorCodes } from '../../../shared/api-error';
import type { AppContext } from '../../context';
import { isDatabaseReachable } from '../../db';
import { adminOnly } from '../../plugins/admin-session';
import { mailWaitingForRetry } from './repository';
import { type DiskReader, dataFolders, readDisk, siteStatus } from './site-status';

/**
 * `GET /api/health` (issue 46): the database and the e-mail outbox, for the proxy, the service
 * manager and the upgrade's check: 200 when both are well, 503 naming the part that is not.
 * `GET /api/admin/site-status`: what Today tells the adviser about the site (backups, e-mail, disk).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  context: AppContext,
  readDiskOf: DiskReader = readDisk,
): void {
  const { database, outbox } = context;
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', async (_request, reply) => {
    const reachable = await isDatabaseReachable(database.db);
    let outboxState = outbox.health();
    // Failing (issue 56): only while messages are still waiting to go; with none left, nothing is owed.
    const failure = outboxState === 'failing' ? outbox.failure() : null;
    const waiting = failure && reachable ? await mailWaitingForRetry(database) : 0;
    if (outboxState === 'failing' && waiting === 0) outboxState = 'running';
    const parts = { database: reachable ? 'reachable' : 'unreachable', outbox: outboxState } as const;
    if (!reachable || outboxState === 'stalled' || outboxState === 'failing') {
      const message = !reachable
        ? 'The database is not reachable.'
        : outboxState === 'failing' && failure
          ? `The e-mail outbox is failing. ${mailFailingMessage(elapsedWords(failure.since, context.now().getTime()), waiting, failure.lastError)}`
          : 'The e-mail outbox has stopped: no round of sending has finished for too long.';
      return reply.code(503).send({
        error: { code: apiErrorCodes.unavailable, message },
        status: 'unhealthy',
        ...parts,
        ...(outboxState === 'failing' ? { lastError: failure?.lastError ?? null } : {}),
      });
    }
    return { status: 'ok', ...parts, dialect: database.dialect };
  });

  const folders = dataFolders(context.config);
  app.get('/api/admin/site-status', { config: adminOnly }, async () =>
    siteStatus(database, context.now(), folders, readDiskOf),
  );
}

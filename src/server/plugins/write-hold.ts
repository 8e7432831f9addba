import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { siteUpdating } from '../../shared/api-error';
import { sendError } from './errors';

/**
 * The upgrade's hold on writes (issue 56, deploy/upgrade.sh). While the file `hold-writes` is in the
 * data folder, every request that could change something (anything but GET, HEAD and OPTIONS) is
 * answered 503 with Retry-After, and nothing is stored: what a new release accepted before its
 * health check passed would be lost if the upgrade rolled back to the backup made before it. Pages,
 * reads and the health check are served as usual. One `stat` a write: no watcher to fall behind,
 * and the hold begins and ends the moment the file is made or removed.
 */
export function holdWritesFile(dataDir: string): string {
  return join(dataDir, 'hold-writes');
}

/** Whether an upgrade holds writes now (the e-mail sender asks before each round). */
export function writesHeld(dataDir: string): () => boolean {
  const file = holdWritesFile(dataDir);
  return () => existsSync(file);
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerWriteHold(app: FastifyInstance, dataDir: string): void {
  const file = holdWritesFile(dataDir);
  app.addHook('onRequest', (request, reply, done) => {
    if (reads.has(request.method) || !existsSync(file)) return done();
    void reply.header('retry-after', String(siteUpdating.retryAfterSeconds));
    sendError(reply, 503, siteUpdating.code, siteUpdating.message);
  });
}

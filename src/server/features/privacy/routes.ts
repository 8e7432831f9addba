import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app';
import { adminOnly } from '../../plugins/admin-session';
import { retentionPreview } from './retention';

/** Data protection in the back office (issue 21): what the next retention run removes. */
export function registerPrivacyRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/admin/retention', { config: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await retentionPreview(context.database, context.now())),
  );
}

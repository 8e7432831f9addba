import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erasureConfirmation } from '../../../shared/privacy';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { eraseClient, erasurePreview } from './erase';
import { erasureLedgerPath } from './erasure-ledger';
import { exportClient } from './export';
import { retentionPreview } from './retention';

const confirmMessage = `Type ${erasureConfirmation} to confirm`;
const erasureBody = z.strictObject({
  confirm: z.literal(erasureConfirmation, { error: confirmMessage }),
});

/**
 * Data protection in the back office (issue 21): what the next retention run removes, and a
 * person's data on request from their client page (export as a ZIP; erasure after a preview and a
 * typed confirmation). Export and erasure are audited.
 */
export function registerPrivacyRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  routes.get('/api/admin/retention', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send(await retentionPreview(context.database, context.now())),
  );

  routes.post(
    '/api/admin/clients/:id/export',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      const { zip, fileName } = await exportClient(context.database, request.params.id, {
        reports: context.reports,
        site: context.config.site,
        adminId: signedInAdmin(request).adminId,
        ip: request.ip,
        now: context.now(),
      });
      return reply
        .headers(noStore)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  routes.get(
    '/api/admin/clients/:id/erasure',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.headers(noStore).send(await erasurePreview(context.database, request.params.id, context.now())),
  );

  routes.post(
    '/api/admin/clients/:id/erase',
    { config: adminOnly, schema: { params: idParams, body: erasureBody } },
    async (request, reply) =>
      reply.headers(noStore).send(
        await eraseClient(context.database, request.params.id, {
          adminId: signedInAdmin(request).adminId,
          ip: request.ip,
          now: context.now(),
          ledgerPath: erasureLedgerPath(context.config.dataDir),
        }),
      ),
  );
}

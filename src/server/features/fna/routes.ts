import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fnaSchema } from '../../../shared/fna';
import type { AppContext } from '../../context';
import { adminOnly } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { publicPostLimit } from '../../plugins/rate-limit';
import { reportOf, submitFna } from './service';

/** A full FNA with every list filled is about 60 KB of JSON; more than 256 KB is not a form. */
const fnaBodyLimit = 256 * 1024;

const reportRequestSchema = z.strictObject({
  id: idParams.shape.id,
  reportToken: z.string().min(1).max(100),
});

const pdfFileName = (now: Date) => `FNA_Report_${now.toISOString().slice(0, 10)}.pdf`;

export function registerFnaRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = publicPostLimit(context.config.rateLimitPublicPost);
  const reports = { renderer: context.reports, site: context.config.site };

  routes.post(
    '/api/fna/submit',
    { schema: { body: fnaSchema }, bodyLimit: fnaBodyLimit, config: limit },
    async (request, reply) =>
      reply.code(201).send(await submitFna(context.database, request.body, context.now())),
  );

  routes.post(
    '/api/fna/generate-pdf',
    { schema: { body: reportRequestSchema }, config: limit },
    async (request, reply) => {
      const now = context.now();
      const pdf = await reportOf(context.database, request.body.id, reports, {
        reportToken: request.body.reportToken,
        now,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  routes.get(
    '/api/fna/:id/pdf',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      const pdf = await reportOf(context.database, request.params.id, reports, 'admin');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdfFileName(context.now())}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}

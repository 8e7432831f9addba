import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorCodes } from '../../../shared/api-error';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { idParams } from '../../plugins/params';
import { auditStatement } from '../admin';
import { composeEmail } from './messages';

export const outboxStatuses = ['failed', 'unsent', 'queued', 'sending', 'sent'] as const;
const listQuery = z.strictObject({ status: z.enum(outboxStatuses).default('failed') });

/**
 * The outbox in the back office (issue 10): counts by status, the messages of one status (failed
 * by default, newest first, 100 at most) and a resend for a failed or unsent one.
 */
export function registerOutboxRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  routes.get(
    '/api/admin/outbox',
    { config: adminOnly, schema: { querystring: listQuery } },
    async (request, reply) => {
      const counts = Object.fromEntries(outboxStatuses.map((status) => [status, 0])) as Record<
        string,
        number
      >;
      const grouped = await db
        .selectFrom('outbox_messages')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
        .groupBy('status')
        .execute();
      for (const row of grouped) counts[row.status] = Number(row.count);
      const rows = await db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('status', '=', request.query.status)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      const settings = { site: context.config.site, adviserEmail: context.config.mail.notifyEmail };
      return reply.header('cache-control', 'no-store').send({
        counts,
        items: rows.map((row) => {
          const email = composeEmail(row, settings);
          return {
            id: row.id,
            enquiryType: row.enquiry_type,
            enquiryId: row.enquiry_id,
            audience: row.audience,
            to: email.to,
            subject: email.subject,
            status: row.status,
            attempts: row.attempts,
            lastError: row.last_error,
            nextAttemptAt: row.next_attempt_at,
            createdAt: row.created_at,
            sentAt: row.sent_at,
          };
        }),
      });
    },
  );

  routes.post(
    '/api/admin/outbox/:id/resend',
    { config: adminOnly, schema: { params: idParams } },
    async (request) => {
      const { id } = request.params;
      const row = await db
        .selectFrom('outbox_messages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such e-mail.');
      if (row.status !== 'failed' && row.status !== 'unsent')
        throw new HttpError(
          409,
          apiErrorCodes.conflict,
          `This e-mail is ${row.status}: only a failed or unsent one is sent again.`,
        );
      const stamp = context.now().toISOString();
      await context.database.write([
        db
          .updateTable('outbox_messages')
          .set({ status: 'queued', attempts: 0, next_attempt_at: stamp, claimed_until: null })
          .where('id', '=', id)
          .where('status', 'in', ['failed', 'unsent'])
          .compile(),
        auditStatement(
          db,
          {
            adminId: signedInAdmin(request).adminId,
            action: 'resend',
            entityType: 'outbox-message',
            entityId: id,
            details: { status: [row.status, 'queued'] },
            ip: request.ip,
          },
          stamp,
        ),
      ]);
      return { id, status: 'queued' };
    },
  );
}

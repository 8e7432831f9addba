import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorCodes } from '../../../shared/api-error';
import type { AppContext } from '../../context';
import { auditStatement } from '../../db/audit-log';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { idParams } from '../../plugins/params';
import { composeEmail } from './messages';
import {
  outboxCounts,
  outboxMessageStatus,
  outboxMessagesOf,
  outboxStatuses,
  requeueStatement,
} from './repository';

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
      const [counts, rows] = await Promise.all([
        outboxCounts(db),
        outboxMessagesOf(db, request.query.status),
      ]);
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
      const status = await outboxMessageStatus(db, id);
      if (status === undefined) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such e-mail.');
      if (status !== 'failed' && status !== 'unsent')
        throw new HttpError(
          409,
          apiErrorCodes.conflict,
          `This e-mail is ${status}: only a failed or unsent one is sent again.`,
        );
      const stamp = context.now().toISOString();
      await context.database.write([
        requeueStatement(db, id, stamp),
        auditStatement(
          db,
          {
            adminId: signedInAdmin(request).adminId,
            action: 'resend',
            entityType: 'outbox-message',
            entityId: id,
            details: { status: [status, 'queued'] },
            ip: request.ip,
          },
          stamp,
        ),
      ]);
      return { id, status: 'queued' };
    },
  );
}

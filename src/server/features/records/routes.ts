import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, recordStatusUpdateSchema } from '../../../shared/admin';
import { apiErrorCodes } from '../../../shared/api-error';
import { mayUse } from '../../../shared/roles';
import type { AppContext } from '../../context';
import { toCsv } from '../../csv';
import { auditStatement } from '../../db/audit-log';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { idParams } from '../../plugins/params';
import {
  allRecords,
  currentStatus,
  dashboardCounts,
  findRecord,
  listRecords,
  type RecordKind,
  recordKinds,
  setStatusStatement,
} from './repository';

const exportQuery = listQuerySchema.pick({ q: true });
/** An export is for a spreadsheet, not a backup: newest 100,000 rows at most. */
const exportLimit = 100_000;

const notFound = (kind: RecordKind) =>
  new HttpError(404, apiErrorCodes.notFound, `There is no such ${kind.entityType.replaceAll('-', ' ')}.`);

/**
 * The data dashboard's reads (DECISIONS D3, D14): per kind of record a page of the list with
 * search, the details of one, a CSV export, and (where the record has one) a status change.
 */
export function registerRecordRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  routes.get('/api/admin/stats', { config: adminOnly }, async (_request, reply) => {
    return reply.headers(noStore).send(await dashboardCounts(context.database.db));
  });

  for (const kind of recordKinds) {
    // The board reads every card from GET /api/pipeline-leads; the dashboard's tab pages them here.
    const listPath = kind.path === 'pipeline-leads' ? '/api/pipeline-leads/search' : `/api/${kind.path}`;
    routes.get(
      listPath,
      { config: adminOnly, schema: { querystring: listQuerySchema } },
      async (request, reply) =>
        reply.headers(noStore).send(
          await listRecords(context.database.db, kind, request.query, {
            matchIdNumber: mayUse(signedInAdmin(request).role, 'identity'),
          }),
        ),
    );

    routes.get(
      `/api/${kind.path}/export.csv`,
      { config: adminOnly, schema: { querystring: exportQuery } },
      async (request, reply) => {
        const items = await allRecords(context.database.db, kind, request.query.q, exportLimit);
        const csv = toCsv(
          kind.csv.map(([header]) => header),
          items.map((item) => kind.csv.map(([, value]) => value(item))),
        );
        const day = context.now().toISOString().slice(0, 10);
        return reply
          .headers(noStore)
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind.path}-${day}.csv"`)
          .send(csv);
      },
    );

    routes.get(
      `/api/${kind.path}/:id`,
      { config: adminOnly, schema: { params: idParams } },
      async (request, reply) => {
        const details = await findRecord(context.database.db, kind, request.params.id);
        if (!details) throw notFound(kind);
        return reply.headers(noStore).send(details);
      },
    );

    const statusTable = kind.statusTable;
    if (statusTable) {
      routes.patch(
        `/api/${kind.path}/:id`,
        { config: adminOnly, schema: { params: idParams, body: recordStatusUpdateSchema } },
        async (request) => {
          const { db } = context.database;
          const { id } = request.params;
          const before = await currentStatus(db, statusTable, id);
          if (before === undefined) throw notFound(kind);
          const { status } = request.body;
          if (before !== status) {
            const stamp = context.now().toISOString();
            await context.database.write([
              setStatusStatement(db, statusTable, id, status),
              auditStatement(
                db,
                {
                  adminId: signedInAdmin(request).adminId,
                  action: 'update',
                  entityType: kind.entityType,
                  entityId: id,
                  details: { status: [before, status] },
                  ip: request.ip,
                },
                stamp,
              ),
            ]);
          }
          return { id, status };
        },
      );
    }
  }
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyCreateSchema, policyListQuerySchema, policyUpdateSchema } from '../../../shared/book';
import {
  commissionEntrySchema,
  commissionImportSchema,
  commissionReportQuerySchema,
} from '../../../shared/commissions';
import { fnaImportSchema } from '../../../shared/fna-import';
import { policyPartyCreateSchema } from '../../../shared/policy-parties';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import { commissionsReport, enterCommission, policyCommissions } from './commissions';
import { fnaImportPreview, importFromFna } from './fna-import';
import { household } from './household';
import { addPolicyParty, policyParties, removePolicyParty } from './parties';
import { bookSummary, createPolicy, getPolicy, policiesCsv, searchPolicies, updatePolicy } from './service';
import { importStatement } from './statement-import';

/** The book's policies (issue 31): admin only, audited. */
export function registerBookRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });
  const noStore = { 'cache-control': 'no-store' };
  const { database } = context;

  routes.post(
    '/api/admin/policies',
    { config: adminOnly, schema: { body: policyCreateSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await createPolicy(database, request.body, actor(request), context.now())),
  );

  routes.get(
    '/api/admin/policies',
    { config: adminOnly, schema: { querystring: policyListQuerySchema } },
    async (request, reply) => reply.headers(noStore).send(await searchPolicies(database, request.query)),
  );

  routes.get(
    '/api/admin/policies/export.csv',
    { config: adminOnly, schema: { querystring: policyListQuerySchema } },
    async (request, reply) => {
      const day = context.now().toISOString().slice(0, 10);
      return reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="policies-${day}.csv"`)
        .send(await policiesCsv(database, request.query));
    },
  );

  routes.post(
    '/api/admin/policies/:id/commissions',
    { config: adminOnly, schema: { params: idParams, body: commissionEntrySchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(
          await enterCommission(database, request.params.id, request.body, actor(request), context.now()),
        ),
  );

  routes.get(
    '/api/admin/policies/:id/commissions',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.headers(noStore).send(await policyCommissions(database, request.params.id)),
  );

  routes.get(
    '/api/admin/commissions',
    { config: adminOnly, schema: { querystring: commissionReportQuerySchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await commissionsReport(database, request.query.from, request.query.to, context.now())),
  );

  routes.post(
    '/api/admin/commissions/import',
    // A statement of 10,000 lines is about a megabyte.
    { config: adminOnly, bodyLimit: 2_500_000, schema: { body: commissionImportSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await importStatement(database, request.body, actor(request), context.now())),
  );

  routes.get(
    '/api/admin/clients/:id/household',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await household(database, request.params.id, context.now(), signedInAdmin(request).role)),
  );

  routes.get(
    '/api/admin/clients/:id/fna-import',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) =>
      reply.headers(noStore).send(await fnaImportPreview(database, request.params.id)),
  );

  routes.post(
    '/api/admin/clients/:id/fna-import',
    { config: adminOnly, schema: { params: idParams, body: fnaImportSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await importFromFna(database, request.params.id, request.body, actor(request), context.now())),
  );

  routes.get(
    '/api/admin/policies/:id/parties',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => reply.headers(noStore).send(await policyParties(database, request.params.id)),
  );

  routes.post(
    '/api/admin/policies/:id/parties',
    { config: adminOnly, schema: { params: idParams, body: policyPartyCreateSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await addPolicyParty(database, request.params.id, request.body, actor(request), context.now())),
  );

  routes.delete(
    '/api/admin/policies/:id/parties/:partyId',
    {
      config: adminOnly,
      schema: { params: z.object({ id: idParams.shape.id, partyId: idParams.shape.id }) },
    },
    async (request, reply) => {
      await removePolicyParty(
        database,
        request.params.id,
        request.params.partyId,
        actor(request),
        context.now(),
      );
      return reply.code(204).headers(noStore).send();
    },
  );

  routes.get('/api/admin/book', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send(await bookSummary(database, context.now())),
  );

  routes.get(
    '/api/admin/policies/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => reply.headers(noStore).send(await getPolicy(database, request.params.id)),
  );

  routes.patch(
    '/api/admin/policies/:id',
    { config: adminOnly, schema: { params: idParams, body: policyUpdateSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await updatePolicy(database, request.params.id, request.body, actor(request), context.now())),
  );
}

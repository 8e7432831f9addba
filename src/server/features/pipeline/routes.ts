import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pipelineBoardQuerySchema,
  pipelineLeadCreateSchema,
  pipelineLeadUpdateSchema,
} from '../../../shared/pipeline';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { idParams } from '../../plugins/params';
import {
  createPipelineLead,
  deletePipelineLead,
  listPipelineLeads,
  pipelineBoard,
  updatePipelineLead,
} from './service';

/** The sales pipeline board's calls (spec doc 2, section 7), admin only (DECISIONS D3). */
export function registerPipelineRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });

  routes.get('/api/pipeline-leads', { config: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await listPipelineLeads(context.database)),
  );

  // What the board shows: filtered on the server, the newest cards of each stage (fast with 10,000 leads).
  routes.get(
    '/api/pipeline-board',
    { config: adminOnly, schema: { querystring: pipelineBoardQuerySchema } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await pipelineBoard(context.database, request.query)),
  );

  routes.post(
    '/api/pipeline-leads',
    { config: adminOnly, schema: { body: pipelineLeadCreateSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createPipelineLead(context.database, request.body, actor(request), context.now())),
  );

  routes.patch(
    '/api/pipeline-leads/:id',
    { config: adminOnly, schema: { params: idParams, body: pipelineLeadUpdateSchema } },
    async (request) =>
      updatePipelineLead(context.database, request.params.id, request.body, actor(request), context.now()),
  );

  routes.delete(
    '/api/pipeline-leads/:id',
    { config: adminOnly, schema: { params: idParams } },
    async (request, reply) => {
      await deletePipelineLead(context.database, request.params.id, actor(request), context.now());
      return reply.code(204).send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type WebsiteDraftPatch,
  websiteDraftPatchSchema,
  websiteVersionParams,
} from '../../../shared/website';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { changeDraft, publishWebsite, restoreVersion, websiteState, websiteVersions } from './service';

/**
 * The Website area's API (issue 58), the back office's only: the draft and what is published, a
 * change to the draft, publishing it (owners: the route table), the versions, putting one back.
 */
export function registerWebsiteRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const site = context.config.site;
  const actor = (request: Parameters<typeof signedInAdmin>[0]) => ({
    admin: signedInAdmin(request),
    ip: request.ip,
  });
  const noStore = { 'cache-control': 'no-store' };

  routes.get('/api/admin/website', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send(await websiteState(database, site)),
  );
  routes.patch(
    '/api/admin/website/draft',
    { config: adminOnly, schema: { body: websiteDraftPatchSchema } },
    async (request) =>
      changeDraft(database, request.body as WebsiteDraftPatch, actor(request), site, context.now()),
  );
  routes.post('/api/admin/website/publish', { config: adminOnly }, async (request) =>
    publishWebsite(database, actor(request), site, context.now()),
  );
  routes.get('/api/admin/website/versions', { config: adminOnly }, async (_request, reply) =>
    reply.headers(noStore).send({ items: await websiteVersions(database) }),
  );
  routes.post(
    '/api/admin/website/versions/:version/restore',
    { config: adminOnly, schema: { params: websiteVersionParams } },
    async (request) => restoreVersion(database, request.params.version, actor(request), site, context.now()),
  );
}

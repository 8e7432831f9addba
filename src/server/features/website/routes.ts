import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type WebsiteDraftPatch,
  websiteDraftPatchSchema,
  websitePreviewQuery,
  websiteVersionParams,
} from '../../../shared/website';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { contentSecurityPolicy } from '../../plugins/security';
import { registerGuideFileRoutes } from './guide-file-routes';
import { registerWebsiteImageRoutes } from './image-routes';
import type { LiveSite } from './live-site';
import { changeDraft, publishWebsite, restoreVersion, websiteState, websiteVersions } from './service';
import { registerPremiumTableFileRoute } from './table-file-routes';

/** The site's policy, but shown in a frame of the back office (same origin) and running no script. */
const previewPolicy = Object.entries({
  ...contentSecurityPolicy,
  'script-src': ["'none'"],
  'frame-ancestors': ["'self'"],
})
  .filter(([name]) => name !== 'upgrade-insecure-requests')
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

/**
 * The Website area's API (issue 58), the back office's only: the draft and what is published, a
 * change to the draft, publishing it (owners: the route table), the versions, putting one back.
 */
export function registerWebsiteRoutes(app: FastifyInstance, context: AppContext, live: LiveSite): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  registerWebsiteImageRoutes(app, context);
  registerPremiumTableFileRoute(app);
  registerGuideFileRoutes(app, context);
  // The install's first values: what a draft starts from before anything is published.
  const site = context.config.installSite;
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
  // Answered once this server shows the new version; the others follow within seconds (live-site.ts).
  routes.post('/api/admin/website/publish', { config: adminOnly }, async (request) => {
    const published = await publishWebsite(database, actor(request), site, context.now(), (content) =>
      live.prepare(content),
    );
    await live.show(published.version, published.rendered);
    return { version: published.version, publishedAt: published.publishedAt };
  });
  // The draft's preview (issue 58): one public page as a publish would make it, for the adviser's
  // eyes only (behind the sign-in, never cached, never indexed), shown in the back office's frames.
  routes.get(
    '/api/admin/website/preview',
    { config: adminOnly, schema: { querystring: websitePreviewQuery } },
    async (request, reply) => {
      const { draft } = await websiteState(database, site);
      const html = await live.preview(draft, request.query.path);
      if (html === null)
        throw new HttpError(
          404,
          apiErrorCodes.notFound,
          `There is no page ${request.query.path} to preview.`,
        );
      return reply
        .headers({
          ...noStore,
          'content-type': 'text/html; charset=utf-8',
          'x-robots-tag': 'noindex, nofollow',
          'x-frame-options': 'SAMEORIGIN',
          'content-security-policy': previewPolicy,
        })
        .send(html);
    },
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

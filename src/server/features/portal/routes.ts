import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adviceConfirmSchema } from '../../../shared/advice-records';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  portalCodeRequestSchema,
  portalContactSchema,
  portalMessages,
  portalSignInSchema,
  portalTimeSchema,
} from '../../../shared/portal';
import type { AppContext } from '../../context';
import { fieldCipher } from '../../db/field-crypto';
import { originAllowed, withHook } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { idParams } from '../../plugins/params';
import { publicPostLimit } from '../../plugins/rate-limit';
import { cancelManagedBooking, rescheduleBooking } from '../booking';
import {
  adviceDocument,
  confirmAdvice,
  documentFile,
  pdfDownloadHeaders,
  readUpload,
  receiveRequestedDocument,
} from '../documents';
import {
  type PortalClient,
  portalClient,
  portalCookie,
  requestCode,
  signInWithCode,
  signOutPortal,
} from './auth';
import { bookReview, portalDocumentId, portalHome, updateContact } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A portal route (issue 32): only for a signed-in client. */
    portal?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in client on a `portal` route; null elsewhere. */
    portalClient: PortalClient | null;
  }
}

/**
 * The client's portal API (issue 32), under `/api/my`: the sign-in (a code by e-mail), then the
 * client's own page and what they can do there. Every route but the sign-in's two answers 401
 * without a live portal session, and a change 403 unless it comes from the site itself.
 */

const noStore = { 'cache-control': 'no-store, private' };

export function registerPortalRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const site = context.config.site;
  const limit = publicPostLimit(context.config.rateLimitPublicPost);
  // The portal's gate, before the body is read: a route marked `portal` answers 401 without a
  // live sign-in, and a change 403 unless it comes from the site's own pages.
  app.decorateRequest('portalClient', null);
  // On the portal's routes only, as their own hook (issue 45: not a promise on every request).
  const gate = async (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !originAllowed(request, site.siteUrl))
      throw new HttpError(403, apiErrorCodes.forbidden, 'This request must come from the site itself.');
    request.portalClient = await portalClient(database, request, context.now());
  };
  app.addHook('onRoute', (route) => {
    if ((route.config as { portal?: boolean } | undefined)?.portal === true)
      route.onRequest = withHook(route.onRequest, gate);
  });
  const portal = { portal: true } as const;
  const who = (request: FastifyRequest): PortalClient => {
    if (!request.portalClient) throw new Error('portal route reached without a sign-in');
    return request.portalClient;
  };

  routes.post(
    '/api/my/code',
    { config: limit, schema: { body: portalCodeRequestSchema } },
    async (request, reply) => {
      await requestCode(database, request.body.email, context.now());
      return reply.code(202).headers(noStore).send({ message: portalMessages.codeSent });
    },
  );

  routes.post(
    '/api/my/sign-in',
    { config: limit, schema: { body: portalSignInSchema } },
    async (request, reply) => {
      if (!originAllowed(request, site.siteUrl))
        throw new HttpError(403, apiErrorCodes.forbidden, 'This request must come from the site itself.');
      const { token } = await signInWithCode(database, request.body, context.now());
      // The cookie outlives an idle half hour only on paper: the server ends the sign-in then.
      return reply
        .headers(noStore)
        .header('set-cookie', portalCookie(request, token, 12 * 60 * 60))
        .send({ signedIn: true });
    },
  );

  routes.post('/api/my/sign-out', async (request, reply) => {
    await signOutPortal(database, request, reply);
    return reply.code(204).headers(noStore).send();
  });

  routes.get('/api/my', { config: portal }, async (request, reply) =>
    reply.headers(noStore).send(await portalHome(database, site, who(request), context.now())),
  );

  routes.put(
    '/api/my/contact',
    { config: portal, schema: { body: portalContactSchema } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await updateContact(database, who(request), request.body, request.ip, context.now())),
  );

  routes.post(
    '/api/my/bookings/:id/cancel',
    { config: portal, schema: { params: idParams } },
    async (request, reply) => {
      const client = who(request);
      return reply.headers(noStore).send(
        await cancelManagedBooking(
          database,
          site,
          {
            id: request.params.id,
            clientIds: client.clientIds,
            foreignEnquiryIds: client.foreignEnquiryIds,
          },
          request.ip,
          context.now(),
        ),
      );
    },
  );

  routes.post(
    '/api/my/bookings/:id/reschedule',
    { config: portal, schema: { params: idParams, body: portalTimeSchema } },
    async (request, reply) => {
      const client = who(request);
      return reply.headers(noStore).send(
        await rescheduleBooking(
          database,
          site,
          {
            key: {
              id: request.params.id,
              clientIds: client.clientIds,
              foreignEnquiryIds: client.foreignEnquiryIds,
            },
            start: request.body.start,
            kind: request.body.kind,
          },
          request.ip,
          context.now(),
        ),
      );
    },
  );

  routes.post(
    '/api/my/review',
    { config: portal, schema: { body: portalTimeSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await bookReview(database, site, who(request), request.body, context.now())),
  );

  routes.get(
    '/api/my/documents/:id',
    { config: portal, schema: { params: idParams } },
    async (request, reply) => {
      const client = who(request);
      const id = await portalDocumentId(database, client, request.params.id);
      const file = await documentFile(database.db, id);
      if (!file) throw new HttpError(404, apiErrorCodes.notFound, 'There is no such document of yours.');
      return reply
        .headers({ ...pdfDownloadHeaders(file.fileName), 'content-type': file.mediaType })
        .send(fieldCipher().decryptBytes(file.sealed));
    },
  );

  routes.get(
    '/api/my/advice/:id/document',
    { config: portal, schema: { params: idParams } },
    async (request, reply) => {
      const client = who(request);
      const { fileName, bytes } = await adviceDocument(
        database,
        { id: request.params.id, clientIds: client.clientIds },
        context.now(),
      );
      return reply.headers(pdfDownloadHeaders(fileName)).send(bytes);
    },
  );

  routes.post(
    '/api/my/advice/:id/confirm',
    { config: portal, schema: { params: idParams, body: adviceConfirmSchema } },
    async (request, reply) => {
      const client = who(request);
      return reply.headers(noStore).send(
        await confirmAdvice(database, { id: request.params.id, clientIds: client.clientIds }, request.body, {
          ip: request.ip,
          browser: request.headers['user-agent'] ?? '',
          now: context.now(),
          businessName: site.businessName,
        }),
      );
    },
  );

  // A document for one of their open requests, sent from the portal (multipart, in a scope of its own).
  app.register(async (scope) => {
    await scope.register(multipart);
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/my/requests/:id/upload',
        { config: portal, schema: { params: idParams } },
        async (request, reply) => {
          const client = who(request);
          const key = { id: request.params.id, clientIds: client.clientIds };
          const { fields, file } = await readUpload(request);
          return reply.headers(noStore).send(
            await receiveRequestedDocument(database, key, fields, file, {
              ip: request.ip,
              now: context.now(),
            }),
          );
        },
      );
  });
}

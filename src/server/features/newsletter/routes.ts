import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterConfirmRequestSchema,
  newsletterSubscriptionRequestSchema,
  newsletterUnsubscribeQuerySchema,
} from '../../../shared/newsletter';
import type { AppContext } from '../../context';
import { answeredBot } from '../../plugins/honeypot';
import { publicPostLimit } from '../../plugins/rate-limit';
import { confirmSubscription, subscribe, unsubscribeByToken } from './service';

export function registerNewsletterRoutes(app: FastifyInstance, context: AppContext): void {
  const limit = publicPostLimit(context.config.rateLimitPublicPost);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/newsletter-subscriptions',
      { schema: { body: newsletterSubscriptionRequestSchema }, config: limit },
      async (request, reply) => {
        if (answeredBot(request, reply, context.now())) return reply;
        const { subscription, created } = await subscribe(
          context.database,
          request.body.email,
          context.now(),
          context.config.site.siteUrl,
        );
        return reply.code(created ? 201 : 200).send(subscription);
      },
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/newsletter/confirm',
      { schema: { body: newsletterConfirmRequestSchema }, config: limit },
      async (request) => confirmSubscription(context.database, request.body.token, context.now()),
    );

  // One-click unsubscribe (RFC 8058): mail programs POST `List-Unsubscribe=One-Click` as a form,
  // without cookies, from anywhere; the page's button posts JSON. The body says nothing the token
  // does not, so it is read (to its small limit) and not looked at.
  app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
        done(null, {}),
      );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/newsletter/unsubscribe',
        { schema: { querystring: newsletterUnsubscribeQuerySchema }, config: limit },
        async (request) => unsubscribeByToken(context.database, request.query.token, context.now()),
      );
  });

  // A mail program without one-click opens the address in the browser: the page asks first, so a
  // link checker's visit unsubscribes nobody.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/newsletter/unsubscribe',
      { schema: { querystring: newsletterUnsubscribeQuerySchema } },
      async (request, reply) =>
        reply.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
    );
}

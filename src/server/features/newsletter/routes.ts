import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterSubscriptionRequestSchema } from '../../../shared/newsletter';
import type { AppContext } from '../../app';
import { answeredBot } from '../../plugins/honeypot';
import { publicPostLimit } from '../../plugins/rate-limit';
import { subscribe } from './service';

export function registerNewsletterRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter-subscriptions',
    {
      schema: { body: newsletterSubscriptionRequestSchema },
      config: publicPostLimit(context.config.rateLimitPublicPost),
    },
    async (request, reply) => {
      if (answeredBot(request, reply, context.now())) return reply;
      const { subscription, created } = await subscribe(context.database, request.body.email, context.now());
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );
}

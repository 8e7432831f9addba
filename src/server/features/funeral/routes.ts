import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { funeralApplicationSchema } from '../../../shared/funeral';
import type { AppContext } from '../../context';
import { answeredBot } from '../../plugins/honeypot';
import { publicPostLimit } from '../../plugins/rate-limit';
import { createFuneralApplication } from './service';

export function registerFuneralRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/funeral-cover-applications',
    {
      schema: { body: funeralApplicationSchema },
      config: publicPostLimit(context.config.rateLimitPublicPost),
    },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      return reply.code(201).send(
        await createFuneralApplication(
          context.database,
          request.body,
          now,
          // The tables as published in the Website area (issue 58).
          context.config.site.funeralTables,
        ),
      );
    },
  );
}

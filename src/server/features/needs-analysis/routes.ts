import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type NeedsAnalysisSection,
  needsAnalysisCreateSchema,
  needsAnalysisPatchSchema,
  type SectionAnswers,
} from '../../../shared/needs-analysis';
import type { AppContext } from '../../context';
import { idParams } from '../../plugins/params';
import { publicPostLimit } from '../../plugins/rate-limit';
import { completeNeedsAnalysis, createNeedsAnalysis, saveSection } from './service';

/** The client needs analysis session (issue 9, DECISIONS D15). The id is a random UUID: unguessable. */
export function registerNeedsAnalysisRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A visitor saves as they go: allow several times the form limit.
  const limit = publicPostLimit(context.config.rateLimitPublicPost * 5);

  routes.post(
    '/api/client-needs-analysis',
    {
      schema: { body: needsAnalysisCreateSchema },
      config: publicPostLimit(context.config.rateLimitPublicPost),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createNeedsAnalysis(context.database, request.body.clientProfile, context.now())),
  );

  routes.patch(
    '/api/client-needs-analysis/:id',
    { schema: { params: idParams, body: needsAnalysisPatchSchema }, config: limit },
    async (request) => {
      const [section, answers] = Object.entries(request.body)[0] as [NeedsAnalysisSection, SectionAnswers];
      return saveSection(context.database, request.params.id, section, answers, context.now());
    },
  );

  routes.post(
    '/api/client-needs-analysis/:id/complete',
    { schema: { params: idParams }, config: publicPostLimit(context.config.rateLimitPublicPost) },
    async (request) => completeNeedsAnalysis(context.database, request.params.id, context.now()),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorCodes } from '../../../shared/api-error';
import { consultationRequestSchema } from '../../../shared/consultation';
import { questionnaireLeadRequestSchema } from '../../../shared/questionnaire';
import { quoteRequestSchema } from '../../../shared/quote';
import {
  bookOrderRequestSchema,
  checklistDownloadRequestSchema,
  type GuideDownloadRequest,
  guideDownloadRequestSchema,
  resourceMessages,
} from '../../../shared/resources';
import { builtInGuideId } from '../../../shared/website-guides';
import { workshopRegistrationRequestSchema } from '../../../shared/workshop-registration';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { answeredBot } from '../../plugins/honeypot';
import { publicPostLimit } from '../../plugins/rate-limit';
import { pdfDownloadHeaders } from '../documents';
import { freeGuidePdf } from '../website';
import {
  createBookOrder,
  createConsultationRequest,
  createQuestionnaireLead,
  createQuoteRequest,
  recordGuideDownload,
  registerForWorkshop,
} from './service';

/** The public create-only endpoints every website enquiry goes through (DECISIONS D3). */
export function registerEnquiryRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = publicPostLimit(context.config.rateLimitPublicPost);

  routes.post(
    '/api/consultation-requests',
    { schema: { body: consultationRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      return reply.code(201).send(await createConsultationRequest(context.database, request.body, now));
    },
  );

  routes.post(
    '/api/leads',
    { schema: { body: questionnaireLeadRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      const created = await createQuestionnaireLead(context.database, request.body, {
        adviserName: context.config.site.adviserName,
        now,
      });
      return reply.code(201).send(created);
    },
  );

  routes.post(
    '/api/quote-requests',
    { schema: { body: quoteRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      return reply.code(201).send(await createQuoteRequest(context.database, request.body, now));
    },
  );

  routes.post(
    '/api/workshop-registrations',
    { schema: { body: workshopRegistrationRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      return reply.code(201).send(await registerForWorkshop(context.database, request.body, now));
    },
  );

  routes.post(
    '/api/book-orders',
    { schema: { body: bookOrderRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      return reply
        .code(201)
        .send(await createBookOrder(context.database, request.body, context.config.site, now));
    },
  );

  /** A free guide: the published one of that name, the address kept as a lead before its PDF is sent. */
  async function download(body: GuideDownloadRequest, now: Date) {
    const guide = await freeGuidePdf(context.database, context.config.site, body.guideId, now);
    if (!guide)
      throw new HttpError(400, apiErrorCodes.validation, `guideId: ${resourceMessages.unknownGuide}`, {
        guideId: resourceMessages.unknownGuide,
      });
    // The address is stored first: the PDF is only sent once the lead is safe.
    const created = await recordGuideDownload(context.database, body, guide.title, now);
    return { created, guide };
  }

  routes.post(
    '/api/guide-downloads',
    { schema: { body: guideDownloadRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      const { created, guide } = await download(request.body, now);
      return reply
        .code(201)
        .headers(pdfDownloadHeaders(guide.fileName))
        .header('x-lead-id', created.id)
        .send(guide.pdf);
    },
  );

  // The checklist's own path (DECISIONS D8), kept for links and pages already out.
  routes.post(
    '/api/checklist-downloads',
    { schema: { body: checklistDownloadRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      const { created, guide } = await download({ ...request.body, guideId: builtInGuideId }, now);
      return reply
        .code(201)
        .headers(pdfDownloadHeaders(guide.fileName))
        .header('x-lead-id', created.id)
        .send(guide.pdf);
    },
  );
}

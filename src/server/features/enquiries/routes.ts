import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consultationRequestSchema } from '../../../shared/consultation';
import { questionnaireLeadRequestSchema } from '../../../shared/questionnaire';
import { quoteRequestSchema } from '../../../shared/quote';
import { bookOrderRequestSchema, checklistDownloadRequestSchema } from '../../../shared/resources';
import { workshopRegistrationRequestSchema } from '../../../shared/workshop-registration';
import type { AppContext } from '../../context';
import { buildChecklistPdf } from '../../pdf/checklist';
import { answeredBot } from '../../plugins/honeypot';
import { publicPostLimit } from '../../plugins/rate-limit';
import {
  createBookOrder,
  createConsultationRequest,
  createQuestionnaireLead,
  createQuoteRequest,
  recordChecklistDownload,
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
      return reply.code(201).send(await createBookOrder(context.database, request.body, now));
    },
  );

  routes.post(
    '/api/checklist-downloads',
    { schema: { body: checklistDownloadRequestSchema }, config },
    async (request, reply) => {
      const now = context.now();
      if (answeredBot(request, reply, now)) return reply;
      // The address is stored first: the PDF is only sent once the lead is safe.
      const created = await recordChecklistDownload(context.database, request.body, now);
      const pdf = await buildChecklistPdf(context.config.site, now);
      return reply
        .code(201)
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="financial-planning-checklist.pdf"')
        .header('x-lead-id', created.id)
        .send(pdf);
    },
  );
}

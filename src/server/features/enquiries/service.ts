import { randomUUID } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import {
  findQuestionnaireFlow,
  findQuestionnaireFlowByName,
  type QuestionnaireFlow,
  questionnaireFlowName,
  questionnaireResponseProblems,
} from '../../../content/questionnaires';
import { findGuide, formatGuidePrice } from '../../../content/resources';
import type { SiteConfig } from '../../../content/site';
import { windhoekClock, windhoekShortDayLabel } from '../../../domain/windhoek-time';
import { apiErrorCodes } from '../../../shared/api-error';
import {
  type ConsultationRequest,
  type ConsultationUrgency,
  topicLabel,
  urgencyLabel,
} from '../../../shared/consultation';
import { type CreatedRecord, splitFullName } from '../../../shared/fields';
import type { QuestionnaireAnswer, QuestionnaireLeadRequest } from '../../../shared/questionnaire';
import { coverForOptions, insuranceTypes, type QuoteRequest } from '../../../shared/quote';
import {
  type BookOrderRequest,
  type ChecklistDownloadRequest,
  resourceMessages,
} from '../../../shared/resources';
import { workshopRegistrationMessages } from '../../../shared/workshop-registration';
import type { SeatStatus } from '../../../shared/workshops';
import type { DatabaseHandle } from '../../db';
import { HttpError } from '../../plugins/errors';
import { hashToken, newToken } from '../../plugins/tokens';
import { enquiryFollowUps, type PipelinePriority, type WebsiteEnquiry } from '../pipeline';
import { registrableWorkshop, registrationWithSeat } from '../workshops';
import { insertLead } from './repository';

/**
 * Every enquiry is stored with its pipeline card in one transaction: both or neither.
 * Inputs arrive parsed by their shared schema (trimmed, within limits); the service checks what
 * needs the server's own knowledge (flows, workshops, the clock).
 */

const urgencyPriority: Record<ConsultationUrgency, PipelinePriority> = {
  urgent: 'high',
  soon: 'medium',
  planning: 'low',
};

/**
 * Stores a website enquiry under a new id with everything it brings (its card, e-mails, client and
 * follow-up: `enquiryFollowUps`) as one unit.
 */
async function storeEnquiry(
  database: DatabaseHandle,
  now: Date,
  enquiry: (id: string, createdAt: string) => WebsiteEnquiry,
): Promise<CreatedRecord> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  await database.write(enquiryFollowUps(database.db, enquiry(id, createdAt), createdAt));
  return { id, createdAt };
}

/** A lead's own row (a questionnaire, a book order, the checklist), for `WebsiteEnquiry.row`. */
function leadRow(
  id: string,
  person: { firstName: string; lastName: string; email: string; phone: string },
  source: string,
  createdAt: string,
  questionnaire: { type: string; responses: string } | null = null,
): WebsiteEnquiry['row'] {
  return {
    table: 'leads',
    row: {
      id,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: person.phone,
      source,
      questionnaire_type: questionnaire?.type ?? null,
      questionnaire_responses: questionnaire?.responses ?? null,
      created_at: createdAt,
    },
  };
}

export async function createConsultationRequest(
  database: DatabaseHandle,
  request: ConsultationRequest,
  now: Date,
): Promise<CreatedRecord> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  await database.write(consultationRequestStatements(database.db, request, id, createdAt));
  return { id, createdAt };
}

/**
 * A consultation request's unit: the row, its card, client and e-mails. A booking (issue 20) adds
 * its booked time to the adviser's notes (`booked`) and its own rows to the same unit.
 */
export function consultationRequestStatements(
  db: DatabaseHandle['db'],
  request: ConsultationRequest,
  id: string,
  createdAt: string,
  booked?: { summary: string; confirmationExtras?: Record<string, string> },
): CompiledQuery[] {
  const customTopic = request.topic === 'other' ? request.customTopic : '';
  return [
    ...enquiryFollowUps(
      db,
      {
        row: {
          table: 'consultation_requests',
          row: {
            id,
            topic: request.topic,
            custom_topic: customTopic,
            urgency: request.urgency,
            details: request.details,
            full_name: request.fullName,
            email: request.email,
            phone: request.phone,
            consent: 1,
            status: 'pending',
            created_at: createdAt,
          },
        },
        type: 'consultation-request',
        about: request.topic === 'other' ? customTopic : request.topic,
        id,
        name: request.fullName,
        email: request.email,
        phone: request.phone,
        priority: urgencyPriority[request.urgency],
        notes: [
          `Consultation request: ${topicLabel(request.topic, customTopic)}`,
          `Urgency: ${urgencyLabel(request.urgency)}`,
          ...(booked ? [booked.summary] : []),
          '',
          request.details,
        ].join('\n'),
        ...(booked?.confirmationExtras ? { confirmationExtras: booked.confirmationExtras } : {}),
      },
      createdAt,
    ),
  ];
}

function describeAnswer(answer: QuestionnaireAnswer): string {
  return Array.isArray(answer) ? answer.join(', ') : String(answer);
}

/** The flow a lead names, by its name as the visitor saw it (the spec's payload) or by its id. */
function resolveFlow(questionnaireType: string, adviserName: string): QuestionnaireFlow {
  const flow =
    findQuestionnaireFlowByName(questionnaireType, adviserName) ?? findQuestionnaireFlow(questionnaireType);
  if (!flow) {
    throw new HttpError(400, apiErrorCodes.validation, 'questionnaireType: There is no such questionnaire', {
      questionnaireType: 'There is no such questionnaire',
    });
  }
  return flow;
}

export async function createQuestionnaireLead(
  database: DatabaseHandle,
  request: QuestionnaireLeadRequest,
  context: { adviserName: string; now: Date },
): Promise<CreatedRecord> {
  const flow = resolveFlow(request.questionnaireType, context.adviserName);
  const problems = questionnaireResponseProblems(flow, request.questionnaireResponses);
  const first = Object.entries(problems)[0];
  if (first) throw new HttpError(400, apiErrorCodes.validation, `${first[0]}: ${first[1]}`, problems);

  const flowName = questionnaireFlowName(flow, context.adviserName);
  // The server keeps its own copy of the answers: text trimmed, in question order.
  const responses: Record<string, QuestionnaireAnswer> = {};
  flow.questions.forEach((_question, index) => {
    const answer = request.questionnaireResponses[String(index)] as QuestionnaireAnswer;
    responses[String(index)] = typeof answer === 'string' ? answer.trim() : answer;
  });
  const name = `${request.firstName} ${request.lastName}`.trim();
  return storeEnquiry(database, context.now, (id, createdAt) => ({
    row: leadRow(id, request, flowName, createdAt, {
      type: flow.id,
      responses: JSON.stringify(responses),
    }),
    type: 'questionnaire',
    about: flow.id,
    id,
    name,
    email: request.email,
    phone: request.phone,
    priority: 'medium',
    notes: [
      `Questionnaire: ${flowName}`,
      '',
      ...flow.questions.map(
        (question, index) => `${question.question} ${describeAnswer(responses[String(index)] ?? '')}`,
      ),
    ].join('\n'),
  }));
}

function labelOf<T extends { value: string; label: string }>(list: readonly T[], value: string): string {
  return list.find((entry) => entry.value === value)?.label ?? value;
}

export async function createQuoteRequest(
  database: DatabaseHandle,
  request: QuoteRequest,
  now: Date,
): Promise<CreatedRecord> {
  const { personalInfo, insuranceNeeds } = request;
  return storeEnquiry(database, now, (id, createdAt) => ({
    row: {
      table: 'quote_requests',
      row: {
        id,
        first_name: personalInfo.firstName,
        last_name: personalInfo.lastName,
        email: personalInfo.email,
        phone: personalInfo.phone,
        cover_for: insuranceNeeds.coverFor,
        insurance_types: JSON.stringify(insuranceNeeds.types),
        situation: insuranceNeeds.situation,
        status: 'pending',
        created_at: createdAt,
      },
    },
    type: 'quote-request',
    about: [...insuranceNeeds.types].sort().join(', '),
    id,
    name: `${personalInfo.firstName} ${personalInfo.lastName}`,
    email: personalInfo.email,
    phone: personalInfo.phone,
    priority: 'medium',
    notes: [
      `Quote request: ${insuranceNeeds.types.map((type) => labelOf(insuranceTypes, type)).join(', ')}`,
      `Cover for: ${labelOf(coverForOptions, insuranceNeeds.coverFor)}`,
      ...(insuranceNeeds.situation ? ['', insuranceNeeds.situation] : []),
    ].join('\n'),
  }));
}

export interface WorkshopRegistrationInput {
  workshopId: string;
  fullName: string;
  email: string;
  phone: string;
}

export async function registerForWorkshop(
  database: DatabaseHandle,
  request: WorkshopRegistrationInput,
  now: Date,
): Promise<CreatedRecord & { leadId: string; workshopName: string; status: SeatStatus }> {
  const { workshop, problem } = await registrableWorkshop(database, request.workshopId, now);
  if (problem === 'unknown' || !workshop) {
    throw new HttpError(
      400,
      apiErrorCodes.validation,
      `workshopId: ${workshopRegistrationMessages.unknownWorkshop}`,
      { workshopId: workshopRegistrationMessages.unknownWorkshop },
    );
  }
  if (problem === 'closed') {
    throw new HttpError(
      400,
      apiErrorCodes.validation,
      `workshopId: ${workshopRegistrationMessages.closedWorkshop}`,
      { workshopId: workshopRegistrationMessages.closedWorkshop },
    );
  }
  const id = randomUUID();
  const leadId = randomUUID();
  const createdAt = now.toISOString();
  const { firstName, lastName } = splitFullName(request.fullName);
  const { db } = database;
  // The registrant's own cancellation link (issue 19): the token goes in their e-mail, its hash in the row.
  const cancelToken = newToken();
  const seat = registrationWithSeat(db, {
    id,
    leadId,
    workshopId: workshop.id,
    workshopName: workshop.title,
    cancelTokenHash: hashToken(cancelToken),
    createdAt,
  });
  const results = await database.write([
    insertLead(db, {
      id: leadId,
      first_name: firstName,
      last_name: lastName,
      email: request.email,
      phone: request.phone,
      source: `Workshop: ${workshop.title}`,
      questionnaire_type: null,
      questionnaire_responses: null,
      created_at: createdAt,
    }),
    ...seat,
    ...enquiryFollowUps(
      db,
      {
        type: 'workshop-registration',
        id,
        name: request.fullName,
        email: request.email,
        phone: request.phone,
        priority: 'medium',
        notes: `Workshop registration: ${workshop.title} (${windhoekShortDayLabel(workshop.starts_at)} ${workshop.starts_at ? windhoekClock(workshop.starts_at).getUTCFullYear() : ''}, ${workshop.format === 'virtual' ? 'virtual' : 'in person'})`,
        alsoLinks: [{ table: 'leads', id: leadId }],
        confirmationExtras: { cancelToken },
      },
      createdAt,
    ),
  ]);
  // The seat the database gave: the insert's own answer, after the lead and the lock.
  const seatRows = results[seat.length] as { seat_status: SeatStatus }[] | undefined;
  const status = seatRows?.[0]?.seat_status ?? 'confirmed';
  return { id, createdAt, leadId, workshopName: workshop.title, status };
}

/** Buy Now (DECISIONS D8): an order enquiry, stored as a lead with the book as its source. */
export async function createBookOrder(
  database: DatabaseHandle,
  request: BookOrderRequest,
  site: Pick<SiteConfig, 'guides'>,
  now: Date,
): Promise<CreatedRecord> {
  // Only a guide the published site sells (issue 58): one removed or made free is not ordered.
  const book = findGuide(site, request.bookId);
  if (!book || book.priceCents === null) {
    throw new HttpError(400, apiErrorCodes.validation, `bookId: ${resourceMessages.unknownBook}`, {
      bookId: resourceMessages.unknownBook,
    });
  }
  const { title, priceCents } = book;
  const person = { ...splitFullName(request.fullName), email: request.email, phone: request.phone };
  return storeEnquiry(database, now, (id, createdAt) => ({
    row: leadRow(id, person, `Book order: ${title}`, createdAt),
    type: 'book-order',
    about: title,
    id,
    name: request.fullName,
    email: request.email,
    phone: request.phone,
    priority: 'low',
    notes: `Book order: ${title} (${formatGuidePrice(priceCents)}). Arrange payment and delivery.`,
  }));
}

/**
 * A free guide (DECISIONS D8; the checklist, or one of the adviser's, issue 58): the e-mail
 * address is kept as a lead before the PDF is sent.
 */
export async function recordGuideDownload(
  database: DatabaseHandle,
  request: Pick<ChecklistDownloadRequest, 'email'>,
  title: string,
  now: Date,
): Promise<CreatedRecord> {
  return storeEnquiry(database, now, (id, createdAt) => ({
    row: leadRow(
      id,
      { firstName: '', lastName: '', email: request.email, phone: '' },
      `${title} download`,
      createdAt,
    ),
    type: 'checklist-download',
    about: title,
    id,
    name: request.email,
    personName: '',
    email: request.email,
    phone: '',
    priority: 'low',
    notes: `Downloaded the ${title}. A friendly follow-up call or e-mail may help.`,
  }));
}

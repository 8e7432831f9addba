import { findQuestionnaireFlow } from '../../../../content/questionnaires';
import {
  type ConsultationTopic,
  type ConsultationUrgency,
  topicLabel,
  urgencyLabel,
} from '../../../../shared/consultation';
import { coverForLabel, insuranceTypeLabel } from '../../../../shared/quote';
import { recordQueries } from '../kinds-repository';
import { field, name, parseJson, personal, type RecordItem, type RecordKind, text } from './kind';

/** The enquiry record kinds: questionnaire leads, consultation requests, quote requests. */

export const leads: RecordKind = {
  path: 'leads',
  entityType: 'lead',
  query: recordQueries.leads,
  toItem: (row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    questionnaireType: row.questionnaire_type,
    questionnaireResponses: parseJson<Record<string, unknown> | null>(row.questionnaire_responses, null),
    createdAt: row.created_at,
  }),
  csv: [
    ['Name', (item) => name(item.firstName, item.lastName)],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Source', (item) => item.source],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => {
    const flow =
      typeof item.questionnaireType === 'string' ? findQuestionnaireFlow(item.questionnaireType) : undefined;
    const responses = (item.questionnaireResponses ?? {}) as Record<string, unknown>;
    const answers = Object.entries(responses).map(([index, answer]) => {
      const question = flow?.questions[Number(index)]?.question ?? `Question ${Number(index) + 1}`;
      return [field(question, Array.isArray(answer) ? answer.join(', ') : answer)];
    });
    return {
      fields: [
        field('Name', name(item.firstName, item.lastName)),
        field('Email', item.email),
        field('Phone', item.phone),
        field('Source', item.source),
        field('Received', item.createdAt, 'datetime'),
      ],
      lists: answers.length ? [{ title: 'Answers', items: answers }] : [],
    };
  },
};

export const consultationRequests: RecordKind = {
  path: 'consultation-requests',
  entityType: 'consultation-request',
  statusTable: 'consultation_requests',
  query: recordQueries.consultationRequests,
  toItem: (row) => ({
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    customTopic: row.custom_topic,
    urgency: row.urgency,
    details: row.details,
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Name', (item) => item.fullName],
    ['Email', (item) => item.email],
    ['Phone', (item) => item.phone],
    ['Topic', (item) => topicLabel(item.topic as ConsultationTopic, text(item.customTopic))],
    ['Urgency', (item) => urgencyLabel(item.urgency as ConsultationUrgency)],
    ['Details', (item) => item.details],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field('Name', item.fullName),
      field('Email', item.email || 'Not given'),
      field('Phone', item.phone),
      field('Topic', topicLabel(item.topic as ConsultationTopic, text(item.customTopic))),
      field('Urgency', urgencyLabel(item.urgency as ConsultationUrgency)),
      field('Details', item.details, 'longtext'),
      field('Status', item.status, 'status'),
      field('Received', item.createdAt, 'datetime'),
    ],
    lists: [],
  }),
};

export const quoteRequests: RecordKind = {
  path: 'quote-requests',
  entityType: 'quote-request',
  statusTable: 'quote_requests',
  query: recordQueries.quoteRequests,
  toItem: (row) => ({
    id: row.id,
    personalInfo: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
    insuranceNeeds: {
      types: parseJson<string[]>(row.insurance_types, []),
      coverFor: row.cover_for,
      situation: row.situation,
    },
    status: row.status,
    createdAt: row.created_at,
  }),
  csv: [
    ['Id', (item) => item.id],
    ['Client name', (item) => personal(item, (info) => name(info.firstName, info.lastName))],
    ['Email', (item) => personal(item, (info) => info.email)],
    ['Phone', (item) => personal(item, (info) => info.phone)],
    ['Insurance types', (item) => needs(item).types.map(insuranceTypeLabel).join('; ')],
    ['Status', (item) => item.status],
    ['Date', (item) => item.createdAt],
  ],
  readable: (item) => ({
    fields: [
      field(
        'Client name',
        personal(item, (info) => name(info.firstName, info.lastName)),
      ),
      field(
        'Email',
        personal(item, (info) => info.email),
      ),
      field(
        'Phone',
        personal(item, (info) => info.phone),
      ),
      field('Cover for', coverForLabel(text(needs(item).coverFor))),
      field('Situation', needs(item).situation || 'Not given', 'longtext'),
      field('Status', item.status, 'status'),
      field('Received', item.createdAt, 'datetime'),
    ],
    lists: [
      {
        title: 'Insurance types',
        items: needs(item).types.map((type) => [field('Type', insuranceTypeLabel(type))]),
      },
    ],
  }),
};

function needs(item: RecordItem): { types: string[]; coverFor?: unknown; situation?: unknown } {
  return (item.insuranceNeeds ?? { types: [] }) as { types: string[] };
}

import { z } from 'zod';
import {
  honeypotField,
  invalidEmailMessage,
  optionalEmail,
  optionalName,
  requiredName,
  requiredPhone,
  requiredText,
} from './fields';

/** The consultation wizard's value lists (spec section 3) with the labels the visitor sees. */
export const consultationTopics = [
  { value: 'insurance-protection', label: 'Insurance & Protection' },
  { value: 'debt-management', label: 'Debt Management' },
  { value: 'savings-investments', label: 'Savings & Investments' },
  { value: 'retirement-planning', label: 'Retirement Planning' },
  { value: 'business-planning', label: 'Business Planning' },
  { value: 'other', label: 'Other' },
] as const;

export const consultationUrgencies = [
  { value: 'urgent', label: 'Urgent', description: 'This week' },
  { value: 'soon', label: 'Soon', description: 'In the next month' },
  { value: 'planning', label: 'Planning', description: 'Later this year' },
] as const;

export type ConsultationTopic = (typeof consultationTopics)[number]['value'];
export type ConsultationUrgency = (typeof consultationUrgencies)[number]['value'];

const topicValues = consultationTopics.map((topic) => topic.value) as [
  ConsultationTopic,
  ...ConsultationTopic[],
];
const urgencyValues = consultationUrgencies.map((urgency) => urgency.value) as [
  ConsultationUrgency,
  ...ConsultationUrgency[],
];

export function topicLabel(topic: ConsultationTopic, customTopic = ''): string {
  if (topic === 'other' && customTopic.trim()) return `Other: ${customTopic.trim()}`;
  return consultationTopics.find((entry) => entry.value === topic)?.label ?? topic;
}

export function urgencyLabel(urgency: ConsultationUrgency): string {
  const entry = consultationUrgencies.find((candidate) => candidate.value === urgency);
  return entry ? `${entry.label} (${entry.description.toLowerCase()})` : urgency;
}

/** The spec's validation messages (section 5), shown as destructive toasts in the wizard. */
export const consultationMessages = {
  topic: 'Please select a topic',
  customTopic: 'Please specify your topic',
  urgency: 'Please select your urgency level',
  details: 'Please provide some details about your situation',
  nameAndPhone: 'Please fill in your name and phone number',
  email: invalidEmailMessage,
  consent: 'Please provide consent to contact you',
} as const;

/** The wizard's fields, shared by the request and a booking (`POST /api/bookings`, issue 20). */
export const consultationFields = {
  topic: z.enum(topicValues, { error: consultationMessages.topic }),
  customTopic: optionalName(),
  urgency: z.enum(urgencyValues, { error: consultationMessages.urgency }),
  details: requiredText(consultationMessages.details),
  fullName: requiredName(consultationMessages.nameAndPhone),
  email: optionalEmail(),
  phone: requiredPhone(consultationMessages.nameAndPhone),
  consent: z.literal(true, { error: consultationMessages.consent }),
  website: honeypotField,
};

/** "Other" needs its topic written out. */
export function checkCustomTopic(request: { topic: string; customTopic: string }, context: z.RefinementCtx) {
  if (request.topic === 'other' && request.customTopic === '') {
    context.addIssue({ code: 'custom', path: ['customTopic'], message: consultationMessages.customTopic });
  }
}

/** POST /api/consultation-requests: the wizard's data, validated the same way on both sides. */
export const consultationRequestSchema = z.strictObject(consultationFields).superRefine(checkCustomTopic);

export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;

/** The wizard's data while it is being filled in: anything may still be missing. */
export type ConsultationDraft = Partial<Omit<ConsultationRequestInput, 'consent'>> & { consent?: boolean };

/** The wizard's steps that ask something, with the fields each one checks before Continue. */
export const consultationStepFields = {
  2: ['topic', 'customTopic'],
  3: ['urgency'],
  4: ['details'],
  5: ['fullName', 'phone', 'email'],
  6: ['consent'],
} as const satisfies Record<number, readonly (keyof ConsultationRequestInput)[]>;

/**
 * The first message for the fields of one wizard step, or null when the step is complete. The
 * order is the spec's: topic before custom topic; name and phone before e-mail.
 */
export function consultationStepError(
  step: keyof typeof consultationStepFields,
  data: ConsultationDraft,
): string | null {
  const result = consultationRequestSchema.safeParse({
    topic: 'other',
    customTopic: 'x',
    urgency: 'soon',
    details: 'x',
    fullName: 'x',
    phone: '0000000',
    email: '',
    consent: true,
    ...pickStep(step, data),
  });
  if (result.success) return null;
  const fields: readonly string[] = consultationStepFields[step];
  for (const field of fields) {
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    if (issue) return issue.message;
  }
  return null;
}

function pickStep(step: keyof typeof consultationStepFields, data: ConsultationDraft) {
  const picked: Record<string, unknown> = {};
  for (const field of consultationStepFields[step]) picked[field] = data[field];
  // A topic other than 'other' needs no custom topic; an unfilled one is checked against the topic.
  if (step === 2 && picked.customTopic === undefined) picked.customTopic = '';
  if (step === 5 && picked.email === undefined) picked.email = '';
  return picked;
}

/** The WhatsApp message of the wizard's 'Send via WhatsApp' (spec section 4). */
export function consultationWhatsappText(request: ConsultationRequest): string {
  return [
    'Hello, I would like to book a free consultation.',
    '',
    `Name: ${request.fullName}`,
    `Phone: ${request.phone}`,
    `Email: ${request.email || 'Not provided'}`,
    `Topic: ${topicLabel(request.topic, request.customTopic)}`,
    `Urgency: ${urgencyLabel(request.urgency)}`,
    '',
    'Details:',
    request.details,
  ].join('\n');
}

import type { ConsultationRequestInput } from '../../shared/consultation';
import type { QuestionnaireLeadRequestInput } from '../../shared/questionnaire';
import type { QuoteRequestInput } from '../../shared/quote';
import type { BookOrderRequestInput } from '../../shared/resources';
import type { WorkshopRegistrationRequestInput } from '../../shared/workshop-registration';

/** Valid example bodies (obviously fake people) the API tests vary one field at a time. */

export const validConsultation: ConsultationRequestInput = {
  topic: 'retirement-planning',
  customTopic: '',
  urgency: 'soon',
  details: 'I am 45 and want to know whether my pension fund will be enough.',
  fullName: 'Test Person',
  email: 'test.person@example.com',
  phone: '+264 81 000 0001',
  consent: true,
};

/** The "Start Saving" flow: goal, amount saved, target timeframe. */
export const validQuestionnaireLead: QuestionnaireLeadRequestInput = {
  firstName: 'Test',
  lastName: 'van der Person',
  email: 'saver@example.com',
  phone: '081 000 0002',
  source: 'Start Saving',
  questionnaireType: 'Start Saving',
  questionnaireResponses: { 0: 'An emergency fund', 1: 'Under N$ 5,000', 2: 'In 1 to 3 years' },
  questionnaire_responses: JSON.stringify({
    0: 'An emergency fund',
    1: 'Under N$ 5,000',
    2: 'In 1 to 3 years',
  }),
};

export const validQuote: QuoteRequestInput = {
  personalInfo: {
    firstName: 'Test',
    lastName: 'Quoter',
    email: 'quoter@example.com',
    phone: '+264 61 000 0003',
  },
  insuranceNeeds: {
    coverFor: 'family',
    types: ['life', 'funeral'],
    situation: 'Two children at school; my employer gives no group life cover.',
  },
};

export const validWorkshopRegistration: WorkshopRegistrationRequestInput = {
  workshopId: 'retirement-masterclass',
  workshopName: 'Retirement Planning Masterclass',
  fullName: 'Test Attendee',
  email: 'attendee@example.com',
  phone: '+264 81 000 0004',
};

/** Before every workshop in the data (the spec's dates are 2024 and 2025). */
export const beforeAllWorkshops = new Date('2024-01-15T08:00:00.000Z');

export const validBookOrder: BookOrderRequestInput = {
  bookId: 'financial-security-guide',
  fullName: 'Test Reader Person',
  email: 'reader@example.com',
  phone: '+264 81 000 0005',
};

export const validChecklistDownload = { email: 'Checklist@Example.com ' };

import { describe, expect, it } from 'vitest';
import {
  consultationMessages,
  consultationRequestSchema,
  consultationStepError,
  consultationWhatsappText,
} from './consultation';

describe("consultationStepError (the wizard's toasts, spec section 5)", () => {
  it.each([
    [2, {}, consultationMessages.topic],
    [2, { topic: 'other' }, consultationMessages.customTopic],
    [2, { topic: 'other', customTopic: '  ' }, consultationMessages.customTopic],
    [2, { topic: 'other', customTopic: 'Medical aid' }, null],
    [2, { topic: 'debt-management' }, null],
    [3, {}, consultationMessages.urgency],
    [3, { urgency: 'planning' }, null],
    [4, { details: ' \n\t ' }, consultationMessages.details],
    [4, { details: 'Help with my bond' }, null],
    [5, { fullName: 'Test Person' }, consultationMessages.nameAndPhone],
    [5, { phone: '081 000 0000' }, consultationMessages.nameAndPhone],
    [
      5,
      { fullName: 'Test Person', phone: '081 000 0000', email: 'test.example.com' },
      consultationMessages.email,
    ],
    [5, { fullName: 'Test Person', phone: '081 000 0000', email: '' }, null],
    [5, { fullName: 'Test Person', phone: '081 000 0000', email: 'test@example.com' }, null],
    [6, { consent: false }, consultationMessages.consent],
    [6, { consent: true }, null],
  ] as const)('step %i with %o gives %s', (step, data, expected) => {
    expect(consultationStepError(step, data)).toBe(expected);
  });
});

describe('consultationWhatsappText', () => {
  const request = consultationRequestSchema.parse({
    topic: 'savings-investments',
    urgency: 'urgent',
    details: 'I want to start a unit trust for my son.',
    fullName: 'Test Person',
    phone: '+264 81 000 0000',
    email: '',
    consent: true,
  });

  it('holds name, phone, e-mail or "Not provided", topic and urgency labels and the details', () => {
    const text = consultationWhatsappText(request);
    expect(text).toContain('Name: Test Person');
    expect(text).toContain('Phone: +264 81 000 0000');
    expect(text).toContain('Email: Not provided');
    expect(text).toContain('Topic: Savings & Investments');
    expect(text).toContain('Urgency: Urgent (this week)');
    expect(text).toContain('I want to start a unit trust for my son.');
  });

  it('shows a given e-mail and the custom topic of "other"', () => {
    const text = consultationWhatsappText({
      ...request,
      email: 'test@example.com',
      topic: 'other',
      customTopic: 'Wills',
    });
    expect(text).toContain('Email: test@example.com');
    expect(text).toContain('Topic: Other: Wills');
  });
});

import { z } from 'zod';
import { honeypotField, nameMaxLength, requiredEmail, requiredName, requiredPhone } from './fields';

export const workshopRegistrationMessages = {
  fullName: 'Please enter your full name',
  phone: 'Please enter your phone number',
  workshop: 'Please choose a workshop',
  unknownWorkshop: 'There is no such workshop',
  closedWorkshop: 'Registration for this workshop has closed',
  success: 'Registration Successful!',
  successDescription: "You've been registered for the workshop. We'll send you confirmation details.",
  waitlisted: 'On the waiting list',
  waitlistedDescription:
    'The workshop is full: you are on its waiting list, and we will e-mail you if a seat opens.',
  failure: 'Registration Failed',
  failureFallback: 'Failed to register for the workshop.',
} as const;

/**
 * POST /api/workshop-registrations (DECISIONS D4). A `workshopName` sent along is accepted and
 * ignored: the server stores the name it has for the id.
 */
export const workshopRegistrationRequestSchema = z.strictObject({
  workshopId: requiredName(workshopRegistrationMessages.workshop),
  workshopName: z.string().max(nameMaxLength).optional(),
  fullName: requiredName(workshopRegistrationMessages.fullName),
  email: requiredEmail(),
  phone: requiredPhone(workshopRegistrationMessages.phone),
  website: honeypotField,
});

export type WorkshopRegistrationRequestInput = z.input<typeof workshopRegistrationRequestSchema>;

/** The form in the registration dialog. */
export const workshopRegistrationFormSchema = workshopRegistrationRequestSchema.pick({
  fullName: true,
  email: true,
  phone: true,
});

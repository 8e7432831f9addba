import { funeralApplicantSchema } from '../../../shared/funeral';

/** The applicant fields the page checks before sending: the server's own rules (loaded on demand). */
export const applicantChecks = funeralApplicantSchema.pick({ age: true, idNumber: true });

/**
 * The funeral page's texts and lists, apart from the schemas (shared/funeral.ts) so that the page
 * shows them without loading zod before it is interactive (issue 22).
 */

/** The funeral page's toasts and messages (spec doc 2, sections 5 and 8), word for word. */
export const funeralMessages = {
  memberMissingTitle: 'Missing Information',
  memberMissing: 'Please fill in all fields for the family member.',
  invalidCoverageTitle: 'Invalid Coverage',
  invalidCoverage: 'Unable to calculate premium for the selected age and coverage combination.',
  /** Not the spec's: a plan the practice does not offer today (issue 58: a premium table per plan). */
  unknownPlan: 'Choose one of the plans we offer',
  applicantMissingTitle: 'Missing Information',
  applicantMissing: 'Please fill in all main applicant details.',
  noMembersTitle: 'No Coverage Selected',
  noMembers: 'Please add at least one family member to cover.',
  failureTitle: 'Submission Failed',
  failure: 'There was an error submitting your application. Please try again.',
  successTitle: 'Application Submitted Successfully',
  success: "We'll contact you within 24 hours to finalize your funeral cover application.",
  memberAddedTitle: 'Family Member Added',
  emptySummary: 'Add family members to see coverage summary',
  underwriting: 'Final premiums may be subject to underwriting.',
} as const;

export const maxFamilyMembers = 20;

export const genders = ['male', 'female'] as const;
export const paymentFrequencies = ['monthly', 'annual'] as const;

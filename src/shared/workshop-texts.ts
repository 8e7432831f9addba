/**
 * The workshop texts the public pages show (issue 19), apart from the schemas so that a page
 * showing them does not load zod.
 */

/** How the public pages name each format. */
export const workshopFormatLabels = { 'in-person': 'In person', virtual: 'Online' } as const;

/** The registrant's own cancellation link: `/workshops/cancel?token=...`. */
export const ownRegistrationPath = '/workshops/cancel';

export const ownRegistrationMessages = {
  invalidLink:
    'This cancellation link is not valid. Check that you opened the whole link from your e-mail, or call us.',
  started: 'This workshop has already started, so the registration can no longer be cancelled here.',
  cancelled: 'Your registration is cancelled',
} as const;

import { z } from 'zod';

/**
 * Who a person is (DECISIONS D31): contact details a public form or the portal added to an
 * existing client wait for the adviser, who confirms them, files the enquiry as a new person, or
 * removes them. Nothing private goes to an address until it is confirmed.
 */

/** An ID number from a public form is a detail to confirm too (D35, issue 56). */
export type ContactChannel = 'email' | 'phone' | 'idNumber';

/** A detail that reached a client through a later form (or their portal), to confirm. */
export interface ContactDetailToConfirm {
  /** The stored key (`email:…` or `phone:+264…`), what the actions name. */
  key: string;
  channel: ContactChannel;
  /** The address, or the number in E.164 ('' for an ID number: it is in `idNumber`). */
  value: string;
  /** An ID number the form gave (left out for a role that may not see ID numbers, with the item). */
  idNumber?: string;
  /** 'identity' for an ID number: the item is left out for a role that may not see one. */
  sensitive?: 'identity';
  /** Where it came from: an enquiry's kind, or 'portal'. */
  source: string;
  sourceLabel: string;
  /** The enquiry it came with (null from the portal). */
  enquiryId: string | null;
  enquirySummary: string;
  at: string;
}

/** A detail one client gave that another client already has: shown on both pages. */
export interface ContactClash {
  id: string;
  /** 'gave': this client gave the other's detail; 'given': another client gave this one's. */
  direction: 'gave' | 'given';
  otherClientId: string;
  otherClientName: string;
  value: string;
  source: string;
  at: string;
}

/**
 * A clash as each of the two clients' pages tells it, around the other client's name (a link):
 * `when` is the time it was given, as the page writes times.
 */
export const contactClashTexts = {
  gaveBefore: 'They gave ',
  gave: (value: string, when: string, owner: string) =>
    `’s number ${value} in their portal on ${when}: it stays with ${owner}. ${contactClashTexts.recordStillShows}`,
  /** Dealing with the clash leaves the giver's record as it is. */
  recordStillShows: 'This client’s record still shows it: correct it with Edit details.',
  given: (value: string, when: string) =>
    ` gave this client’s number ${value} in their portal on ${when}: it stays with this client.`,
} as const;

/** An address of the client's, for the e-mail address picker. */
export interface ClientEmailAddress {
  address: string;
  confirmed: boolean;
}

/** Today's list: details waiting for the adviser. */
export interface DetailToConfirmItem extends ContactDetailToConfirm {
  clientId: string;
  clientName: string;
}

export const contactDetailActions = ['confirm', 'new-person', 'remove'] as const;
export type ContactDetailAction = (typeof contactDetailActions)[number];

export const contactDetailActionLabels: Record<ContactDetailAction, string> = {
  confirm: 'Confirm',
  'new-person': 'File the enquiry as a new person',
  remove: 'Remove',
};

/** `POST /api/admin/clients/:id/contact-details/{confirm|new-person|remove}`. */
export const contactDetailActionSchema = z.strictObject({
  key: z.string({ error: 'Choose a contact detail' }).trim().min(1, 'Choose a contact detail').max(400),
});
export type ContactDetailActionInput = z.infer<typeof contactDetailActionSchema>;

export const unconfirmedAddressMessage =
  'This address is not confirmed as theirs: confirm it on their page first, or use a confirmed one';

export const contactSourceLabels: Record<string, string> = {
  portal: 'Their portal',
  adviser: 'Typed by the team',
};

/** A detail's value as the adviser reads it (an e-mail as is, a number in E.164). */
export function contactKeyValue(key: string): { channel: ContactChannel; value: string } {
  if (key.startsWith('id:')) return { channel: 'idNumber', value: '' };
  return key.startsWith('phone:')
    ? { channel: 'phone', value: key.slice('phone:'.length) }
    : { channel: 'email', value: key.slice('email:'.length) };
}

/** The key of an ID number a form gave an existing client, waiting to be confirmed (its keyed hash). */
export const idNumberKeyPrefix = 'id:';

/** How a detail to confirm is named on the client's page and Today. */
export const contactChannelLabels: Record<ContactChannel, string> = {
  email: 'E-mail',
  phone: 'Phone',
  idNumber: 'ID number',
};

/**
 * What the adviser reads about where a private link or a message about the client went (D31): only
 * to an address and a number confirmed as theirs.
 */
export const privateLinkTexts = {
  emailed: 'The link was e-mailed to them.',
  notEmailed: 'They have no e-mail address confirmed as theirs: send them the link.',
  notByWhatsApp:
    'Not by WhatsApp: they have no number confirmed as theirs. A number they gave in their portal is confirmed on their page once you have checked it with them.',
  numberNotConfirmed: (phone: string) =>
    `${phone} is not confirmed as theirs, so nothing about them goes to it by WhatsApp. Call them to check it, then confirm it on their page or correct it with Edit.`,
} as const;

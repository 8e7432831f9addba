import { z } from 'zod';
import { clientSources, clientStages } from '../domain/clients/stages';
import { optionalEmail, optionalName, optionalPhone, requiredName } from './fields';
import { clientRelations } from './relations';

/**
 * `POST /api/admin/clients` (issue 43): a client added by hand. The update's fields (`name`,
 * `email`, `phone`, `idNumber`, `adviserId`) plus `source` and `stage`, more addresses and numbers,
 * the date of birth, the address and household links. Everything the adviser types is confirmed
 * (D31). A likely duplicate answers 409 with the existing client's id unless `confirmedNew`.
 */
export const moreContactsMax = 4;

export const clientCreateSchema = z
  .object({
    name: requiredName('Name is required'),
    email: optionalEmail(),
    phone: optionalPhone().default(''),
    /** Further e-mail addresses and phone numbers of theirs. */
    emails: z
      .array(optionalEmail())
      .max(moreContactsMax, `At most ${moreContactsMax} more addresses`)
      .default([]),
    phones: z
      .array(optionalPhone())
      .max(moreContactsMax, `At most ${moreContactsMax} more numbers`)
      .default([]),
    idNumber: z.string().trim().max(40, 'At most 40 characters').default(''),
    /** YYYY-MM-DD or ''; taken from a Namibian ID number when left empty. */
    dateOfBirth: z.string().trim().max(10, 'Enter the date as YYYY-MM-DD').default(''),
    address: optionalName(300),
    source: z.enum(clientSources, { error: 'Choose how they came to you' }).default('other'),
    /** Who referred them, or what "other" was. */
    sourceDetail: optionalName(),
    stage: z.enum(clientStages, { error: 'Choose prospect, client or former client' }).default('prospect'),
    adviserId: z.uuid({ error: 'Choose someone from the team' }).nullable().default(null),
    relations: z
      .array(
        z.strictObject({
          otherClientId: z
            .string()
            .trim()
            .min(1, 'Choose the other client')
            .max(64, 'Choose the other client'),
          relation: z.enum(clientRelations, { error: 'Choose how they are related' }),
        }),
      )
      .max(10, 'At most 10 household links at once')
      .default([]),
    /** The adviser saw the likely duplicate and says this is someone else. */
    confirmedNew: z.boolean().default(false),
  })
  .strict();
export type ClientCreateInput = z.input<typeof clientCreateSchema>;
export type ClientCreate = z.output<typeof clientCreateSchema>;

/** The 409's `duplicate`: the client the details lead to. */
export interface LikelyDuplicate {
  id: string;
  name: string;
  /** What matched, as the adviser typed it: the e-mail, the phone or the ID number. */
  matched: string;
  /** Their phone or e-mail, to tell them apart. */
  contact: string;
  stageLabel: string;
}

/** "Johanna Nghipondoka, +264 81 234 5671, is already a client: open her page instead." */
export function duplicateMessage(duplicate: LikelyDuplicate): string {
  const who = duplicate.contact ? `${duplicate.name}, ${duplicate.contact},` : duplicate.name;
  const what =
    duplicate.stageLabel === 'Client'
      ? 'a client'
      : `in the client book (${duplicate.stageLabel.toLowerCase()})`;
  return `${who} is already ${what}: open their page instead`;
}

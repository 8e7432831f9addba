import { windhoekDateLabel, windhoekTimeLabel } from '../domain/windhoek-time';

/**
 * Records of advice confirmed by the client (issue 32): the texts, rules and shapes the client's
 * pages use without the schemas (shared/advice-records.ts), so they need no zod before they are
 * interactive (issue 22).
 */

/** Days an "Ask to confirm" link works. */
export const adviceConfirmationDays = 30;

/** The statement the client confirms, word for word as it goes on the copy's last page. */
export const adviceStatement =
  'I received this record of advice, read it, and understood the advice it gives.';

export const adviceMessages = {
  fullName: 'Type your full name',
  fullNameTooLong: 'Write at most 120 characters',
  fullNameLetters: 'Type your full name in letters',
  fullNameTwoWords: 'Type your full name: your first name and surname',
  understood: 'Tick the box to confirm you received and understood the advice',
} as const;

/** What is wrong with a typed full name (trimmed), or undefined: the schema and the page both use it. */
export function fullNameProblem(name: string): string | undefined {
  if (name.length < 3) return adviceMessages.fullName;
  if (name.length > 120) return adviceMessages.fullNameTooLong;
  if (!/\p{L}/u.test(name) || /[\p{Cc}<>]/u.test(name)) return adviceMessages.fullNameLetters;
  if (name.split(/\s+/).length < 2) return adviceMessages.fullNameTwoWords;
  return undefined;
}

export interface AdviceConfirmInput {
  fullName: string;
  understood: true;
}

/** The page's own check before it sends: one message per field, as the API would answer. */
export function adviceConfirmProblems(input: { fullName: string; understood: boolean }): {
  fullName?: string;
  understood?: string;
} {
  const fullName = fullNameProblem(input.fullName.trim());
  return {
    ...(fullName ? { fullName } : {}),
    ...(input.understood ? {} : { understood: adviceMessages.understood }),
  };
}

export type AdviceStatus = 'open' | 'confirmed' | 'withdrawn';

/** One "Ask to confirm" as the adviser sees it. */
export interface AdviceRecord {
  id: string;
  documentId: string;
  fileName: string;
  /** SHA-256 of the document the client was asked about (hex). */
  sha256: string;
  status: AdviceStatus;
  expiresAt: string;
  createdAt: string;
  confirmedName: string | null;
  confirmedAt: string | null;
  confirmedIp: string | null;
  confirmedBrowser: string | null;
  /** The copy with the confirmation as its last page. */
  confirmedDocumentId: string | null;
}

/** The answer to a new "Ask to confirm": the link to send (shown once: only its hash is kept). */
export interface AdviceRecordCreated extends AdviceRecord {
  link: string;
  emailed: boolean;
  whatsappText: string;
  /**
   * Where the WhatsApp text may go: their phone in E.164 when it is confirmed as theirs (D31), else
   * null (the link is copied and sent by hand).
   */
  whatsappTo: string | null;
}

/** What the client's page shows. */
export interface AdviceForClient {
  firstName: string;
  /** "Dear Maria": how the page greets them (issue 44: one greeting everywhere). */
  greeting: string;
  fileName: string;
  sha256: string;
  status: 'open' | 'confirmed';
  confirmedName: string | null;
  confirmedAt: string | null;
  expiresAt: string;
}

/** "Confirmed by Maria Shikongo on 3 December 2026" (the Windhoek calendar). */
export function confirmedLine(name: string, at: string): string {
  return `Confirmed by ${name} on ${windhoekDateLabel(at)}`;
}

/** "3 December 2026 at 10:15 AM (Windhoek time)": the moment on the copy's last page. */
export function confirmedMoment(at: string): string {
  return `${windhoekDateLabel(at)} at ${windhoekTimeLabel(at)} (Windhoek time)`;
}

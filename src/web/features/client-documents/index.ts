/**
 * What a client sees of their documents and records of advice (the portal's /my, and /advice and
 * /documents from a link): a feature of its own so those pages take none of the back office's
 * document pieces, whose modules build schemas when loaded (issue 57; loads no zod).
 */
export { ConfirmAdvice, RequestedDocumentRow } from './parts';

/** Its pages and islands, each loaded when needed (its own chunk). */
export const loadAdviceConfirmationPage = () => import('./AdviceConfirmationPage');
export const loadRequestedDocumentsPage = () => import('./RequestedDocumentsPage');

export {
  type OutboxRowForMail,
  queueEnquiryEmails,
  type WorkshopMailContext,
  workshopMailKinds,
} from './messages';
export type { MailContextLoader } from './sender';

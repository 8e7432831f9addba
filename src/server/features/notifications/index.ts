export {
  type BookingMailContext,
  bookingMailKinds,
  documentsRequestKind,
  type OutboxRowForMail,
  queueDocumentsRequest,
  queueEnquiryEmails,
  queueReviewInvitation,
  type WorkshopMailContext,
  workshopMailKinds,
} from './messages';
export { firstMailContext, type MailContextLoader } from './sender';

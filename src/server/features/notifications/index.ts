export {
  adviceConfirmationKind,
  type BookingMailContext,
  bookingMailKinds,
  documentsRequestKind,
  newsletterConfirmationKind,
  type OutboxRowForMail,
  portalCodeKind,
  queueClientEmail,
  queueDocumentsRequest,
  queueEnquiryEmails,
  queueReviewInvitation,
  type WorkshopMailContext,
  workshopMailKinds,
} from './messages';
export { firstMailContext, type MailContextLoader } from './sender';

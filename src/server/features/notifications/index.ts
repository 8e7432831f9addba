export {
  adviceConfirmationKind,
  type BookingMailContext,
  bookingMailKinds,
  documentsRequestKind,
  type NewsletterMailContext,
  newsletterConfirmationKind,
  newsletterKind,
  newsletterTestKind,
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

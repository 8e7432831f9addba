export {
  type BookingMailContext,
  bookingMailKinds,
  type OutboxRowForMail,
  queueEnquiryEmails,
  queueReviewInvitation,
  type WorkshopMailContext,
  workshopMailKinds,
} from './messages';
export { firstMailContext, type MailContextLoader } from './sender';

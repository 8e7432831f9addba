/**
 * The invitation to a yearly review and the booking it leads to (issue 31): plain strings in a
 * module of their own, as the wizard's provider is on every public page (no schema comes with them).
 */
/** Where an invitation to a yearly review leads: the booking wizard, the review as its topic. */
export const reviewBookingPath = '/?book=review';
/** The wizard's topic for a review booked from an invitation ("Other", with this text). */
export const reviewBookingTopic = 'Yearly review of my policies';
/** The outbox's kind of the invitation e-mail, filed under the client's id. */
export const reviewInvitationKind = 'review-invitation';

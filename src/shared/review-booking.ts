/**
 * The invitation to a yearly review and the booking it leads to (issue 31): plain strings in a
 * module of their own, as the wizard's provider is on every public page (no schema comes with them).
 */
/**
 * Where an invitation to a yearly review leads (issue 44): the client's own page, which opens the
 * review's times once they are signed in (their name known, the topic set), not the first-
 * consultation wizard (not `?book=`: that opens the wizard on any public page). The wizard still
 * opens on the review from `/?book=review`, the link of the invitations sent before.
 */
export const reviewBookingPath = '/my?next=review';
/** The wizard's topic for a review booked from an invitation ("Other", with this text). */
export const reviewBookingTopic = 'Yearly review of my policies';
/** The outbox's kind of the invitation e-mail, filed under the client's id. */
export const reviewInvitationKind = 'review-invitation';

/**
 * One card per person and need (issue 59: New Leads held 15 cards for fewer people, one person
 * three times). An enquiry's need is its kind and what it is about: a consultation's topic, a
 * questionnaire's flow, a quote's kinds of cover, a book's or a guide's title; a funeral
 * application, an FNA, each is one need. A second enquiry of a person with a card still open for
 * the same need is added to that card, not made a card of its own.
 *
 * A workshop seat is not a sale: a registration makes no card (the workshop's list and the
 * client's timeline have it), so the answer is null.
 */
export function cardNeed(type: string, about = ''): string | null {
  if (type === 'workshop-registration') return null;
  const subject = about.trim().toLowerCase().replace(/\s+/g, ' ');
  return subject ? `${type}:${subject}` : type;
}

/** What the open card of the same need gets in its notes when the person asks again. */
export function askedAgainNote(dayLabel: string, summary: string): string {
  return `Asked again on ${dayLabel}: ${summary}`;
}

/**
 * One greeting to a client everywhere (issue 44): their first name, "Dear Martha", in every e-mail,
 * WhatsApp text and page addressed to them ("Dear client" when the name is not known).
 */
export function firstNameOf(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

export function greeting(name: string | null | undefined): string {
  return `Dear ${firstNameOf(name) || 'client'}`;
}

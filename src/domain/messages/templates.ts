/**
 * The adviser's message templates (issue 33), filled in for one client: `{firstName}` and the
 * adviser's details where the template names them. A name the template does not know is left as
 * written, so a typo shows in the preview instead of vanishing.
 */

export const templatePlaceholders = [
  'firstName',
  'adviserName',
  'businessName',
  'phone',
  'email',
  'bookingLink',
] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];

export type TemplateValues = Record<TemplatePlaceholder, string>;

/** The first word of a name, for "Dear Maria": nothing when there is no name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (templatePlaceholders as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
}

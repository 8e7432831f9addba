import type { ServiceText, WebsiteTexts } from '../shared/website-texts';
import { servicePages } from './service-pages';
import type { ServiceSlug } from './services';

/** The line under a service page's introduction before the adviser writes one (D34: no claim). */
export const defaultStrapline = (adviserName: string) => `Independent advice from ${adviserName}.`;

/** What a service page says (issue 58): the adviser's text, else the spec's, word for word. */
export function serviceTextOf(texts: WebsiteTexts, slug: ServiceSlug, adviserName: string): ServiceText {
  const changed = texts.services[slug];
  if (changed) return changed;
  const original = servicePages[slug];
  return {
    intro: original.intro,
    strapline: defaultStrapline(adviserName),
    benefits: [...original.benefits],
    included: [...original.included],
    process: [
      ...original.process.map((step) => ({ title: step.title, text: step.text })),
    ] as ServiceText['process'],
  };
}

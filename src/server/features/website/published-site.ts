import type { SiteConfig } from '../../../content/site';
import { socialSlots, type WebsiteContent } from '../../../shared/website';
import { publicClaims } from '../../../shared/website-claims';
import { proseHtml } from './prose';

/**
 * The site the public pages, e-mails and letters speak for: the install's own settings (its
 * address, backups) with the published details over them.
 */
export function publishedSite(install: SiteConfig, content: WebsiteContent): SiteConfig {
  const { details } = content;
  return {
    ...install,
    businessName: details.businessName,
    adviserName: details.adviserName,
    adviserCode: details.adviserCode,
    phone: details.phone,
    whatsappNumber: details.whatsappNumber,
    email: details.email,
    streetAddress: details.streetAddress,
    hours: details.hours,
    hoursNote: details.hoursNote,
    registration: details.registration,
    memberships: details.memberships,
    social: Object.fromEntries(
      socialSlots.map((slot) => [slot, { name: install.social[slot].name, url: details.social[slot] }]),
    ) as SiteConfig['social'],
    claims: publicClaims(content.claims),
    logo: details.logo,
    photo: details.photo,
    funeralTables: content.prices.funeralTables,
    rates: content.prices.rates,
    articles: content.texts.articles,
    // Every page's data carries the site: a PDF's name as uploaded is the team's, not the visitors'
    // (they get `<guide>.pdf`), so only its id and size are published.
    guides:
      content.texts.guides?.map((guide) =>
        guide.file ? { ...guide, file: { ...guide.file, name: `${guide.id}.pdf` } } : guide,
      ) ?? null,
    homeTexts: {
      tagline: content.texts.home.tagline ?? null,
      heroIntroHtml: content.texts.home.heroIntro ? proseHtml(content.texts.home.heroIntro) : null,
      aboutHtml: content.texts.home.about ? proseHtml(content.texts.home.about) : null,
    },
    legalTexts: {
      html: Object.fromEntries(
        Object.entries(content.texts.legal).flatMap(([block, text]) =>
          text ? [[block, proseHtml(text)]] : [],
        ),
      ),
      updated: content.texts.legalChangedOn,
    },
    serviceTexts: Object.fromEntries(
      Object.entries(content.texts.services).map(([slug, text]) => [
        slug,
        {
          introHtml: proseHtml(text.intro),
          strapline: text.strapline,
          benefits: text.benefits,
          included: text.included,
          process: text.process.map((step) => ({ title: step.title, html: proseHtml(step.text) })),
        },
      ]),
    ),
  };
}

import { windhoekDateLabel } from '../domain/windhoek-time';
import type { LegalBlock } from '../shared/website-texts';
import { backupParagraph, retentionParagraph } from './retention';
import type { SiteConfig } from './site';

/**
 * The privacy policy, terms and compliance pages (DECISIONS D8), built from the site
 * configuration so the business's name and contact details are the adviser's own. Plain words:
 * what each form collects and why, who sees it, how long it is kept, how to ask for it.
 */

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** The adviser's own text for the section (issue 58), as HTML the server sanitised. */
  html?: string;
}

/**
 * The legal pages' blocks the practice writes for itself (issue 58), as the site says them before
 * the adviser does: Markdown, built from the business details. The Website area starts from these.
 */
export function legalDefaults(
  site: Pick<
    SiteConfig,
    'businessName' | 'adviserName' | 'registration' | 'email' | 'phone' | 'streetAddress'
  >,
): Record<LegalBlock, string> {
  const contact = contactLine(site);
  return {
    whoWeAre: `This website belongs to ${site.businessName} (${site.adviserName}), an independent financial adviser and insurance broker in Namibia. ${site.registration}. We are responsible for the personal information you give us here.`,
    independence:
      'We are independent: we are not owned by an insurer or a product provider, and we compare products from several of them before we recommend one.',
    pay: [
      'Our first consultation is free. When you take out a policy or an investment through us, the insurer or product provider pays us commission, within the limits set by law. We tell you the amount before you sign, and it is shown in your policy documents. Where we charge a fee instead, we agree it with you in writing first.',
      'We do not accept gifts or incentives that could influence our advice. If a conflict of interest arises, we tell you and explain how we manage it.',
    ].join('\n\n'),
    complaints: [
      `- Tell us first: ${contact}. We acknowledge a complaint within 2 working days and answer it in full within 14 days.`,
      '- If your complaint is about a policy or a claim, you may also take it to the insurer concerned.',
      '- If you are not satisfied with our answer, you may refer the complaint to NAMFISA.',
    ].join('\n'),
  };
}

const contactLine = (site: Pick<SiteConfig, 'email' | 'phone' | 'streetAddress'>) =>
  `${site.email}, ${site.phone} or ${site.streetAddress}`;

/** A section the adviser rewrote shows their text; the others the site's. */
const written = (site: SiteConfig, block: LegalBlock, section: LegalSection): LegalSection => {
  const html = site.legalTexts.html[block];
  return html ? { heading: section.heading, html } : section;
};

/** "Last updated": the day the adviser last changed a block, else the site's texts' date. */
export function legalUpdatedOn(site: SiteConfig): string {
  const day = site.legalTexts.updated;
  // Noon UTC is the same day in Windhoek (UTC+2): '1 December 2026'.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? windhoekDateLabel(`${day}T12:00:00.000Z`) : legalUpdated;
}

export type LegalPath = '/privacy' | '/terms' | '/compliance';

/** The date these texts were last changed: shown on each page. */
export const legalUpdated = '22 November 2026';

/** What each part of the site asks for, and why: the privacy policy's core. */
export const dataCollected: readonly { where: string; what: string; why: string }[] = [
  {
    where: 'Free consultation request',
    what: 'topic, urgency, your description of your situation, name, phone, e-mail (optional), consent',
    why: 'to call you back and prepare for the consultation',
  },
  {
    where: 'Questionnaires',
    what: 'your answers, name, e-mail and phone',
    why: 'to understand what you need before we talk, and to contact you',
  },
  {
    where: 'Quote request',
    what: 'who is to be covered, the cover you need, your situation, name, e-mail and phone',
    why: 'to obtain quotes from insurers and send them to you',
  },
  {
    where: 'Funeral cover application',
    what: 'the details of the people to be covered, the cover chosen, and your contact details',
    why: 'to arrange the cover with the insurer',
  },
  {
    where: 'Financial Needs Analysis and client needs analysis',
    what: 'your income, expenses, assets, debts, cover, goals and contact details',
    why: 'to produce your report and give advice that fits your circumstances',
  },
  {
    where: 'Workshop registration',
    what: 'name, e-mail and phone',
    why: 'to confirm your place and send you the workshop details',
  },
  {
    where: 'Newsletter and free downloads',
    what: 'your e-mail address',
    why: 'to send the newsletter or the guide you asked for; you can unsubscribe at any time',
  },
];

export function legalSections(site: SiteConfig): Record<LegalPath, readonly LegalSection[]> {
  const contact = contactLine(site);
  const defaults = legalDefaults(site);
  return {
    '/privacy': [
      written(site, 'whoWeAre', { heading: 'Who we are', paragraphs: [defaults.whoWeAre] }),
      {
        heading: 'What we collect, and why',
        paragraphs: [
          'We only collect what you type into a form and send to us. Each form asks for the following:',
        ],
        list: dataCollected.map((item) => `${item.where}: ${item.what}; ${item.why}.`),
      },
      {
        heading: 'What stays on your device',
        paragraphs: [
          'The calculators and the budget planner work in your browser. Their figures are not sent to us. The budget planner keeps your figures in your browser so you can come back to them; clearing your browser data removes them.',
          'We use no advertising or tracking cookies and no analytics that follow you across sites. The back office uses one cookie to keep the adviser signed in.',
        ],
      },
      {
        heading: 'Who sees your information',
        paragraphs: [
          `Only ${site.adviserName} and the staff of ${site.businessName} who work on your enquiry. We never sell or rent your information. When you ask for a quote or cover, we share the details needed with the insurers or product providers concerned, and only for that purpose. We also disclose information where Namibian law requires it (for example to NAMFISA or the Financial Intelligence Centre).`,
        ],
      },
      {
        heading: 'How long we keep it',
        // The periods the retention job applies (content/retention.ts, DECISIONS D24).
        paragraphs: [retentionParagraph(), backupParagraph(site.backupKeepDays)],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may ask for a copy of the information we hold about you, ask us to correct it, or ask us to delete it where we are not required to keep it. Contact us at ${contact}. We answer within 14 days.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Information travels to us encrypted (HTTPS) and is stored on servers only the adviser can reach, behind a password. We treat it as confidential, as the right to privacy in Article 13 of the Namibian Constitution and our professional codes require.',
        ],
      },
    ],
    '/terms': [
      {
        heading: 'About these terms',
        paragraphs: [
          `These terms apply to your use of the website of ${site.businessName}. By using the site you accept them.`,
        ],
      },
      {
        heading: 'Information, not advice',
        paragraphs: [
          'The information on this website is for general information only and is not investment advice. Speak to a qualified financial adviser about your own circumstances before you make any financial decision.',
          'The calculators give estimates from the figures you enter and the assumptions shown with each result. Actual returns, interest rates, premiums and tax can differ. A quote or a premium shown on this site is an indication until the insurer has accepted the application.',
        ],
      },
      {
        heading: 'Your information',
        paragraphs: [
          'When you send us a form, you confirm that the information is yours or that you may share it (for example, the family members you add to a funeral cover application). Our privacy policy explains how we use it.',
        ],
      },
      {
        heading: 'Links to other websites',
        paragraphs: [
          'Articles and social media links open other websites. We are not responsible for their content or their privacy practices.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          `${site.businessName} is not liable for any loss that results from relying on the general information or calculator results on this site without advice. Nothing in these terms limits the rights you have under Namibian law or the protection you have as a client under the rules of NAMFISA.`,
        ],
      },
      {
        heading: 'Law',
        paragraphs: ['These terms are governed by the laws of the Republic of Namibia.'],
      },
      {
        heading: 'Questions',
        paragraphs: [`Contact us at ${contact}.`],
      },
    ],
    '/compliance': [
      {
        heading: 'Regulatory status',
        paragraphs: [
          `${site.businessName}: ${site.registration}. The Namibia Financial Institutions Supervisory Authority (NAMFISA) supervises insurance brokers and financial advisers in Namibia.`,
        ],
      },
      written(site, 'independence', { heading: 'Independence', paragraphs: [defaults.independence] }),
      written(site, 'pay', {
        heading: 'How we are paid, and conflicts of interest',
        paragraphs: defaults.pay.split('\n\n'),
      }),
      {
        heading: 'Knowing our clients',
        paragraphs: [
          'Before we arrange some products, Namibian law requires us to confirm who you are (for example with your ID and proof of address) and, for investments, where the money comes from.',
        ],
      },
      written(site, 'complaints', {
        heading: 'Complaints',
        list: defaults.complaints.split('\n').map((item) => item.replace(/^- /, '')),
      }),
      {
        heading: 'Information only',
        paragraphs: [
          'The information on this website is for general information only and is not investment advice. Speak to a qualified financial adviser about your own circumstances before you make any financial decision.',
        ],
      },
    ],
  };
}

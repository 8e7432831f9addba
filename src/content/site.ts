import type { SiteConfig } from './site-env';

/**
 * The business identity (DECISIONS D1). Every page, e-mail and report reads the adviser's name,
 * phone, WhatsApp number, e-mail, address, hours and social links from the configuration and
 * nowhere else. The defaults are obviously fake examples; a deployment sets the SITE_* environment
 * variables (site-env.ts parses them; it stays out of the browser bundle, as does zod).
 */

export type { SiteConfig } from './site-env';

/**
 * Days of backups `npm run db:backup` keeps (issue 30), which the privacy page states;
 * `BACKUP_KEEP_DAYS` changes it. Here rather than in retention.ts: this module is in every page's
 * first JavaScript, and importing that one would bring its texts along (measured: 0.5 KB on `/`).
 */
export const defaultBackupKeepDays = 35;

export const defaultSiteConfig: SiteConfig = {
  siteUrl: 'http://localhost:3000',
  businessName: 'Example Financial Advisers',
  adviserName: 'Alex Example',
  adviserCode: 'EX-0001',
  phone: '+264 61 000 0000',
  whatsappNumber: '264810000000',
  email: 'adviser@example.com',
  streetAddress: '1 Example Street, Windhoek, Namibia',
  hoursWeekdays: 'Mon-Fri 9AM-6PM',
  hoursSaturday: 'Sat 9AM-2PM',
  registration: 'Registered with NAMFISA and a member of NAIB',
  social: {
    shortVideo: { name: 'TikTok', url: 'https://www.tiktok.com/@example' },
    professionalNetwork: { name: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
    video: { name: 'YouTube', url: 'https://www.youtube.com/@example' },
    photo: { name: 'Instagram', url: 'https://www.instagram.com/example' },
  },
  backupKeepDays: defaultBackupKeepDays,
};

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function whatsappHref(whatsappNumber: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

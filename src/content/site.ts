/**
 * The business identity (DECISIONS D1). Every page, e-mail and report reads the adviser's name,
 * phone, WhatsApp number, e-mail, address, hours and social links from the configuration and
 * nowhere else. The defaults are obviously fake examples; a deployment sets the SITE_* environment
 * variables (site-env.ts parses them; it stays out of the browser bundle, as does zod).
 */

export { defaultBackupKeepDays, defaultSiteConfig, type SiteConfig } from './site-defaults';

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

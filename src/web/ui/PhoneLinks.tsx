import { telHref, whatsappHref } from '../../content/site';

/**
 * A phone number to tap (issue 44): the number as a `tel:` link that never wraps mid-number, and
 * WhatsApp beside it. Without a number a phone can dial (`phoneE164` null), the number as text.
 */
export function PhoneLinks({
  phone,
  phoneE164,
  name,
  compact = false,
}: {
  phone: string;
  phoneE164: string | null | undefined;
  /** Whose number: the links' accessible names say it ("Call Maria", "WhatsApp Maria"). */
  name?: string;
  /** In a dense list: targets of 32 px, not 44 (still above WCAG's 24). */
  compact?: boolean;
}) {
  const height = compact ? 'min-h-8' : 'min-h-11';
  if (!phone) return null;
  if (!phoneE164) return <span className="whitespace-nowrap">{phone}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <a
        href={telHref(phoneE164)}
        className={`inline-flex ${height} items-center font-medium whitespace-nowrap text-brand-800 underline`}
        aria-label={name ? `Call ${name}, ${phone}` : undefined}
      >
        {phone}
      </a>
      <a
        href={whatsappHref(phoneE164.replace(/\D/g, ''))}
        target="_blank"
        rel="noopener noreferrer"
        className={`inline-flex ${height} items-center font-medium whitespace-nowrap text-emerald-800 underline`}
        aria-label={name ? `WhatsApp ${name}` : undefined}
      >
        WhatsApp
      </a>
    </span>
  );
}

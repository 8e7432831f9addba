import { mailtoHref, telHref, whatsappHref } from '../../../content/site';
import { siteConfig } from '../../lib/site-config';
import { ExternalButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/**
 * The consultation dialog every call to action opens. Until the 7-step booking wizard lands
 * (lead-capture issue), it offers the three ways to reach the adviser that already work.
 */
export default function ConsultationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { adviserName, phone, whatsappNumber, email, hoursWeekdays, hoursSaturday } = siteConfig;
  const greeting = `Hello ${adviserName}, I would like to book a free consultation.`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Book Your Free Consultation"
      description={`Talk to ${adviserName} about insurance, debt, savings, investments or retirement. The first consultation is free and there is no obligation.`}
    >
      <ul className="grid gap-3 sm:grid-cols-3">
        <li>
          <ExternalButtonLink href={telHref(phone)} variant="primary" className="w-full">
            Call {phone}
          </ExternalButtonLink>
        </li>
        <li>
          <ExternalButtonLink
            href={whatsappHref(whatsappNumber, greeting)}
            variant="secondary"
            className="w-full"
            newTab
          >
            WhatsApp
          </ExternalButtonLink>
        </li>
        <li>
          <ExternalButtonLink href={mailtoHref(email)} variant="secondary" className="w-full">
            E-mail
          </ExternalButtonLink>
        </li>
      </ul>
      <p className="mt-5 text-sm text-slate-600">
        Office hours: {hoursWeekdays}, {hoursSaturday}.
      </p>
    </Dialog>
  );
}

import { whatsappHref } from '../../../content/site';
import { privateLinkTexts } from '../../../shared/contact-details';
import { Button, buttonClasses } from '../../ui/Button';
import { toast } from '../../ui/toast-store';

/**
 * A private link just made for a client (a request for documents, "Ask to confirm"): whether it
 * was e-mailed, the link itself, and a WhatsApp text to send with one tap (the link is shown once:
 * only its hash is kept). Both go only to what is confirmed as theirs (D31): the server says where
 * (`emailed`, `whatsappTo`); a number they gave in their portal, or one that is another client's,
 * gets no link until the adviser confirms it on their page.
 */
export function SendLink({
  emailed,
  link,
  whatsappText,
  whatsappTo,
  onDone,
}: {
  emailed: boolean;
  link: string;
  whatsappText: string;
  whatsappTo: string | null;
  onDone: () => void;
}) {
  return (
    <div className="space-y-3">
      <p className="text-slate-800">{emailed ? privateLinkTexts.emailed : privateLinkTexts.notEmailed}</p>
      {whatsappTo ? null : <p className="text-sm text-slate-700">{privateLinkTexts.notByWhatsApp}</p>}
      <p className="rounded-lg bg-slate-50 p-3 text-sm break-all text-slate-800">{link}</p>
      <div className="flex flex-wrap gap-2">
        {whatsappTo ? (
          <a
            href={whatsappHref(whatsappTo.replace(/^\+/, ''), whatsappText)}
            target="_blank"
            rel="noopener"
            className={buttonClasses('primary', 'sm')}
          >
            Send by WhatsApp
          </a>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => toast({ title: 'Link copied' }),
              () =>
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description: 'The link could not be copied.',
                }),
            )
          }
        >
          Copy the link
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

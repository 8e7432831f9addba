import { useState } from 'react';
import { whatsappHref } from '../../../content/site';
import { fillTemplate, firstNameOf, type TemplateValues } from '../../../domain/messages/templates';
import { type ClientDetails, emailSubject, whatsAppGreeting } from '../../../shared/clients';
import { privateLinkTexts } from '../../../shared/contact-details';
import { greeting } from '../../../shared/greeting';
import { clientEmailSchema } from '../../../shared/message-templates';
import { reviewBookingPath } from '../../../shared/review-booking';
import { fieldErrors } from '../../lib/field-errors';
import { describeError, RequestError } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useAdminSession } from '../admin';
import { useEmailClient, useTemplates } from './api/templates';

type Field = 'subject' | 'body' | 'to';

/**
 * What a template's placeholders stand for, for this client: signed by the one writing (their
 * name, issue 43), the practice's adviser while they have none.
 */
export function templateValuesFor(client: Pick<ClientDetails, 'name'>, writer?: string): TemplateValues {
  return {
    firstName: firstNameOf(client.name),
    adviserName: writer && !writer.includes('@') ? writer : siteConfig.adviserName,
    businessName: siteConfig.businessName,
    phone: siteConfig.phone,
    email: siteConfig.email,
    bookingLink: `${siteConfig.siteUrl}${reviewBookingPath}`,
  };
}

/**
 * "Write an e-mail" and "WhatsApp" on a client's page (issue 33): start from one of the adviser's
 * templates, filled in for this client, and change what is needed. The e-mail goes through the
 * site (Reply-To the adviser) and lands on their timeline as the contact; the WhatsApp text opens
 * in WhatsApp, ready to send.
 */
export function MessageDialog({
  client,
  mode,
  open,
  onOpenChange,
}: {
  client: ClientDetails;
  mode: 'email' | 'whatsapp';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const templates = useTemplates();
  const send = useEmailClient(client.id);
  const writer = useAdminSession().data?.name;
  const signedBy = writer && !writer.includes('@') ? writer : siteConfig.adviserName;
  const [templateId, setTemplateId] = useState('');
  // The e-mail starts as it always did (a subject about their enquiry, a greeting); a template replaces both.
  const [subject, setSubject] = useState(() =>
    mode === 'email' ? emailSubject(client.latestEnquiry, siteConfig.businessName) : '',
  );
  // WhatsApp starts from the greeting it always had; a template replaces it.
  const [body, setBody] = useState(() =>
    mode === 'whatsapp'
      ? whatsAppGreeting(client, client.latestEnquiry, {
          adviserName: signedBy,
          businessName: siteConfig.businessName,
        })
      : `${greeting(client.name)},\n\n`,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // D31: only a confirmed address receives anything; the picker shows which are.
  const confirmedAddresses = client.emailAddresses
    .filter((each) => each.confirmed)
    .map((each) => each.address);
  const [to, setTo] = useState(() =>
    confirmedAddresses.includes(client.email) ? client.email : (confirmedAddresses[0] ?? ''),
  );
  const values = templateValuesFor(client, writer);
  const whatsAppNumber = client.phoneE164.replace(/^\+/, '');

  const choose = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.items.find((item) => item.id === id);
    if (!template) return;
    setSubject(fillTemplate(template.subject, values));
    setBody(fillTemplate(template.body, values));
    setErrors({});
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = clientEmailSchema.safeParse({ subject, body, ...(to ? { to } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const { to } = await send.mutateAsync(parsed.data);
      toast({ title: 'E-mail sent', description: `It is on its way to ${to}, and on the timeline.` });
      onOpenChange(false);
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields) setErrors(fields as Partial<Record<Field, string>>);
      else toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  const title =
    mode === 'email' ? `Write an e-mail to ${client.name || client.email}` : `WhatsApp ${client.name}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <SelectField
          label="Start from a template"
          value={templateId}
          onChange={choose}
          options={[
            { value: '', label: templates.isPending ? 'Loading templates...' : 'None: write it yourself' },
            ...(templates.data?.items ?? []).map((template) => ({
              value: template.id,
              label: template.name,
            })),
          ]}
        />
        {mode === 'email' ? (
          <>
            <SelectField label="To" value={to} onChange={setTo} error={errors.to}>
              {confirmedAddresses.length === 0 ? <option value="">No confirmed address</option> : null}
              {client.emailAddresses.map((each) => (
                <option key={each.address} value={each.address} disabled={!each.confirmed}>
                  {each.confirmed
                    ? each.address
                    : `${each.address} (not confirmed: confirm it on their page)`}
                </option>
              ))}
            </SelectField>
            <p className="text-sm text-slate-700">Replies come to you.</p>
            <TextField
              label="Subject"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              error={errors.subject}
            />
          </>
        ) : null}
        <TextArea
          label={mode === 'email' ? 'Message' : 'WhatsApp text'}
          rows={10}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={errors.body}
        />
        {mode === 'whatsapp' && !client.phoneConfirmed ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {privateLinkTexts.numberNotConfirmed(client.phone)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {mode === 'email' ? (
            <Button type="submit" disabled={send.isPending || !to}>
              {send.isPending ? 'Sending...' : 'Send e-mail'}
            </Button>
          ) : client.phoneConfirmed ? (
            <a
              href={whatsappHref(whatsAppNumber, body)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Open in WhatsApp
            </a>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

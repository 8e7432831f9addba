import { useState } from 'react';
import { telHref } from '../../../content/site';
import {
  type ClientDetails,
  type ClientUpdate,
  clientDisplayName,
  clientUpdateSchema,
} from '../../../shared/clients';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { MessageDialog } from '../messages';
import { useUpdateClient } from './api/clients';

const actionClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The one-tap actions: call; WhatsApp and e-mail from the adviser's templates (issue 33), the
 * e-mail sent by the site so that it lands on the timeline as the contact.
 */
export function ContactActions({ client }: { client: ClientDetails }) {
  const [writing, setWriting] = useState<'email' | 'whatsapp' | null>(null);
  const name = clientDisplayName(client);
  return (
    <div className="flex flex-wrap gap-2">
      {/* D35: Call only a number confirmed as theirs (the server gives no phoneE164 otherwise); the
          WhatsApp dialog says why it will not open WhatsApp for one that is not. */}
      {client.phoneE164 ? (
        <a href={telHref(client.phoneE164)} className={actionClasses} aria-label={`Call ${name}`}>
          Call
        </a>
      ) : null}
      {client.phone ? (
        <button
          type="button"
          className={actionClasses}
          aria-label={`WhatsApp ${name}`}
          onClick={() => setWriting('whatsapp')}
        >
          WhatsApp
        </button>
      ) : null}
      {client.email ? (
        <button type="button" className={actionClasses} onClick={() => setWriting('email')}>
          Write an e-mail
        </button>
      ) : null}
      {writing ? (
        <MessageDialog
          client={client}
          mode={writing}
          open
          onOpenChange={(open) => (open ? undefined : setWriting(null))}
        />
      ) : null}
    </div>
  );
}

type Fields = 'name' | 'email' | 'phone' | 'idNumber';

/** The adviser corrects the client's details (audited on the server). */
export function EditClientDialog({
  client,
  open,
  onOpenChange,
}: {
  client: ClientDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateClient(client.id);
  // A role that may not see ID numbers gets none from the server (issue 34), and sends none back.
  const showsIdNumber = client.idNumber !== undefined;
  const [values, setValues] = useState<Partial<Record<Fields, string>>>({
    name: client.name,
    email: client.email,
    phone: client.phone,
    ...(showsIdNumber ? { idNumber: client.idNumber } : {}),
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const set = (field: Fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = clientUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ) as Partial<Record<Fields, string>>,
      );
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data as ClientUpdate);
      toast({ title: 'Saved', description: 'The client’s details are updated.' });
      onOpenChange(false);
    } catch (error) {
      const fields =
        error instanceof RequestError
          ? ((JSON.parse(error.bodyText || '{}') as { error?: { fields?: Record<string, string> } }).error
              ?.fields ?? {})
          : {};
      setErrors(fields as Partial<Record<Fields, string>>);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: describeError(error, 'Saving failed.'),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit client">
      <form noValidate onSubmit={save} className="space-y-4">
        <TextField
          label="Name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          optional
        />
        <TextField
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          optional
        />
        {showsIdNumber ? (
          <TextField
            label="ID number"
            value={values.idNumber ?? ''}
            onChange={set('idNumber')}
            error={errors.idNumber}
            optional
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

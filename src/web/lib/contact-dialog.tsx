import { useState } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { HoneypotField } from '../ui/Field';
import { FormTextField } from './form-fields';
import { FormProvider, FormStore, type Validation } from './form-store';

/** What the short public forms ask: the visitor's full name, e-mail and phone. */
export interface ContactDetails {
  fullName: string;
  email: string;
  phone: string;
}

const emptyContact: ContactDetails = { fullName: '', email: '', phone: '' };

/**
 * A dialog that asks the visitor's name, e-mail and phone (the book order, the workshop
 * registration): checked by `check` on submit, then as typed; the hidden honeypot beside them.
 * `onSend` gets the checked details and the honeypot's value, and `sent` to empty the form once
 * they are stored. The details stay while the dialog is closed and opened again.
 */
export function ContactDialog<Out>({
  open,
  onOpenChange,
  title,
  description,
  check,
  pending,
  submitLabel,
  pendingLabel,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  check: (values: ContactDetails) => Validation<Out>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSend: (values: Out, website: string, sent: () => void) => void;
}) {
  const [website, setWebsite] = useState('');
  const [form] = useState(() => new FormStore(emptyContact, check, { checkAsTyped: 'afterSubmit' }));
  const submit = form.handleSubmit((values) => onSend(values, website, () => form.reset()));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <FormProvider store={form}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <HoneypotField value={website} onChange={setWebsite} />
          <FormTextField label="Full name" name="fullName" autoComplete="name" maxLength={200} />
          <FormTextField label="E-mail" name="email" type="email" autoComplete="email" maxLength={254} />
          <FormTextField label="Phone" name="phone" type="tel" autoComplete="tel" maxLength={40} />
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}

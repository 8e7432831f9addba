import { useState } from 'react';
import type { z } from 'zod';
import {
  workshopRegistrationFormSchema,
  workshopRegistrationMessages,
} from '../../../shared/workshop-registration';
import type { PublicWorkshop } from '../../../shared/workshops';
import { ContactFields } from '../../lib/form-fields';
import { checkWith, FormProvider, FormStore } from '../../lib/form-store';
import { QueryProvider } from '../../lib/query-client';
import { RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { HoneypotField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useRegisterForWorkshop } from './api/register-for-workshop';

type FormInput = z.input<typeof workshopRegistrationFormSchema>;
type FormOutput = z.output<typeof workshopRegistrationFormSchema>;

const emptyForm: FormInput = { fullName: '', email: '', phone: '' };
const check = checkWith<FormInput, FormOutput>(workshopRegistrationFormSchema);

interface Props {
  workshop: PublicWorkshop;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a stored registration, so the page shows the seats left now. */
  onRegistered?: () => void;
}

/** The short registration form a workshop's Register button opens (DECISIONS D4). */
export default function WorkshopRegistrationDialog(props: Props) {
  return (
    <QueryProvider>
      <RegistrationForm {...props} />
    </QueryProvider>
  );
}

function RegistrationForm({ workshop, open, onOpenChange, onRegistered }: Props) {
  const [website, setWebsite] = useState('');
  const registration = useRegisterForWorkshop();
  const [form] = useState(() => new FormStore(emptyForm, check, { checkAsTyped: 'afterSubmit' }));

  const submit = form.handleSubmit((values) => {
    registration.mutate(
      { workshopId: workshop.id, workshopName: workshop.title, ...values, website },
      {
        onSuccess: (answer) => {
          // The database gives the seat (issue 19): a full workshop puts the visitor on its waiting list.
          toast(
            answer.status === 'waitlisted'
              ? {
                  title: workshopRegistrationMessages.waitlisted,
                  description: workshopRegistrationMessages.waitlistedDescription,
                }
              : {
                  title: workshopRegistrationMessages.success,
                  description: workshopRegistrationMessages.successDescription,
                },
          );
          form.reset();
          onOpenChange(false);
          onRegistered?.();
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: workshopRegistrationMessages.failure,
            description:
              (error instanceof RequestError ? error.serverMessage : undefined) ??
              workshopRegistrationMessages.failureFallback,
          });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Register: ${workshop.title}`}
      description="Leave your details and we will send you the confirmation, the venue or link, and how to pay."
    >
      <FormProvider store={form}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <HoneypotField value={website} onChange={setWebsite} />
          <ContactFields />
          <Button type="submit" size="lg" disabled={registration.isPending}>
            {registration.isPending ? 'Registering...' : 'Register'}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}

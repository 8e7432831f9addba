import type { z } from 'zod';
import {
  workshopRegistrationFormSchema,
  workshopRegistrationMessages,
} from '../../../shared/workshop-registration';
import type { PublicWorkshop } from '../../../shared/workshops';
import { type ContactDetails, ContactDialog } from '../../lib/contact-dialog';
import { checkWith } from '../../lib/form-store';
import { QueryProvider } from '../../lib/query-client';
import { RequestError } from '../../lib/request';
import { toast } from '../../ui/toast-store';
import { useRegisterForWorkshop } from './api/register-for-workshop';

const check = checkWith<ContactDetails, z.output<typeof workshopRegistrationFormSchema>>(
  workshopRegistrationFormSchema,
);

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
  const registration = useRegisterForWorkshop();
  return (
    <ContactDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Register: ${workshop.title}`}
      description="Leave your details and we will send you the confirmation, the venue or link, and how to pay."
      check={check}
      pending={registration.isPending}
      submitLabel="Register"
      pendingLabel="Registering..."
      onSend={(values, website, sent) =>
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
              sent();
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
        )
      }
    />
  );
}

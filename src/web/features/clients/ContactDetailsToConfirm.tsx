import { useId } from 'react';
import type { ClientDetails } from '../../../shared/clients';
import {
  type ContactClash,
  type ContactDetailAction,
  type ContactDetailToConfirm,
  contactChannelLabels,
  contactClashTexts,
  contactDetailActionLabels,
} from '../../../shared/contact-details';
import { formatDateTime } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Link, useNavigate } from '../../lib/router';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useContactDetailAction, useResolveClash } from './api/clients';

/**
 * D31 on the client's page: the e-mail addresses and numbers a later form (or their portal) added,
 * each with the form and time it came from. Until the adviser confirms one, nothing private goes
 * to it and it opens no portal. Also the clashes: a number one client gave that another has.
 */

const done: Record<ContactDetailAction, string> = {
  confirm: 'Contact detail confirmed',
  'new-person': 'Filed as a new person',
  remove: 'Contact detail removed',
};

/** The detail as the page shows it: the address, the number, or the ID number the form gave. */
export const detailValue = (detail: ContactDetailToConfirm) =>
  detail.channel === 'idNumber' ? (detail.idNumber ?? '') : detail.value;

function DetailRow({ clientId, detail }: { clientId: string; detail: ContactDetailToConfirm }) {
  const act = useContactDetailAction(clientId);
  const navigate = useNavigate();
  const run = (action: ContactDetailAction) =>
    act.mutateAsync({ action, key: detail.key }).then(
      (client) => {
        toast({ title: done[action], description: detailValue(detail) });
        if (action === 'new-person') navigate(`/admin/clients/${client.id}`);
      },
      (error: unknown) =>
        toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
    );
  return (
    <li className="rounded-xl border border-amber-200 bg-white p-3">
      <p className="break-words text-slate-900">
        <span className="font-semibold">{contactChannelLabels[detail.channel]}:</span> {detailValue(detail)}
      </p>
      <p className="text-sm text-slate-700">
        From: {detail.sourceLabel}
        {detail.enquirySummary ? ` (${detail.enquirySummary})` : ''}, {formatDateTime(detail.at)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={act.isPending} onClick={() => run('confirm')}>
          {contactDetailActionLabels.confirm}
        </Button>
        {detail.enquiryId ? (
          <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => run('new-person')}>
            {contactDetailActionLabels['new-person']}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => run('remove')}>
          {contactDetailActionLabels.remove}
        </Button>
      </div>
    </li>
  );
}

/** A number one client gave in their portal that another has; "Dealt with" takes it off both pages. */
function ClashRow({ clientId, clash }: { clientId: string; clash: ContactClash }) {
  const resolve = useResolveClash(clientId);
  const dealtWith = () =>
    resolve.mutateAsync(clash.id).then(
      () => toast({ title: 'Clash dealt with', description: clash.value }),
      (error: unknown) =>
        toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
    );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>
        {clash.direction === 'gave' ? contactClashTexts.gaveBefore : ''}
        <Link to={`/admin/clients/${clash.otherClientId}`} className="font-semibold underline">
          {clash.otherClientName}
        </Link>
        {clash.direction === 'gave'
          ? contactClashTexts.gave(clash.value, formatDateTime(clash.at), clash.otherClientName)
          : contactClashTexts.given(clash.value, formatDateTime(clash.at))}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={resolve.isPending}
        onClick={dealtWith}
        aria-label={`Dealt with: ${clash.value}, ${clash.otherClientName}`}
      >
        Dealt with
      </Button>
    </li>
  );
}

export function ContactDetailsToConfirm({ client }: { client: ClientDetails }) {
  const headingId = useId();
  if (client.detailsToConfirm.length === 0 && client.contactClashes.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Contact details to confirm
      </h2>
      {client.detailsToConfirm.length ? (
        <>
          <p className="mt-1 text-sm">
            A form gave these with an enquiry filed under this client. They are not confirmed as theirs: no
            sign-in code, link or e-mail goes to them until you confirm.
          </p>
          <ul className="mt-3 space-y-2">
            {client.detailsToConfirm.map((detail) => (
              <DetailRow key={detail.key} clientId={client.id} detail={detail} />
            ))}
          </ul>
        </>
      ) : null}
      {client.contactClashes.length ? (
        <ul className="mt-3 space-y-1">
          {client.contactClashes.map((clash) => (
            <ClashRow key={clash.id} clientId={client.id} clash={clash} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

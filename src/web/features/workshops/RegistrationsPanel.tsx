import { useState } from 'react';
import type { WorkshopRegistrationItem } from '../../../shared/workshops';
import { formatDateTime } from '../../lib/dates';
import { Link } from '../../lib/router';
import { toast } from '../../ui/toast-store';
import { useCancelRegistration, useMarkRegistration, useWorkshopRegistrations } from './api/admin-workshops';

const seatLabel = (item: WorkshopRegistrationItem) =>
  item.seatStatus === 'confirmed'
    ? 'Confirmed'
    : item.seatStatus === 'waitlisted'
      ? `Waiting list, ${item.waitingPosition}`
      : 'Cancelled';

/** A workshop's registrations and waiting list, with the paid and attended marks and the CSV (issue 19). */
export function RegistrationsPanel({ workshopId, title }: { workshopId: string; title: string }) {
  const registrations = useWorkshopRegistrations(workshopId);
  const mark = useMarkRegistration();
  const cancel = useCancelRegistration();
  // Two steps: the first click asks, the second cancels.
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancelOne = (item: WorkshopRegistrationItem) =>
    cancel.mutateAsync(item.id).then(
      (answer) => {
        setConfirming(null);
        const next = registrations.data?.find((entry) => entry.id === answer.promoted);
        toast({
          title: 'Registration cancelled',
          description: next
            ? `${next.name} gets the seat and is e-mailed.`
            : `${item.name}'s registration is cancelled.`,
        });
      },
      () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'The registration could not be cancelled.',
        }),
    );
  const toggle = (item: WorkshopRegistrationItem, field: 'paid' | 'attended', value: boolean) =>
    mark.mutateAsync({ id: item.id, marks: { [field]: value } }).then(
      () => toast({ title: 'Saved', description: `${item.name}: ${field} ${value ? 'ticked' : 'cleared'}.` }),
      () => toast({ variant: 'destructive', title: 'Error', description: 'The mark could not be saved.' }),
    );
  if (registrations.isError) return <p className="mt-3 text-red-700">Could not load the registrations.</p>;
  if (!registrations.data) return <p className="mt-3 text-slate-600">Loading...</p>;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 p-3">
      {registrations.data.length === 0 ? (
        <p className="text-slate-600">Nobody has registered yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Registrations for {title}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Contact
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Seat
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Paid
                </th>
                <th scope="col" className="px-2 py-1.5 font-semibold">
                  Attended
                </th>
              </tr>
            </thead>
            <tbody>
              {registrations.data.map((item) => (
                <tr key={item.id} className="border-t border-slate-100 align-top">
                  <td className="px-2 py-1.5">
                    {item.clientId ? (
                      <Link
                        to={`/admin/clients/${item.clientId}`}
                        className="font-semibold text-brand-800 underline"
                      >
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}
                    <span className="block text-xs text-slate-600">{formatDateTime(item.createdAt)}</span>
                  </td>
                  <td className="px-2 py-1.5 break-words">
                    {item.email}
                    <span className="block">{item.phone}</span>
                  </td>
                  <td className="px-2 py-1.5">{seatLabel(item)}</td>
                  {(['paid', 'attended'] as const).map((field) => (
                    <td key={field} className="px-2 py-1.5">
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-700"
                        checked={item[field]}
                        disabled={mark.isPending}
                        aria-label={`${field === 'paid' ? 'Paid' : 'Attended'}: ${item.name}`}
                        onChange={(event) => void toggle(item, field, event.target.checked)}
                      />
                    </td>
                  ))}
                  <td className="px-2 py-1.5 text-right whitespace-nowrap">
                    {item.seatStatus === 'cancelled' ? null : confirming === item.id ? (
                      <button
                        type="button"
                        className="rounded-md bg-red-700 px-2 py-1 font-semibold text-white hover:bg-red-800"
                        disabled={cancel.isPending}
                        onClick={() => void cancelOne(item)}
                      >
                        Confirm: cancel {item.name}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="rounded-md px-2 py-1 font-semibold text-red-800 hover:bg-red-50"
                        onClick={() => setConfirming(item.id)}
                      >
                        Cancel<span className="sr-only"> the registration of {item.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <a
        href={`/api/admin/workshops/${workshopId}/registrations.csv`}
        download
        className="mt-3 inline-flex min-h-9 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Export CSV<span className="sr-only">: registrations for {title}</span>
      </a>
    </div>
  );
}

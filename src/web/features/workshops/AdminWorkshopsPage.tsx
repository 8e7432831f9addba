import { useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { formatNad } from '../../../domain/money';
import type { AdminWorkshop } from '../../../shared/workshops';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { AdminGate } from '../admin';
import { useAdminWorkshops, useCancelWorkshop, useDuplicateWorkshop } from './api/admin-workshops';
import { RegistrationsPanel } from './RegistrationsPanel';
import { WorkshopFormDialog } from './WorkshopForm';

const statusStyles: Record<AdminWorkshop['status'], string> = {
  draft: 'bg-slate-100 text-slate-800',
  published: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-red-100 text-red-800',
};

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Error',
    description: describeError(error),
  });

function WorkshopList() {
  const list = useAdminWorkshops();
  const duplicate = useDuplicateWorkshop();
  const cancel = useCancelWorkshop();
  const [editing, setEditing] = useState<{ workshop: AdminWorkshop | null } | null>(null);
  const [cancelling, setCancelling] = useState<AdminWorkshop | null>(null);
  const [shown, setShown] = useState<Set<string>>(new Set());
  const toggleShown = (id: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const now = new Date().toISOString();

  if (list.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the workshops. Sign in again if your session has ended.
      </p>
    );
  return (
    <>
      <Button onClick={() => setEditing({ workshop: null })}>New workshop</Button>
      {list.isPending ? <p className="mt-4 text-slate-600">Loading...</p> : null}
      {list.data?.length === 0 ? (
        <p className="mt-4 text-slate-700">
          No workshops yet. Add your first with New workshop: the public workshops page lists only what you
          enter.
        </p>
      ) : null}
      <ul className="mt-4 space-y-3" aria-label="Workshops, latest first">
        {list.data?.map((workshop) => (
          <li key={workshop.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-bold break-words text-slate-900">{workshop.title}</h2>
                <p className="text-slate-700">
                  {formatDateTime(workshop.startsAt)} ·{' '}
                  {workshop.format === 'virtual' ? 'Virtual' : workshop.venue || 'In person'} ·{' '}
                  {workshop.priceCents === 0 ? 'Free' : formatNad(workshop.priceCents)}
                </p>
                <p className="text-sm text-slate-600">
                  {workshop.capacity === null
                    ? `${workshop.confirmed} registered`
                    : `${workshop.confirmed} of ${workshop.capacity} seats taken`}
                  {workshop.waitlisted ? `, ${workshop.waitlisted} on the waiting list` : ''}
                  {workshop.startsAt < now ? ' · past' : ''}
                </p>
              </div>
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusStyles[workshop.status]}`}
              >
                {workshop.status === 'draft'
                  ? 'Draft'
                  : workshop.status === 'published'
                    ? 'Published'
                    : 'Cancelled'}
              </span>
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={shown.has(workshop.id)}
                onClick={() => toggleShown(workshop.id)}
              >
                Registrations ({workshop.confirmed + workshop.waitlisted})
                <span className="sr-only">: {workshop.title}</span>
              </Button>
              {workshop.status !== 'cancelled' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing({ workshop })}
                  aria-label={`Edit ${workshop.title}`}
                >
                  Edit
                </Button>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                disabled={duplicate.isPending}
                aria-label={`Duplicate for next month: ${workshop.title}`}
                onClick={() =>
                  duplicate.mutateAsync(workshop.id).then(
                    (copy) =>
                      toast({
                        title: 'Workshop duplicated',
                        description: `A draft for ${formatDateTime(copy.startsAt)}.`,
                      }),
                    failed,
                  )
                }
              >
                Duplicate for next month
              </Button>
              {workshop.status !== 'cancelled' && workshop.startsAt > now ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setCancelling(workshop)}
                  aria-label={`Cancel workshop: ${workshop.title}`}
                >
                  Cancel workshop
                </Button>
              ) : null}
            </div>
            {shown.has(workshop.id) ? (
              <RegistrationsPanel workshopId={workshop.id} title={workshop.title} />
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? (
        <WorkshopFormDialog
          key={editing.workshop?.id ?? 'new'}
          workshop={editing.workshop}
          open
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="Cancel this workshop?"
        description={
          cancelling
            ? `${cancelling.title} on ${formatDateTime(cancelling.startsAt)}: every registrant (${cancelling.confirmed + cancelling.waitlisted}) is e-mailed, and registration closes.`
            : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setCancelling(null)}>
            Keep it
          </Button>
          <Button
            disabled={cancel.isPending}
            onClick={() => {
              if (!cancelling) return;
              void cancel.mutateAsync(cancelling.id).then(() => {
                toast({ title: 'Workshop cancelled', description: 'Every registrant is being e-mailed.' });
                setCancelling(null);
              }, failed);
            }}
          >
            Cancel workshop and e-mail registrants
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** /admin/workshops: the workshops the adviser runs (issue 19). */
export default function AdminWorkshopsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-5xl px-4 py-6">
          <h1 className="text-2xl font-bold text-slate-900">Workshops</h1>
          <p className="mt-1 mb-5 text-slate-600">Dates, seats and the waiting list of each workshop.</p>
          <WorkshopList />
        </div>
      )}
    </AdminGate>
  );
}

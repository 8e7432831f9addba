import { useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { dependantLabel } from '../../../domain/clients/dependants';
import { clientStageLabels } from '../../../domain/clients/stages';
import { type ClientDetails, clientDisplayName } from '../../../shared/clients';
import { pipelineStageLabel } from '../../../shared/pipeline';
import { useDocumentMeta } from '../../layout/Seo';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { describeError, RequestError } from '../../lib/request';
import { Link, useNavigate, useParams } from '../../lib/router';
import { Button } from '../../ui/Button';
import { PhoneFold } from '../../ui/PhoneFold';
import { toast } from '../../ui/toast-store';
import { AdminGate, useMayUse } from '../admin';
import { ClientHousehold, ClientPolicies, ClientReview } from '../book';
import { ClientDocuments, ClientIdentification } from '../documents';
import { AdviserResponsible } from './AdviserResponsible';
import { useClient, useMergeClient, useUndoMerge } from './api/clients';
import { ClientAppointments } from './ClientAppointments';
import { ClientStageField, howTheyCame } from './ClientStageField';
import { ContactActions, EditClientDialog } from './ContactCard';
import { ContactDetailsToConfirm } from './ContactDetailsToConfirm';
import { DataRequests } from './DataRequests';
import { FollowUpDialog } from './FollowUpDialog';
import { LogContactForm } from './LogContactForm';
import { TaskList } from './TaskList';
import { Timeline } from './Timeline';

function failed(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Error',
    description: describeError(error),
  });
}

/** A possible duplicate (same phone, other e-mail) to merge, and the last merge to undo. */
function MergeNotices({ client }: { client: ClientDetails }) {
  const merge = useMergeClient(client.id);
  const undo = useUndoMerge(client.id);
  return (
    <>
      {client.possibleDuplicate ? (
        <div role="status" className="rounded-xl border border-purple-300 bg-purple-50 p-4 text-purple-950">
          <p>
            <strong>Possible duplicate:</strong>{' '}
            <Link to={`/admin/clients/${client.possibleDuplicate.id}`} className="font-semibold underline">
              {client.possibleDuplicate.name}
            </Link>{' '}
            has the same phone number.
          </p>
          <Button
            className="mt-2"
            size="sm"
            disabled={merge.isPending}
            onClick={() =>
              merge.mutateAsync(client.possibleDuplicate?.id ?? '').then(
                () =>
                  toast({
                    title: 'Clients merged',
                    description: `${client.possibleDuplicate?.name} was merged into this client.`,
                  }),
                failed,
              )
            }
          >
            Merge {client.possibleDuplicate.name} into this client
          </Button>
        </div>
      ) : null}
      {client.undoableMerge ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-slate-800">
            {client.undoableMerge.sourceName} was merged into this client on{' '}
            {formatDateTime(client.undoableMerge.at)}.
          </p>
          <Button
            size="sm"
            variant="secondary"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutateAsync(client.undoableMerge?.id ?? '').then(
                () =>
                  toast({
                    title: 'Merge undone',
                    description: `${client.undoableMerge?.sourceName} is a separate client again.`,
                  }),
                failed,
              )
            }
          >
            Undo merge
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ClientView({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useClient(id);
  const client = query.data;
  const [editing, setEditing] = useState(false);
  const [addingTask, setAddingTask] = useState(false);
  const tasksId = useId();
  // What the role may not open is not offered (the server refuses it anyway, issue 34).
  const mayAdvise = useMayUse('advice');
  const maySeeIdentity = useMayUse('identity');
  const mayExport = useMayUse('export');
  // A merged-away id leads to the client it was merged into.
  useEffect(() => {
    if (client && client.id !== id) navigate(`/admin/clients/${client.id}`, { replace: true });
  }, [client, id, navigate]);

  if (query.isError) {
    const missing = query.error instanceof RequestError && query.error.status === 404;
    return (
      <p role="alert" className="text-red-700">
        {missing
          ? 'There is no such client.'
          : 'Could not load the client. Sign in again if your session has ended.'}{' '}
        <Link to="/admin/clients" className="underline">
          All clients
        </Link>
      </p>
    );
  }
  if (!client) return <p className="text-slate-600">Loading...</p>;
  const name = clientDisplayName(client);
  return (
    <div className="space-y-5">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900">{name}</h1>
            <p className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
              {client.dependant ? dependantLabel : clientStageLabels[client.stage]}
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit details
          </Button>
        </div>
        {/* Call, WhatsApp and e-mail first: what the adviser reaches for between meetings. */}
        <div className="mt-3">
          <ContactActions client={client} />
        </div>
        {client.awaitingContact ? (
          <p className="mt-3 font-semibold text-amber-800">Not yet contacted about their latest enquiry.</p>
        ) : null}
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Phone</dt>
          {/* The number as text: Call and WhatsApp are the buttons above (issue 59: WhatsApp twice). */}
          <dd className="whitespace-nowrap">{client.phone || '—'}</dd>
          <dt className="font-medium text-slate-600">Email</dt>
          <dd className="break-words">{client.email || '—'}</dd>
        </dl>
        {/* The rest of their details folded on a phone, under what the adviser taps first. */}
        <div className="mt-3 lg:mt-0">
          <PhoneFold label="More details">
            <dl className="grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr] lg:mt-1">
              {client.address ? (
                <>
                  <dt className="font-medium text-slate-600">Address</dt>
                  <dd className="break-words whitespace-pre-line">{client.address}</dd>
                </>
              ) : null}
              {client.idNumber !== undefined ? (
                <>
                  <dt className="font-medium text-slate-600">ID number</dt>
                  <dd>{client.idNumber || '—'}</dd>
                </>
              ) : null}
              {client.dateOfBirth ? (
                <>
                  <dt className="font-medium text-slate-600">Date of birth</dt>
                  <dd>{formatCalendarDate(client.dateOfBirth)}</dd>
                </>
              ) : null}
              <dt className="font-medium text-slate-600">How they came</dt>
              <dd className="break-words">{howTheyCame(client)}</dd>
              <dt className="font-medium text-slate-600">In the book since</dt>
              <dd>{formatDateTime(client.createdAt)}</dd>
            </dl>
            <div className="flex flex-wrap gap-x-6">
              <AdviserResponsible client={client} />
              <ClientStageField client={client} />
            </div>
          </PhoneFold>
        </div>
        {client.cards.length ? (
          <p className="mt-3 text-sm text-slate-700">
            Pipeline:{' '}
            {client.cards.map((card, index) => (
              <span key={card.id}>
                {index ? ', ' : ''}
                <Link to="/pipeline" className="underline">
                  {pipelineStageLabel(card.status)}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <ContactDetailsToConfirm client={client} />
      <MergeNotices client={client} />
      {/*
        On a phone, in this order: follow-ups, appointments, a contact to log, the timeline, then the
        rest folded, erase and export last. On a laptop the timeline is the right-hand column.
      */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
        <div className="space-y-5">
          <section
            aria-labelledby={tasksId}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={tasksId} className="text-lg font-bold text-slate-900">
                Follow-ups
              </h2>
              <Button variant="secondary" size="sm" onClick={() => setAddingTask(true)}>
                Add follow-up
              </Button>
            </div>
            <TaskList tasks={client.tasks} empty="No open follow-ups." />
          </section>
          <ClientAppointments clientId={client.id} name={name} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Timeline client={client} />
        </div>
        <div className="space-y-3 lg:space-y-5">
          <PhoneFold label="Log a contact">
            <LogContactForm clientId={client.id} />
          </PhoneFold>
          <PhoneFold label="Policies">
            <ClientPolicies clientId={client.id} name={name} />
          </PhoneFold>
          {mayAdvise ? (
            <PhoneFold label="Yearly review">
              <ClientReview clientId={client.id} />
            </PhoneFold>
          ) : null}
          <PhoneFold label="Household">
            <ClientHousehold clientId={client.id} name={name} relations={client.relations} />
          </PhoneFold>
          {maySeeIdentity ? (
            <>
              <PhoneFold label="Identification">
                <ClientIdentification clientId={client.id} />
              </PhoneFold>
              <PhoneFold label="Documents">
                <ClientDocuments clientId={client.id} name={name} />
              </PhoneFold>
            </>
          ) : null}
          {mayExport ? (
            <PhoneFold label="Export or erase their data">
              <DataRequests clientId={client.id} name={name} />
            </PhoneFold>
          ) : null}
        </div>
      </div>
      {editing ? <EditClientDialog client={client} open={editing} onOpenChange={setEditing} /> : null}
      <FollowUpDialog
        target={addingTask ? { clientId: client.id, pipelineLeadId: null, name } : null}
        onClose={() => setAddingTask(false)}
      />
    </div>
  );
}

function ClientRoute() {
  const { id = '' } = useParams();
  return <ClientView key={id} id={id} />;
}

/** /admin/clients/:id: one person, their details, one-tap contact, follow-ups and whole story. */
export default function ClientPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <p className="mb-3 text-sm">
            <Link to="/admin/clients" className="font-semibold text-brand-800 underline">
              ← All clients
            </Link>
          </p>
          <ClientRoute />
        </div>
      )}
    </AdminGate>
  );
}

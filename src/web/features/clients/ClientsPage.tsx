import { useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { dependantLabel } from '../../../domain/clients/dependants';
import {
  type ClientStageFilter,
  clientStageFilterLabels,
  clientStageFilterNouns,
  clientStageFilters,
  clientStageLabels,
} from '../../../domain/clients/stages';
import {
  type AdviserFilter,
  adviserFilterLabels,
  adviserFilters,
  type ClientFilter,
  clientDisplayName,
  clientFilterLabels,
  clientFilters,
} from '../../../shared/clients';
import { pipelineStageLabel } from '../../../shared/pipeline';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { Link, useSearchParams } from '../../lib/router';
import { useSettled } from '../../lib/use-settled';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { Pager } from '../../ui/Pager';
import { PhoneFold } from '../../ui/PhoneFold';
import { AdminGate, useMayUse } from '../admin';
import { useClientList } from './api/clients';
import { NewClientDialog, prefillFrom } from './NewClientDialog';

function ClientBook() {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('new');
  const [adding, setAdding] = useState<{ typed: string } | null>(asked !== null ? { typed: asked } : null);
  const [typed, setTyped] = useState('');
  const [stage, setStage] = useState<ClientStageFilter>('current');
  const search = useSettled(typed.trim());
  const [sort, setSort] = useState('activity');
  const [filter, setFilter] = useState<ClientFilter>('all');
  const [adviser, setAdviser] = useState<AdviserFilter>('anyone');
  const [page, setPage] = useState(1);
  // A new search, sort or filter starts on its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: they are the triggers
  useEffect(() => setPage(1), [search, sort, filter, adviser, stage]);
  // "Add <typed> as a client" from the search anywhere: the dialog opens with what was typed.
  useEffect(() => {
    if (asked !== null) setAdding({ typed: asked });
  }, [asked]);
  const list = useClientList(search, sort, filter, page, true, adviser, stage);
  // An assistant does not find clients by ID number (issue 34): the box does not offer it.
  const maySeeIdNumbers = useMayUse('identity');
  const data = list.data;
  const now = new Date().toISOString();

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {adding ? (
        <NewClientDialog
          open
          prefill={prefillFrom(adding.typed)}
          onOpenChange={(open) => {
            if (open) return;
            setAdding(null);
            if (asked !== null) setParams(new URLSearchParams(), { replace: true });
          }}
        />
      ) : null}
      {/* The search above the filters: side by side at 1280 px each was cut ("Clients and pros"). */}
      <div className="grid gap-3">
        <div>
          <label htmlFor={searchId} className="block font-medium text-slate-800">
            Search clients
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={maySeeIdNumbers ? 'Name, e-mail, phone, ID number' : 'Name, e-mail, phone'}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:outline-2 focus:outline-brand-700"
          />
        </div>
        {/* On a phone the sorting and filters fold away below the search (issue 44). */}
        <PhoneFold label="Sort and filter">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              label="Sort by"
              value={sort}
              onChange={setSort}
              options={[
                { value: 'activity', label: 'Last activity' },
                { value: 'name', label: 'Name' },
              ]}
            />
            <SelectField
              label="Who"
              value={stage}
              onChange={(value) => setStage(value as ClientStageFilter)}
              options={clientStageFilters.map((value) => ({ value, label: clientStageFilterLabels[value] }))}
            />
            <SelectField
              label="Show"
              value={filter}
              onChange={(value) => setFilter(value as ClientFilter)}
              options={clientFilters.map((value) => ({ value, label: clientFilterLabels[value] }))}
            />
            <SelectField
              label="Adviser"
              value={adviser}
              onChange={(value) => setAdviser(value as AdviserFilter)}
              options={adviserFilters.map((value) => ({ value, label: adviserFilterLabels[value] }))}
            />
          </div>
        </PhoneFold>
      </div>

      {list.isError ? (
        <p className="mt-4 text-red-700" role="alert">
          Could not load the clients. Sign in again if your session has ended.
        </p>
      ) : (
        <ul
          className={`mt-4 divide-y divide-slate-100 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-label="Clients"
        >
          {data?.items.map((client) => (
            <li key={client.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link
                  to={`/admin/clients/${client.id}`}
                  className="text-lg font-semibold text-brand-800 underline"
                >
                  {clientDisplayName(client)}
                </Link>
                <p className="text-sm break-words text-slate-700">
                  {client.email}
                  {client.email && client.phone ? ' · ' : ''}
                  {client.phone ? <span className="whitespace-nowrap">{client.phone}</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  Last activity {formatDateTime(client.lastActivityAt)}
                  {client.adviserName ? ` · ${client.adviserName}` : ''}
                </p>
              </div>
              <ul className="flex flex-wrap gap-1.5 text-xs font-semibold" aria-label="Status">
                <li
                  className={`rounded-full px-2 py-1 ${client.dependant ? 'bg-violet-100 text-violet-900' : client.stage === 'client' ? 'bg-emerald-100 text-emerald-900' : client.stage === 'former-client' ? 'bg-slate-200 text-slate-800' : 'bg-sky-100 text-sky-900'}`}
                >
                  {client.dependant ? dependantLabel : clientStageLabels[client.stage]}
                </li>
                {client.awaitingContact ? (
                  <li className="rounded-full bg-amber-100 px-2 py-1 text-amber-900">Not yet contacted</li>
                ) : null}
                {client.possibleDuplicateOf ? (
                  <li className="rounded-full bg-purple-100 px-2 py-1 text-purple-900">Possible duplicate</li>
                ) : null}
                {client.openCardStage ? (
                  <li className="rounded-full bg-brand-50 px-2 py-1 text-brand-800">
                    {pipelineStageLabel(client.openCardStage)}
                  </li>
                ) : null}
                {client.nextTaskDueAt ? (
                  <li
                    className={`rounded-full px-2 py-1 ${client.nextTaskDueAt < now ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-800'}`}
                  >
                    {client.nextTaskDueAt < now ? 'Overdue' : 'Follow-up'}{' '}
                    {formatDateTime(client.nextTaskDueAt)}
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {data && data.items.length > 0 && search && data.elsewhere ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-700">
          {`${data.elsewhere === 1 ? '1 more person matches' : `${data.elsewhere.toLocaleString('en')} more people match`} "${search}" under “Everyone”.`}
          <Button type="button" variant="secondary" size="sm" onClick={() => setStage('any')}>
            Show everyone
          </Button>
        </p>
      ) : null}
      {data && data.items.length === 0 && search && data.elsewhere ? (
        // In the book under another "Who" (a dependant, a former client): said, and not offered as new.
        <div className="py-6 text-center text-slate-700">
          <p>
            {`No ${clientStageFilterNouns[stage][0]} matches "${search}"; ${data.elsewhere === 1 ? '1 person does' : `${data.elsewhere.toLocaleString('en')} people do`} under “Everyone”.`}
          </p>
          <Button type="button" variant="secondary" className="mt-3" onClick={() => setStage('any')}>
            Show everyone
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="py-6 text-center text-slate-600">
          <p>
            {search
              ? `No client matches "${search}".`
              : adviser === 'mine'
                ? 'None of your clients here. A client becomes yours when you first work them, or when someone makes you their adviser.'
                : 'No clients here.'}
          </p>
          {search ? (
            <Button
              type="button"
              variant="secondary"
              className="mt-3"
              onClick={() => setAdding({ typed: search })}
            >
              Add {search} as a client
            </Button>
          ) : null}
        </div>
      ) : null}
      {list.isPending ? <p className="py-6 text-center text-slate-600">Loading...</p> : null}
      {data ? (
        <Pager
          label="Client pages"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          noun={clientStageFilterNouns[stage]}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}

function NewClientButton() {
  const [open, setOpen] = useState(false);
  const mayImport = useMayUse('book');
  return (
    <>
      {mayImport ? (
        <Link to="/admin/import" className="font-semibold text-brand-800 underline">
          Import your book
        </Link>
      ) : null}
      <Button type="button" onClick={() => setOpen(true)}>
        New client
      </Button>
      {open ? <NewClientDialog open onOpenChange={setOpen} /> : null}
    </>
  );
}

/** /admin/clients: every client, searchable by name, e-mail, phone in any format or ID number. */
export default function ClientsPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold text-slate-900">Clients</h1>
              <p className="mt-1 text-slate-600">One record per person, with every enquiry they made.</p>
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <NewClientButton />
            </div>
          </div>
          <div className="mt-5">
            <ClientBook />
          </div>
        </div>
      )}
    </AdminGate>
  );
}

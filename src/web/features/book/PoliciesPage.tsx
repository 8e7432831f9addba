import { useEffect, useId, useState } from 'react';
import { namibianInsurers } from '../../../content/insurers';
import type { PageMeta } from '../../../content/pages';
import {
  type PolicyProduct,
  type PolicyStatus,
  policyPageSize,
  policyProductLabels,
  policyProducts,
  policyStatuses,
  policyStatusLabels,
} from '../../../shared/book';
import { useDocumentMeta } from '../../layout/Seo';
import { Link } from '../../lib/router';
import { useUrlState } from '../../lib/url-state';
import { useSettled } from '../../lib/use-settled';
import { buttonClasses } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { Pager } from '../../ui/Pager';
import { AdminGate, useMayUse } from '../admin';
import { type PolicyFilters, policyListUrl, usePolicyList } from './api/book';
import { PolicyRows } from './PolicyRows';

/** What the URL's query asks for, the values the API accepts (anything else is left out). */
function filtersOf(params: URLSearchParams): PolicyFilters {
  const status = params.get('status') ?? '';
  const product = params.get('product') ?? '';
  const renewsIn = params.get('renewsIn') ?? '';
  return {
    q: params.get('q') ?? '',
    insurer: params.get('insurer') ?? '',
    status: (policyStatuses as readonly string[]).includes(status) ? (status as PolicyStatus) : undefined,
    product: (policyProducts as readonly string[]).includes(product) ? (product as PolicyProduct) : undefined,
    renewsIn: /^\d{4}-(0[1-9]|1[0-2])$/.test(renewsIn) ? renewsIn : undefined,
  };
}

function PolicyList() {
  // Export is the owner's and advisers' (issue 34).
  const mayExport = useMayUse('export');
  const insurersId = useId();
  const { params, hydrated, update } = useUrlState();
  const filters = hydrated ? filtersOf(params) : {};
  const [typed, setTyped] = useState('');
  const [insurerTyped, setInsurerTyped] = useState('');
  // The boxes start from the URL once it can be read (after hydration).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the URL can be read
  useEffect(() => {
    if (!hydrated) return;
    setTyped(params.get('q') ?? '');
    setInsurerTyped(params.get('insurer') ?? '');
  }, [hydrated]);
  const search = useSettled(typed.trim());
  const insurer = useSettled(insurerTyped.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settled text is the trigger
  useEffect(() => {
    if (hydrated && (search !== (params.get('q') ?? '') || insurer !== (params.get('insurer') ?? '')))
      update({ q: search, insurer, page: null });
  }, [search, insurer]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePolicyList(filters, page);
  const data = list.data;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <TextField
          label="Search"
          type="search"
          placeholder="Policy number or client"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <TextField
          label="Insurer"
          list={insurersId}
          autoComplete="off"
          value={insurerTyped}
          onChange={(event) => setInsurerTyped(event.target.value)}
        />
        <datalist id={insurersId}>
          {namibianInsurers.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(value) => update({ status: value, page: null })}
          options={[
            { value: '', label: 'Any' },
            ...policyStatuses.map((value) => ({ value, label: policyStatusLabels[value] })),
          ]}
        />
        <SelectField
          label="Product"
          value={filters.product ?? ''}
          onChange={(value) => update({ product: value, page: null })}
          options={[
            { value: '', label: 'Any' },
            ...policyProducts.map((value) => ({ value, label: policyProductLabels[value] })),
          ]}
        />
        <TextField
          label="Renews in"
          type="month"
          value={filters.renewsIn ?? ''}
          onChange={(event) => update({ renewsIn: event.target.value, page: null })}
        />
      </div>
      {mayExport ? (
        <p className="mt-3">
          <a
            href={policyListUrl(filters, 1, '/api/admin/policies/export.csv')}
            download
            className={buttonClasses('secondary', 'sm')}
          >
            Download CSV
          </a>
        </p>
      ) : null}
      {list.isError ? (
        <p className="mt-4 text-red-700" role="alert">
          Could not load the policies. Sign in again if your session has ended.
        </p>
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
          {data && data.items.length > 0 ? <PolicyRows policies={data.items} showClient /> : null}
        </div>
      )}
      {data && data.items.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No policy matches.</p>
      ) : null}
      {list.isPending ? <p className="py-6 text-center text-slate-600">Loading...</p> : null}
      {data ? (
        <Pager
          label="Policy pages"
          page={page}
          pageSize={policyPageSize}
          total={data.total}
          noun={['policy', 'policies']}
          onPage={(next) => update({ page: next > 1 ? String(next) : null })}
        />
      ) : null}
    </div>
  );
}

/** /admin/policies (issue 31): every policy, by status, insurer, product, anniversary month or search. */
export default function PoliciesPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <p className="mb-3 text-sm">
            <Link to="/admin/book" className="font-semibold text-brand-800 underline">
              ← Book of business
            </Link>
          </p>
          <h1 className="text-2xl font-bold text-slate-900">Policies</h1>
          <p className="mt-1 text-slate-600">
            Record a policy from the client’s page or from a won card on the board.
          </p>
          <div className="mt-5">
            <PolicyList />
          </div>
        </div>
      )}
    </AdminGate>
  );
}

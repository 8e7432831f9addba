import { useEffect, useId, useRef, useState } from 'react';
import { dependantLabel } from '../../../domain/clients/dependants';
import { clientStageLabels } from '../../../domain/clients/stages';
import type { SearchResults } from '../../../shared/search';
import { apiRequest } from '../../lib/request';
import { useNavigate } from '../../lib/router';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

interface Option {
  key: string;
  href: string;
  label: string;
  detail: string;
}

function groupsOf(results: SearchResults | null): { name: string; total: number; options: Option[] }[] {
  if (!results) return [];
  return [
    {
      name: 'Clients',
      total: results.clients.total,
      options: results.clients.items.map((item) => ({
        key: `client-${item.id}`,
        href: `/admin/clients/${item.id}`,
        label: item.name,
        detail: [item.dependant ? dependantLabel : clientStageLabels[item.stage], item.detail]
          .filter(Boolean)
          .join(' · '),
      })),
    },
    {
      name: 'Policies',
      total: results.policies.total,
      options: results.policies.items.map((item) => ({
        key: `policy-${item.id}`,
        href: `/admin/policies/${item.id}`,
        label: item.policyNumber,
        detail: item.detail,
      })),
    },
    {
      name: 'Enquiries',
      total: results.enquiries.total,
      options: results.enquiries.items.map((item) => ({
        key: `enquiry-${item.id}`,
        href: item.clientId ? `/admin/clients/${item.clientId}` : '/pipeline',
        label: item.name,
        detail: item.detail,
      })),
    },
  ].filter((group) => group.options.length > 0);
}

/**
 * Search from anywhere in the back office (issue 34; the `/` key or the Search button): clients,
 * policies and enquiries as the text is typed, grouped; the arrow keys move through them and
 * Enter opens one (a combobox: focus stays in the field, the active option is announced).
 */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<SearchResults | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const text = q.trim();
    if (text === '') {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiRequest<SearchResults>(`/api/admin/search?q=${encodeURIComponent(text)}`, {
        signal: controller.signal,
      }).then(
        (found) => {
          setResults(found);
          setFailed(false);
          setActive(0);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, 150);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const groups = groupsOf(results);
  const options = groups.flatMap((group) => group.options);
  const go = (option: Option | undefined) => {
    if (!option) return;
    onOpenChange(false);
    navigate(option.href);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search">
      <label htmlFor={`${listId}-input`} className="block font-medium text-slate-800">
        Clients, policies and enquiries
      </label>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        type="search"
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options[active] ? `${listId}-${options[active].key}` : undefined}
        autoComplete="off"
        placeholder="A name, phone, e-mail, ID or policy number"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((current) => Math.min(current + 1, options.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((current) => Math.max(current - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            go(options[active]);
          }
        }}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
      />
      <p role="status" className="mt-2 text-sm text-slate-600">
        {failed
          ? 'The search did not answer. Try again.'
          : q.trim() === ''
            ? 'Type to search; the arrow keys move through what is found, Enter opens it.'
            : results && options.length === 0
              ? `Nothing found for “${results.q}”.`
              : results
                ? `${results.clients.total} clients, ${results.policies.total} policies, ${results.enquiries.total} enquiries.`
                : ''}
      </p>
      <div id={listId} role="listbox" aria-label="Found" className="mt-2 space-y-3">
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA); a fieldset is for form fields
          <div key={group.name} role="group" aria-label={group.name}>
            <p
              className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              aria-hidden="true"
            >
              {group.name}
              {group.total > group.options.length ? ` (${group.options.length} of ${group.total})` : ''}
            </p>
            {group.options.map((option) => {
              const index = options.indexOf(option);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrow keys and Enter choose (a combobox)
                <div
                  key={option.key}
                  id={`${listId}-${option.key}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => go(option)}
                  className={`cursor-pointer rounded-lg px-2 py-2 ${index === active ? 'bg-brand-700 text-white' : 'text-slate-900'}`}
                >
                  <span className="block font-semibold break-words">{option.label}</span>
                  <span
                    className={`block text-sm break-words ${index === active ? 'text-white' : 'text-slate-600'}`}
                  >
                    {option.detail}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {results && results.clients.total === 0 && results.q === q.trim() ? (
        <Button
          type="button"
          variant="secondary"
          className="mt-3"
          onClick={() => {
            onOpenChange(false);
            navigate(`/admin/clients?new=${encodeURIComponent(results.q)}`);
          }}
        >
          Add {results.q} as a client
        </Button>
      ) : null}
    </Dialog>
  );
}

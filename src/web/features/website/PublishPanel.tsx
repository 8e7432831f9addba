import { useState } from 'react';
import type { WebsiteState } from '../../../shared/website';
import { formatDateTime } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useMayUse } from '../admin';
import { usePublishWebsite, useRestoreVersion, useWebsiteVersions } from './api/website';
import { Preview } from './Preview';

/**
 * Draft, publish, history (issue 58): whether the site shows the draft, the owner's "Publish",
 * and every published version with who and when, any of which can be put back as the draft.
 */

const failed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: describeError(error) });

export function PublishPanel({ state }: { state: WebsiteState }) {
  const mayPublish = useMayUse('websitePublish');
  const publish = usePublishWebsite();
  const [confirming, setConfirming] = useState(false);
  const onPublish = () =>
    publish.mutateAsync().then((published) => {
      setConfirming(false);
      toast({
        title: 'Published',
        description: `Version ${published.version} is on the site now.`,
      });
    }, failed);
  return (
    <section
      aria-labelledby="publish-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="publish-heading" className="text-xl font-bold text-slate-900">
        Publish
      </h2>
      <p className="mt-2 text-slate-700" aria-live="polite">
        {state.unpublishedChanges
          ? 'The draft has changes the public site does not show yet.'
          : 'The public site shows the draft as it is.'}{' '}
        {state.version === null
          ? 'Nothing has been published from here yet: the site shows the details it was installed with.'
          : `The site shows version ${state.version}, published ${formatDateTime(state.publishedAt ?? '')}.`}
      </p>
      {mayPublish ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {confirming ? (
            <>
              <p className="font-semibold text-slate-900">
                Publish the draft? Every public page changes at once.
              </p>
              <Button onClick={() => void onPublish()} disabled={publish.isPending}>
                {publish.isPending ? 'Publishing...' : 'Yes, publish'}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={publish.isPending}>
                Not yet
              </Button>
            </>
          ) : (
            <Button onClick={() => setConfirming(true)} disabled={!state.unpublishedChanges}>
              Publish
            </Button>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">An owner of the practice publishes the draft.</p>
      )}
      <Preview draftVersion={state.draftUpdatedAt ?? 'first'} />
      <Versions />
    </section>
  );
}

function Versions() {
  const versions = useWebsiteVersions();
  const restore = useRestoreVersion();
  const [all, setAll] = useState(false);
  const items = versions.data?.items ?? [];
  if (versions.isError) return <p className="mt-4 text-red-700">Could not load the published versions.</p>;
  if (items.length === 0) return null;
  // The newest five; every one a tap away (a version a year old can still be put back).
  const shown = all ? items : items.slice(0, 5);
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-slate-900">Published versions</h3>
      <ul className="mt-2 divide-y divide-slate-200">
        {shown.map((item) => (
          <li key={item.version} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <p className="text-slate-800">
              <span className="font-semibold">Version {item.version}</span>,{' '}
              {formatDateTime(item.publishedAt)} by {item.publishedBy}
              {item.restoredFrom !== null ? ` (version ${item.restoredFrom} put back)` : ''}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={restore.isPending}
              onClick={() =>
                restore.mutateAsync(item.version).then(
                  () =>
                    toast({
                      title: 'Put back',
                      description: `Version ${item.version} is the draft again: publish it to show it on the site.`,
                    }),
                  failed,
                )
              }
            >
              Put back version {item.version}
            </Button>
          </li>
        ))}
      </ul>
      {items.length > shown.length ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setAll(true)}>
          Show all {items.length} versions
        </Button>
      ) : null}
    </div>
  );
}

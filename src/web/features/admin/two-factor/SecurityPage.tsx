import { useId, useState } from 'react';
import type { PageMeta } from '../../../../content/pages';
import type { EnrolmentAnswer } from '../../../../shared/two-factor';
import { useDocumentMeta } from '../../../layout/Seo';
import { formatDateTime } from '../../../lib/dates';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toast-store';
import { AdminGate } from '../AdminGate';
import { useNewRecoveryCodes, useRemoveFactor, useTwoFactorOverview } from '../api/two-factor';
import { ChangePassword } from './ChangePassword';
import { problemOf } from './CodeForm';
import { PasskeySetup } from './PasskeySetup';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetup } from './TotpSetup';
import { YourName } from './YourName';

/**
 * /admin/security (issue 21): the signed-in account's passkeys, authenticator app and recovery
 * codes: add, replace and remove them, and make new codes, each behind a confirmation.
 */

type Adding = 'passkey' | 'app' | null;
type Confirming = { kind: 'passkey'; id: string; name: string } | { kind: 'totp' } | { kind: 'codes' } | null;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Security({ email }: { email: string }) {
  const overview = useTwoFactorOverview();
  const remove = useRemoveFactor();
  const renew = useNewRecoveryCodes();
  const [adding, setAdding] = useState<Adding>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const enrolled = (answer: EnrolmentAnswer) => {
    setAdding(null);
    toast({ title: 'Saved', description: 'Your second factor is set up.' });
    if (answer.recoveryCodes.length > 0) setCodes(answer.recoveryCodes);
  };
  const confirm = () => {
    if (!confirming) return;
    const done = () => setConfirming(null);
    const failed = (error: unknown) =>
      toast({ variant: 'destructive', title: 'Error', description: problemOf(error, '') });
    if (confirming.kind === 'codes')
      renew.mutateAsync().then((answer) => {
        done();
        setCodes(answer.recoveryCodes);
      }, failed);
    else
      remove
        .mutateAsync(confirming.kind === 'totp' ? { kind: 'totp' } : { kind: 'passkey', id: confirming.id })
        .then(() => {
          done();
          toast({ title: 'Removed', description: 'That way of signing in is removed.' });
        }, failed);
  };

  if (overview.isPending) return <p className="text-slate-600">Loading...</p>;
  if (overview.isError || !overview.data)
    return <p role="alert">The security settings could not be loaded. Please refresh the page.</p>;
  const data = overview.data;
  if (codes)
    return (
      <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5">
        <RecoveryCodes
          codes={codes}
          email={email}
          onDone={() => setCodes(null)}
          doneLabel="I have saved them"
        />
      </div>
    );
  const factors = data.passkeys.length + (data.totp ? 1 : 0);

  return (
    <div className="grid max-w-3xl gap-5">
      <p className="text-slate-700">
        {data.required
          ? 'This site requires a second factor at every sign-in.'
          : 'This site does not require a second factor, but an account with one is always asked for it.'}{' '}
        {factors === 0 ? 'You have none set up yet.' : ''}
      </p>
      <Panel title="Passkeys">
        {data.passkeys.length === 0 ? <p className="text-slate-600">No passkeys yet.</p> : null}
        <ul className="divide-y divide-slate-100">
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong className="text-slate-900">{passkey.name}</strong>
                <span className="block text-sm text-slate-600">
                  Added {formatDateTime(passkey.createdAt)}
                  {passkey.lastUsedAt
                    ? `; last used ${formatDateTime(passkey.lastUsedAt)}`
                    : '; not used yet'}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setConfirming({ kind: 'passkey', id: passkey.id, name: passkey.name })}
              >
                Remove {passkey.name}
              </Button>
            </li>
          ))}
        </ul>
        {adding === 'passkey' ? (
          <PasskeySetup onEnrolled={enrolled} />
        ) : (
          <Button variant="secondary" onClick={() => setAdding('passkey')}>
            Add a passkey
          </Button>
        )}
      </Panel>
      <Panel title="Authenticator app">
        <p className="text-slate-700">
          {data.totp ? `Set up ${formatDateTime(data.totp.createdAt)}.` : 'No authenticator app set up.'}
        </p>
        {adding === 'app' ? (
          <TotpSetup onEnrolled={enrolled} />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setAdding('app')}>
              {data.totp ? 'Move to another app' : 'Set up an authenticator app'}
            </Button>
            {data.totp ? (
              <Button variant="secondary" onClick={() => setConfirming({ kind: 'totp' })}>
                Remove the authenticator app
              </Button>
            ) : null}
          </div>
        )}
      </Panel>
      <Panel title="Recovery codes">
        <p className="text-slate-700">
          {data.recoveryCodesLeft} of 10 left. Each lets you in once if you lose your passkey or phone.
        </p>
        {factors > 0 ? (
          <Button variant="secondary" onClick={() => setConfirming({ kind: 'codes' })}>
            Make new recovery codes
          </Button>
        ) : null}
      </Panel>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.kind === 'codes'
            ? 'Make new recovery codes?'
            : confirming?.kind === 'totp'
              ? 'Remove the authenticator app?'
              : `Remove the passkey ${confirming?.kind === 'passkey' ? confirming.name : ''}?`
        }
        description={
          confirming?.kind === 'codes'
            ? 'Your current codes stop working, and ten new ones are shown once.'
            : 'You will no longer be able to confirm a sign-in with it.'
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={remove.isPending || renew.isPending}>
            {confirming?.kind === 'codes' ? 'Make new codes' : 'Remove'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

export default function SecurityPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {(email) => (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="mb-5 text-2xl font-bold text-slate-900">Security</h1>
          <div className="space-y-5">
            <YourName />
            <ChangePassword />
            <Security email={email} />
          </div>
        </div>
      )}
    </AdminGate>
  );
}

import { useEffect } from 'react';
import type { EnrolmentAnswer } from '../../../../shared/two-factor';
import { Button } from '../../../ui/Button';
import { useConfirmTotp, useStartTotp } from '../api/two-factor';
import { CodeForm, problemOf } from './CodeForm';

/** Setting up an authenticator app: the QR code (and the key to type in), then a code to prove it works. */
export function TotpSetup({ onEnrolled }: { onEnrolled: (answer: EnrolmentAnswer) => void }) {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);

  if (start.isError)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-700">
          {problemOf(start.error, '')}
        </p>
        <Button type="button" variant="secondary" onClick={() => start.mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!start.data) return <p className="text-slate-600">Preparing your QR code...</p>;
  const { qrSvg, secret } = start.data;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700">
        <li>
          Open your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) and
          add an account.
        </li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="rounded-lg border border-slate-200 bg-white"
      />
      <p className="text-sm font-medium text-slate-800">
        Key for typing in:
        <code className="mt-1 block font-mono text-base tracking-wider break-all text-slate-900">
          {secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </p>
      <CodeForm
        kind="totp"
        label="Code from the app"
        hint="6 digits; a new one every 30 seconds."
        submitLabel="Turn on"
        pendingLabel="Checking..."
        onSubmit={(code) => confirm.mutateAsync(code).then(onEnrolled)}
      />
    </div>
  );
}

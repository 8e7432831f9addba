import { type FormEvent, useState } from 'react';
import type { EnrolmentAnswer } from '../../../../shared/two-factor';
import { passkeyFailedMessage, passkeyNameMessage } from '../../../../shared/two-factor';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { passkeyProblem, useRegisterPasskey } from '../api/two-factor';
import { problemOf } from './CodeForm';

/** Adding a passkey: a name to tell it apart later, then the browser's own prompt (fingerprint, face, PIN or key). */
export function PasskeySetup({ onEnrolled }: { onEnrolled: (answer: EnrolmentAnswer) => void }) {
  const register = useRegisterPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [problem, setProblem] = useState('');
  const supported = typeof window === 'undefined' || 'PublicKeyCredential' in window;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(passkeyNameMessage);
      return;
    }
    setNameError(undefined);
    setProblem('');
    register
      .mutateAsync(name.trim())
      .then(onEnrolled, (error: unknown) =>
        setProblem(
          error instanceof Error && error.name !== 'RequestError'
            ? passkeyProblem(error, passkeyFailedMessage)
            : problemOf(error, 'response'),
        ),
      );
  };

  if (!supported)
    return (
      <p className="text-slate-700">This browser cannot use passkeys. Use an authenticator app instead.</p>
    );
  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <p className="text-slate-700">
        A passkey uses this device's fingerprint, face or screen lock (or a security key) instead of a code.
        Nothing secret leaves the device.
      </p>
      <TextField
        label="Passkey name"
        hint="So you can tell your passkeys apart, for example: Work laptop."
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        className="max-w-sm"
      />
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
      </Button>
      {problem ? (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import {
  recoveryCodeMessage,
  recoveryCodeSchema,
  totpCodeMessage,
  totpCodeSchema,
} from '../../../../shared/two-factor';
import { RequestError } from '../../../lib/request';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';

/** The message for a failed code check: the server's for the field, its own, or a plain fallback. */
export function problemOf(error: unknown, field: string): string {
  if (error instanceof RequestError)
    return error.serverFields?.[field] ?? error.serverMessage ?? 'Something went wrong. Please try again.';
  return 'The site could not be reached. Check your connection and try again.';
}

/** One code and its button: an authenticator app's six digits or a recovery code. */
export function CodeForm({
  label,
  hint,
  kind,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  label: string;
  hint: string;
  kind: 'totp' | 'recovery';
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule for the field, so the two never disagree.
    const parsed = (kind === 'totp' ? totpCodeSchema : recoveryCodeSchema).safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? (kind === 'totp' ? totpCodeMessage : recoveryCodeMessage));
      return;
    }
    setPending(true);
    setError(undefined);
    onSubmit(parsed.data.code).then(
      () => setPending(false),
      (failure: unknown) => {
        setPending(false);
        setError(problemOf(failure, 'code'));
      },
    );
  };
  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <TextField
        label={label}
        hint={hint}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoCapitalize="characters"
        spellCheck={false}
        className="max-w-xs"
      />
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

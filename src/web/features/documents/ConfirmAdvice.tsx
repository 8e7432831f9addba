import { useId, useState } from 'react';
import {
  type AdviceConfirmInput,
  type AdviceForClient,
  adviceConfirmSchema,
  adviceStatement,
  confirmedLine,
} from '../../../shared/advice-records';
import { fieldErrors } from '../../lib/field-errors';
import { RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

/**
 * The client's confirmation of a record of advice (issue 32), from the private link or in their
 * portal: open the document, type their full name, tick that they received and understood it.
 */

const failedMessage = 'Something went wrong. Please try again, or call us.';

export function ConfirmAdvice({
  advice,
  documentHref,
  onConfirm,
}: {
  advice: Pick<AdviceForClient, 'fileName' | 'status' | 'confirmedName' | 'confirmedAt'>;
  documentHref: string;
  onConfirm: (input: AdviceConfirmInput) => Promise<void>;
}) {
  const boxId = useId();
  const [fullName, setFullName] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<{ fullName?: string; understood?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  if (advice.status === 'confirmed' && advice.confirmedName && advice.confirmedAt)
    return (
      <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
        {confirmedLine(advice.confirmedName, advice.confirmedAt)}. Thank you: your adviser has your
        confirmation.
      </p>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = adviceConfirmSchema.safeParse({ fullName, understood });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onConfirm(parsed.data);
    } catch (caught) {
      const fields = caught instanceof RequestError ? caught.serverFields : undefined;
      setErrors({
        ...(fields ?? {}),
        form: (caught instanceof RequestError ? caught.serverMessage : undefined) ?? failedMessage,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <a
        href={documentHref}
        className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold break-all text-brand-800"
      >
        Read {advice.fileName} (PDF)
      </a>
      <TextField
        label="Your full name"
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={errors.fullName}
      />
      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            aria-invalid={errors.understood ? true : undefined}
            aria-describedby={errors.understood ? `${boxId}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span className="text-slate-800">{adviceStatement}</span>
        </label>
        {errors.understood ? (
          <p id={`${boxId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.understood}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? 'Confirming...' : 'Confirm'}
      </Button>
    </form>
  );
}

import { useId, useState } from 'react';
import {
  type AdviceConfirmInput,
  type AdviceForClient,
  adviceConfirmProblems,
  adviceStatement,
  confirmedLine,
} from '../../../shared/advice-texts';
import {
  acceptedDocumentsText,
  type DocumentKind,
  documentKindInSentence,
  documentKindLabels,
  documentMaxBytes,
} from '../../../shared/document-kinds';
import type { DocumentRequestForClient } from '../../../shared/document-requests';
import { RequestError, throwIfNotOk } from '../../lib/request';
import { Button } from '../../ui/Button';
import { fileInputClass, TextField } from '../../ui/Field';

/**
 * The documents feature's pieces for the client's own pages (the request link, the advice link,
 * the portal), in one module: one chunk the three pages share, and none of the back office's
 * schemas, so no zod before a public page is interactive (issue 22's budget).
 */

const failedMessage = 'Something went wrong. Please try again, or call us.';

/**
 * The client's confirmation of a record of advice (issue 32), from the private link or in their
 * portal: open the document, type their full name, tick that they received and understood it.
 */

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
    const problems = adviceConfirmProblems({ fullName, understood });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onConfirm({ fullName: fullName.trim(), understood: true });
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

/** One document asked for (issue 32): received, or a file input that sends it (a photo or a PDF). */

const messageOf = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;
const accept = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,.heic,.heif';

export function RequestedDocumentRow({
  uploadUrl,
  kind,
  received,
  onSent,
}: {
  /** Where the file goes: the request link's upload, or the portal's. */
  uploadUrl: string;
  kind: DocumentKind;
  received: boolean;
  onSent: (state: DocumentRequestForClient) => void;
}) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const label = documentKindLabels[kind];

  async function send(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > documentMaxBytes)
      return setError(`The file is over 10 MB: send ${acceptedDocumentsText}.`);
    setSending(true);
    try {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      const response = await fetch(uploadUrl, {
        method: 'POST',
        body: form,
      });
      await throwIfNotOk(response);
      onSent((await response.json()) as DocumentRequestForClient);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{label}</h2>
        <span
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${received ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {received ? 'Received' : 'Still needed'}
        </span>
      </div>
      {received ? null : (
        <div className="mt-3">
          <label htmlFor={inputId} className="block font-medium text-slate-800">
            Send your {documentKindInSentence(kind)} (a photo or a PDF)
          </label>
          <input
            id={inputId}
            type="file"
            accept={accept}
            disabled={sending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => send(event.target.files?.[0])}
            className={fileInputClass}
          />
          {sending ? <p className="mt-1 text-sm text-slate-700">Sending...</p> : null}
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}

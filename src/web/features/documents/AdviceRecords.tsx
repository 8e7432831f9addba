import { useId, useState } from 'react';
import {
  type AdviceRecord,
  type AdviceRecordCreated,
  adviceConfirmationDays,
  confirmedLine,
} from '../../../shared/advice-records';
import { privateLinkTexts } from '../../../shared/contact-details';
import type { ClientDocument } from '../../../shared/documents';
import { formatDate, formatDateTime } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { useAdviceRecords, useAskToConfirm, useWithdrawAdvice } from './api/documents';
import { SendLink } from './SendLink';

/**
 * Records of advice the client is asked to confirm (issue 32): on the client page, each with where
 * it stands ("Confirmed by Maria Shikongo on 3 December 2026", with the copy that proves it), and
 * "Ask to confirm" for their FNA report or a PDF in their file.
 */

function RecordLine({ record }: { record: AdviceRecord }) {
  const withdraw = useWithdrawAdvice();
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold break-all text-slate-900">{record.fileName}</p>
      {record.status === 'confirmed' && record.confirmedName && record.confirmedAt ? (
        <>
          <p className="font-medium text-emerald-800">
            {confirmedLine(record.confirmedName, record.confirmedAt)}
          </p>
          <p className="text-slate-700">
            {formatDateTime(record.confirmedAt)} from {record.confirmedIp} · SHA-256{' '}
            <span className="break-all">{record.sha256.slice(0, 16)}…</span>
          </p>
          {record.confirmedDocumentId ? (
            <a
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              href={`/api/admin/documents/${record.confirmedDocumentId}`}
            >
              The confirmed copy (PDF)
            </a>
          ) : null}
        </>
      ) : record.status === 'withdrawn' ? (
        <p className="text-slate-700">Withdrawn (asked {formatDate(record.createdAt)})</p>
      ) : (
        <>
          <p className="text-amber-900">
            Waiting for their confirmation since {formatDate(record.createdAt)} · the link works until{' '}
            {formatDate(record.expiresAt)}
          </p>
          <Button
            className="mt-1"
            size="sm"
            variant="ghost"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutateAsync(record.id).then(
                () => toast({ title: 'Request withdrawn', description: 'Its link no longer works.' }),
                (error: unknown) =>
                  toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
              )
            }
          >
            Withdraw
          </Button>
        </>
      )}
    </li>
  );
}

function AskToConfirmDialog({
  clientId,
  name,
  pdfs,
  fnas,
  open,
  onClose,
}: {
  clientId: string;
  name: string;
  pdfs: ClientDocument[];
  fnas: { id: string; submittedAt: string }[];
  open: boolean;
  onClose: () => void;
}) {
  const ask = useAskToConfirm(clientId);
  const groupId = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<AdviceRecordCreated | null>(null);
  const close = () => {
    setChoice('');
    setError(null);
    setCreated(null);
    onClose();
  };
  const options = [
    ...fnas.map((fna) => ({
      value: `fna:${fna.id}`,
      label: `Their FNA report of ${formatDate(fna.submittedAt)}`,
    })),
    ...pdfs.map((pdf) => ({ value: `document:${pdf.id}`, label: pdf.fileName })),
  ];
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice) return setError('Choose the record of advice to confirm');
    setError(null);
    const [kind, id = ''] = choice.split(':');
    try {
      const answer = await ask.mutateAsync(kind === 'fna' ? { fnaId: id } : { documentId: id });
      setCreated(answer);
      toast({
        title: 'Confirmation asked for',
        description: answer.emailed ? privateLinkTexts.emailed : privateLinkTexts.notEmailed,
      });
    } catch (caught) {
      setError(describeError(caught));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Ask to confirm"
      description={`${name} gets a private link, valid ${adviceConfirmationDays} days, to read the record of advice and confirm they received and understood it.`}
    >
      {created ? (
        <SendLink
          emailed={created.emailed}
          link={created.link}
          whatsappText={created.whatsappText}
          whatsappTo={created.whatsappTo}
          onDone={close}
        />
      ) : options.length === 0 ? (
        <p className="text-slate-800">
          They have no FNA and no PDF in their file yet: add their record of advice under Documents first.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
            <legend className="font-medium text-slate-800">The record of advice</legend>
            <div className="mt-2 space-y-2">
              {options.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 break-all"
                >
                  <input
                    type="radio"
                    name={groupId}
                    className="size-5 accent-brand-700"
                    checked={choice === option.value}
                    onChange={() => setChoice(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {error ? (
              <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={ask.isPending}>
              {ask.isPending ? 'Sending...' : 'Send the link'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

export function AdviceRecords({
  clientId,
  name,
  documents,
}: {
  clientId: string;
  name: string;
  documents: ClientDocument[];
}) {
  const records = useAdviceRecords(clientId);
  const [asking, setAsking] = useState(false);
  const items = records.data?.items ?? [];
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900">Records of advice</h3>
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)} disabled={!records.data}>
          Ask to confirm
        </Button>
      </div>
      {records.isError ? (
        <p className="mt-2 text-red-700">Could not load the records of advice.</p>
      ) : items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None asked about yet.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label="Records of advice">
          {items.map((record) => (
            <RecordLine key={record.id} record={record} />
          ))}
        </ul>
      )}
      <AskToConfirmDialog
        clientId={clientId}
        name={name}
        pdfs={documents.filter((document) => document.mediaType === 'application/pdf')}
        fnas={records.data?.fnas ?? []}
        open={asking}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}

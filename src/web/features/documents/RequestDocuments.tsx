import { useState } from 'react';
import { privateLinkTexts } from '../../../shared/contact-details';
import {
  type DocumentRequestCreated,
  documentRequestDays,
  documentRequestSchema,
} from '../../../shared/document-requests';
import { type DocumentKind, documentKindLabels, documentKinds } from '../../../shared/documents';
import { formatDate } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useDocumentRequests, useRequestDocuments, useWithdrawRequest } from './api/documents';
import { SendLink } from './SendLink';

const statusLabels = { open: 'Open', complete: 'Complete', withdrawn: 'Withdrawn' } as const;

/** The requests made of a client: what was asked, what came, until when; an open one withdrawn. */
export function DocumentRequestList({ clientId }: { clientId: string }) {
  const requests = useDocumentRequests(clientId);
  const withdraw = useWithdrawRequest();
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="mt-2 space-y-2" aria-label="Documents asked for">
      {items.map((request) => (
        <li key={request.id} className="rounded-lg border border-slate-200 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            Asked for: {request.kinds.map((kind) => documentKindLabels[kind]).join(', ')} (
            {statusLabels[request.status]})
          </p>
          <p className="text-slate-700">
            Received:{' '}
            {request.received.length
              ? request.received.map((kind) => documentKindLabels[kind]).join(', ')
              : 'nothing yet'}
            {request.status === 'open' ? ` · the link works until ${formatDate(request.expiresAt)}` : ''}
          </p>
          {request.status === 'open' ? (
            <Button
              className="mt-1"
              size="sm"
              variant="ghost"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutateAsync(request.id).then(
                  () => toast({ title: 'Request withdrawn', description: 'Its link no longer works.' }),
                  (error: unknown) =>
                    toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
                )
              }
            >
              Withdraw the request
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Request documents": the kinds to ask for and a line; then the private link, e-mailed to the
 * client when they have an address, and a WhatsApp text to send with one tap.
 */
export function RequestDocumentsDialog({
  clientId,
  name,
  open,
  onClose,
}: {
  clientId: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const request = useRequestDocuments(clientId);
  const [kinds, setKinds] = useState<DocumentKind[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ kinds?: string; note?: string }>({});
  const [created, setCreated] = useState<DocumentRequestCreated | null>(null);
  const close = () => {
    setKinds([]);
    setNote('');
    setErrors({});
    setCreated(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = documentRequestSchema.safeParse({ kinds, note });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const answer = await request.mutateAsync(parsed.data);
      setCreated(answer);
      toast({
        title: 'Documents requested',
        description: answer.emailed ? privateLinkTexts.emailed : privateLinkTexts.notEmailed,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Request documents"
      description={`${name} gets a private link, valid ${documentRequestDays} days, to send them from their phone.`}
    >
      {created ? (
        <SendLink
          emailed={created.emailed}
          link={created.link}
          whatsappText={created.whatsappText}
          whatsappTo={created.whatsappTo}
          onDone={close}
        />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <fieldset aria-describedby={errors.kinds ? 'request-kinds-error' : undefined}>
            <legend className="font-medium text-slate-800">Documents to ask for</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {documentKinds.map((kind) => (
                <label
                  key={kind}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={kinds.includes(kind)}
                    onChange={(event) =>
                      setKinds((current) =>
                        event.target.checked ? [...current, kind] : current.filter((each) => each !== kind),
                      )
                    }
                  />
                  {documentKindLabels[kind]}
                </label>
              ))}
            </div>
            {errors.kinds ? (
              <p id="request-kinds-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.kinds}
              </p>
            ) : null}
          </fieldset>
          <TextArea
            label="A line for them"
            optional
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
            placeholder="e.g. For your new life policy."
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              Send the request
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

import { useId } from 'react';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useOutbox, useResend } from './api/outbox';

/**
 * E-mails that did not go out: the failed ones with a resend button, and a note when e-mails are
 * kept because no SMTP server is configured. Nothing shows while every e-mail is delivered.
 */
export function OutboxPanel() {
  const headingId = useId();
  const failed = useOutbox('failed');
  const resend = useResend();
  const counts = failed.data?.counts;
  if (!counts || (counts.failed === 0 && counts.unsent === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-red-200 bg-red-50 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-red-900">
        E-mails not delivered
      </h2>
      {counts.unsent > 0 ? (
        <p className="mt-1 text-sm text-red-900">
          {counts.unsent} e-mail{counts.unsent === 1 ? ' is' : 's are'} kept unsent because no SMTP server is
          configured (SMTP_URL). They go out at the next start once it is set.
        </p>
      ) : null}
      {counts.failed > 0 ? (
        <ul className="mt-3 space-y-2">
          {failed.data?.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-200 bg-white p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">{item.subject}</p>
                <p className="text-slate-700">
                  To {item.to} · {formatDateTime(item.createdAt)} · {item.attempts} tr
                  {item.attempts === 1 ? 'y' : 'ies'}
                </p>
                {item.lastError ? <p className="break-words text-red-800">{item.lastError}</p> : null}
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={resend.isPending}
                aria-label={`Resend "${item.subject}" to ${item.to}`}
                onClick={() =>
                  resend.mutate(item.id, {
                    onSuccess: () =>
                      toast({ title: 'E-mail queued', description: `It will be sent to ${item.to}.` }),
                    onError: () =>
                      toast({
                        variant: 'destructive',
                        title: 'Error',
                        description: 'The e-mail could not be queued.',
                      }),
                  })
                }
              >
                Resend
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

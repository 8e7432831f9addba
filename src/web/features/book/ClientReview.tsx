import { useId, useState } from 'react';
import {
  type ReviewOutcome,
  reviewCreateSchema,
  reviewOutcomeLabels,
  reviewOutcomes,
} from '../../../shared/reviews';
import { formatCalendarDate, formatDateTime, todayInWindhoek } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { OptionCards, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useClientReviews, useInviteToReview, useLogReview } from './api/book';

type Errors = Partial<Record<'heldOn' | 'outcome' | 'notes', string>>;

function dueText(dueOn: string | null, today: string): { text: string; overdue: boolean } {
  if (!dueOn) return { text: 'No review due: no policy in force.', overdue: false };
  if (dueOn < today) return { text: `Review overdue since ${formatCalendarDate(dueOn)}.`, overdue: true };
  return { text: `Next review due ${formatCalendarDate(dueOn)}.`, overdue: false };
}

/** The yearly review on the client's page: when it is due, the ones held, and "Log a review". */
export function ClientReview({ clientId }: { clientId: string }) {
  const headingId = useId();
  const reviews = useClientReviews(clientId);
  const log = useLogReview(clientId);
  const invite = useInviteToReview(clientId);
  const today = todayInWindhoek();
  const [heldOn, setHeldOn] = useState(today);
  const [outcome, setOutcome] = useState<ReviewOutcome | ''>('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [open, setOpen] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reviewCreateSchema.safeParse({ heldOn, outcome, notes });
    const found: Errors = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    if (parsed.success && heldOn > today) found.heldOn = 'A review is logged once it has been held';
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await log.mutateAsync(parsed.data);
      toast(
        parsed.data.outcome === 'could-not-reach'
          ? {
              title: 'Attempt logged',
              description: `${formatCalendarDate(parsed.data.heldOn)}: the review stays due until it is held.`,
            }
          : { title: 'Review logged', description: `Held on ${formatCalendarDate(parsed.data.heldOn)}.` },
      );
      setOutcome('');
      setNotes('');
      setOpen(false);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  const due = reviews.data ? dueText(reviews.data.dueOn, today) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Yearly review
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={invite.isPending}
            onClick={() =>
              invite.mutateAsync(undefined).then(
                (sent) =>
                  toast({
                    title: 'Invitation sent',
                    description: `An e-mail to ${sent.to} with a link to book a time for the review.`,
                  }),
                (error: unknown) =>
                  toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
              )
            }
          >
            Invite to a review
          </Button>
          {open ? null : (
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              Log a review
            </Button>
          )}
        </div>
      </div>
      {reviews.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          Could not load the reviews.
        </p>
      ) : due ? (
        <>
          <p className={`mt-2 ${due.overdue ? 'font-semibold text-amber-800' : 'text-slate-800'}`}>
            {due.text}
          </p>
          {reviews.data?.invitedAt ? (
            <p className="text-sm text-slate-600">Last invited {formatDateTime(reviews.data.invitedAt)}.</p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-slate-600">Loading...</p>
      )}
      {open ? (
        <form noValidate onSubmit={submit} className="mt-3 space-y-4 rounded-xl bg-slate-50 p-3">
          <TextField
            label="Held on"
            type="date"
            max={today}
            value={heldOn}
            onChange={(event) => setHeldOn(event.target.value)}
            error={errors.heldOn}
          />
          <OptionCards
            legend="Outcome"
            name={`${headingId}-outcome`}
            options={reviewOutcomes.map((value) => ({ value, label: reviewOutcomeLabels[value] }))}
            value={outcome || undefined}
            onChange={(value) => setOutcome(value as ReviewOutcome)}
            error={errors.outcome}
            columns={2}
          />
          <TextArea
            label="Notes"
            optional
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={errors.notes}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={log.isPending}>
              Log review
            </Button>
          </div>
        </form>
      ) : null}
      {reviews.data && reviews.data.items.length > 0 ? (
        <ol className="mt-3 divide-y divide-slate-100" aria-label="Reviews held">
          {reviews.data.items.map((review) => (
            <li key={review.id} className="py-2">
              <p className="font-medium text-slate-900">
                {formatCalendarDate(review.heldOn)}: {reviewOutcomeLabels[review.outcome]}
              </p>
              {review.notes ? (
                <p className="text-sm whitespace-pre-wrap text-slate-700">{review.notes}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

import { useId, useState } from 'react';
import { windhoekLocalToUtc } from '../../../domain/windhoek-time';
import { RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useAddBlock } from './api/calendar';

/** Blocking a time or taking a day off (issue 20): no booking is offered in it. */
export function BlockForm() {
  const headingId = useId();
  const add = useAddBlock();
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Block a time or a day off
      </h2>
      <form
        noValidate
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const problems: Record<string, string> = {};
          if (!from) problems.startsAt = 'Give the start';
          if (!until) problems.endsAt = 'Give the end';
          setErrors(problems);
          if (Object.keys(problems).length) return;
          add.mutate(
            { startsAt: windhoekLocalToUtc(from), endsAt: windhoekLocalToUtc(until), reason },
            {
              onSuccess: () => {
                toast({ title: 'Time blocked', description: 'No bookings are offered in it.' });
                setFrom('');
                setUntil('');
                setReason('');
              },
              onError: (error) => {
                if (error instanceof RequestError && error.serverFields) setErrors(error.serverFields);
                else toast({ variant: 'destructive', title: 'Error', description: 'Please try again.' });
              },
            },
          );
        }}
      >
        <TextField
          label="From (Windhoek time)"
          type="datetime-local"
          value={from}
          error={errors.startsAt}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label="Until (Windhoek time)"
          type="datetime-local"
          value={until}
          error={errors.endsAt}
          onChange={(event) => setUntil(event.target.value)}
        />
        <TextField
          label="Reason"
          optional
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={add.isPending}>
            Block this time
          </Button>
        </div>
      </form>
    </section>
  );
}

import { useId, useState } from 'react';
import { utcToWindhoekLocal, windhoekDate } from '../../../domain/windhoek-time';
import {
  type ContactChannel,
  contactChannelLabels,
  contactChannels,
  contactLogSchema,
} from '../../../shared/clients';
import { Button } from '../../ui/Button';
import { OptionCards, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useLogContact } from './api/clients';

const dayMs = 24 * 60 * 60 * 1000;

type Errors = Partial<Record<'channel' | 'outcome' | 'followUp.title' | 'followUp.dueAt', string>>;

/** "Log a contact": how, what came of it, and the next follow-up in the same step. */
export function LogContactForm({ clientId, onDone }: { clientId: string; onDone?: () => void }) {
  const headingId = useId();
  const log = useLogContact(clientId);
  const [channel, setChannel] = useState<ContactChannel | ''>('');
  const [outcome, setOutcome] = useState('');
  const [withFollowUp, setWithFollowUp] = useState(true);
  const [title, setTitle] = useState('');
  // Two working days on, at 09:00 Windhoek time, unless the adviser says otherwise.
  const [dueAt, setDueAt] = useState(() => `${windhoekDate(new Date(Date.now() + 2 * dayMs))}T09:00`);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = contactLogSchema.safeParse({
      channel,
      outcome,
      followUp: withFollowUp ? { title, dueAt } : null,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ) as Errors,
      );
      return;
    }
    setErrors({});
    try {
      await log.mutateAsync(parsed.data);
      toast({
        title: 'Contact logged',
        description: parsed.data.followUp
          ? `Next follow-up: ${parsed.data.followUp.title}`
          : 'No follow-up was set for this client.',
      });
      setChannel('');
      setOutcome('');
      setTitle('');
      onDone?.();
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'The contact could not be logged. Please try again.',
      });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Log a contact
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 space-y-4">
        <OptionCards
          legend="How"
          name={`${headingId}-channel`}
          options={contactChannels.map((value) => ({ value, label: contactChannelLabels[value] }))}
          value={channel || undefined}
          onChange={(value) => setChannel(value as ContactChannel)}
          error={errors.channel}
          columns={2}
        />
        <TextArea
          label="Outcome"
          rows={3}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value)}
          error={errors.outcome}
        />
        <label className="flex items-center gap-2 font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={withFollowUp}
            onChange={(event) => setWithFollowUp(event.target.checked)}
          />
          Set the next follow-up
        </label>
        {withFollowUp ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Next follow-up"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={errors['followUp.title']}
              placeholder="e.g. Send the quote"
            />
            <TextField
              label="Due (Windhoek time)"
              type="datetime-local"
              value={dueAt}
              min={utcToWindhoekLocal(new Date())}
              onChange={(event) => setDueAt(event.target.value)}
              error={errors['followUp.dueAt']}
            />
          </div>
        ) : null}
        <Button type="submit" disabled={log.isPending}>
          Log contact
        </Button>
      </form>
    </section>
  );
}

import { useId, useState } from 'react';
import { type ClientDetails, noteSchema, type TimelineEntry } from '../../../shared/clients';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useAddNote, useDeleteNote, useEditNote } from './api/clients';

const kindStyles: Record<TimelineEntry['kind'], string> = {
  enquiry: 'bg-brand-700',
  'stage-change': 'bg-slate-500',
  note: 'bg-amber-500',
  contact: 'bg-emerald-600',
  'task-done': 'bg-emerald-400',
  email: 'bg-sky-600',
  merge: 'bg-purple-600',
  policy: 'bg-teal-600',
  review: 'bg-indigo-600',
  document: 'bg-cyan-700',
  portal: 'bg-rose-600',
  stage: 'bg-brand-900',
  booking: 'bg-orange-600',
};

function NoteEditor({ entry }: { entry: TimelineEntry }) {
  const edit = useEditNote();
  const remove = useDeleteNote();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(entry.detail);
  const [error, setError] = useState<string>();
  if (!editing)
    return (
      <div className="mt-1 flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Edit this note">
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          aria-label="Delete this note"
          onClick={() =>
            remove.mutateAsync(entry.id).then(
              () => toast({ title: 'Note deleted', description: 'The note is gone from the timeline.' }),
              () =>
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description: 'The note could not be deleted.',
                }),
            )
          }
        >
          Delete
        </Button>
      </div>
    );
  return (
    <form
      noValidate
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = noteSchema.safeParse({ body });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        void edit.mutateAsync({ id: entry.id, body: parsed.data.body }).then(
          () => setEditing(false),
          () =>
            toast({ variant: 'destructive', title: 'Error', description: 'The note could not be saved.' }),
        );
      }}
    >
      <TextArea
        label="Edit note"
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          Save note
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function AddNote({ clientId }: { clientId: string }) {
  const add = useAddNote(clientId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = noteSchema.safeParse({ body });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        void add.mutateAsync(parsed.data.body).then(
          () => {
            setBody('');
            toast({ title: 'Note added', description: 'It is on the timeline.' });
          },
          () =>
            toast({ variant: 'destructive', title: 'Error', description: 'The note could not be saved.' }),
        );
      }}
    >
      <TextArea
        label="Add a note"
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error}
      />
      <Button type="submit" size="sm" disabled={add.isPending}>
        Add note
      </Button>
    </form>
  );
}

/** Everything that happened with the client, newest first. */
export function Timeline({ client }: { client: ClientDetails }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Timeline
      </h2>
      <div className="mt-3">
        <AddNote clientId={client.id} />
      </div>
      <ol className="mt-5 space-y-4 border-l-2 border-slate-200 pl-4" aria-label="Timeline, newest first">
        {client.timeline.map((entry) => (
          <li key={`${entry.kind}-${entry.id}-${entry.at}`} className="relative">
            <span
              className={`absolute top-1.5 -left-[1.4rem] size-3 rounded-full ${kindStyles[entry.kind]}`}
              aria-hidden="true"
            />
            <p className="text-sm text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {entry.by ? ` · ${entry.by}` : ''}
            </p>
            <p className="font-semibold text-slate-900">
              {entry.href ? (
                <a
                  href={entry.href}
                  className="text-brand-800 underline"
                  {...(entry.enquiryKind === 'fna-submission' ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {entry.title}
                  {entry.enquiryKind === 'fna-submission' ? ' (PDF, new tab)' : ''}
                </a>
              ) : (
                entry.title
              )}
            </p>
            <p className="text-sm break-words whitespace-pre-line text-slate-800">{entry.detail}</p>
            {entry.kind === 'note' && entry.editable ? <NoteEditor entry={entry} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

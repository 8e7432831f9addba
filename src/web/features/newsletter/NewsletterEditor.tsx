import { useEffect, useState } from 'react';
import { featurableItems, newsletterIssueCreateSchema } from '../../../content/newsletter-features';
import type {
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterPreview,
} from '../../../shared/newsletter-issues';
import { fieldErrors } from '../../lib/field-errors';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextArea, TextField } from '../../ui/Field';
import { TableScroller } from '../../ui/TableScroller';
import { toast } from '../../ui/toast-store';
import {
  previewNewsletter,
  useNewsletters,
  useSaveNewsletter,
  useSendNewsletter,
  useTestNewsletter,
} from './api/admin-newsletters';

type FieldName = 'subject' | 'previewText' | 'bodyMarkdown' | 'feature' | 'at';

interface Values {
  subject: string;
  previewText: string;
  bodyMarkdown: string;
  workshops: boolean;
  feature: string;
  /** datetime-local, Windhoek's wall clock. */
  at: string;
}

const empty: Values = {
  subject: '',
  previewText: '',
  bodyMarkdown: '',
  workshops: false,
  feature: '',
  at: '',
};

const valuesOf = (issue: NewsletterIssue): Values => ({
  subject: issue.subject,
  previewText: issue.previewText,
  bodyMarkdown: issue.bodyMarkdown,
  workshops: issue.workshops,
  feature: issue.feature ?? '',
  at: '',
});

const bodyOf = (values: Values): NewsletterIssueInput => ({
  subject: values.subject,
  previewText: values.previewText,
  bodyMarkdown: values.bodyMarkdown,
  workshops: values.workshops,
  feature: values.feature || null,
});

/** Namibia is UTC+2 all year: the form's wall-clock time with its offset. */
const withOffset = (local: string) => `${local}:00+02:00`;

const failed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: describeError(error) });

/**
 * Writing a newsletter (issue 33): subject, preview text, Markdown, the optional blocks; the e-mail
 * as a subscriber sees it at phone and desktop width; a test copy; then now or at a time.
 */
export function NewsletterEditor({
  issue,
  onSent,
  onClose,
}: {
  issue: NewsletterIssue | null;
  onSent: (id: string) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(() => (issue ? valuesOf(issue) : empty));
  // "Send now" says how many it goes to (issue 44).
  const subscribers = useNewsletters().data?.confirmedSubscribers;
  const audience =
    subscribers === undefined
      ? null
      : `${subscribers.toLocaleString('en-GB')} confirmed ${subscribers === 1 ? 'subscriber' : 'subscribers'}`;
  const [id, setId] = useState<string | null>(issue?.id ?? null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'now' | 'later' | null>(null);
  const save = useSaveNewsletter();
  const send = useSendNewsletter();
  const test = useTestNewsletter();
  const busy = save.isPending || send.isPending || test.isPending;
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  // The preview follows the text, a moment after the typing stops (only text the server takes).
  useEffect(() => {
    const body = bodyOf(values);
    if (!newsletterIssueCreateSchema.safeParse(body).success) return;
    const timer = window.setTimeout(() => {
      previewNewsletter(body).then(
        (made) => {
          setPreview(made);
          setPreviewProblem(null);
        },
        (error: unknown) => setPreviewProblem(describeError(error, 'The server did not answer.')),
      );
    }, 600);
    return () => window.clearTimeout(timer);
  }, [values]);

  function showErrors(error: unknown): boolean {
    const fields = error instanceof RequestError ? error.serverFields : undefined;
    if (!fields) return false;
    setErrors(fields as Partial<Record<FieldName, string>>);
    return true;
  }

  /** Saves (creating it the first time); its id, or null when something is wrong (shown). */
  async function saved(): Promise<string | null> {
    const body = bodyOf(values);
    const parsed = newsletterIssueCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return null;
    }
    setErrors({});
    try {
      const stored = await save.mutateAsync({ id, body });
      setId(stored.id);
      return stored.id;
    } catch (error) {
      if (!showErrors(error)) failed(error);
      return null;
    }
  }

  async function sendNow(at?: string) {
    const savedId = await saved();
    if (!savedId) return setConfirming(null);
    try {
      await send.mutateAsync({ id: savedId, ...(at ? { at } : {}) });
      toast(
        at
          ? {
              title: 'Newsletter scheduled',
              description: 'It goes to every confirmed subscriber at the time you chose.',
            }
          : { title: 'Newsletter on its way', description: 'Every confirmed subscriber gets a copy.' },
      );
      setConfirming(null);
      onSent(savedId);
    } catch (error) {
      setConfirming(null);
      if (!showErrors(error)) failed(error);
    }
  }

  return (
    // The preview beside the form only where its 375 px fit whole (issue 44: it was clipped).
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_auto]">
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="space-y-4"
        aria-label="The newsletter"
      >
        <TextField label="Subject" value={values.subject} onChange={set('subject')} error={errors.subject} />
        <TextField
          label="Preview text"
          optional
          hint="The line mail programs show beside the subject."
          value={values.previewText}
          onChange={set('previewText')}
          error={errors.previewText}
        />
        <TextArea
          label="Text"
          hint="Markdown: # Heading, **bold**, [a link](https://...), - a list, ![an image](https://...)."
          rows={14}
          value={values.bodyMarkdown}
          onChange={set('bodyMarkdown')}
          error={errors.bodyMarkdown}
        />
        <label className="flex items-center gap-3 font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={values.workshops}
            onChange={(event) => setValues((current) => ({ ...current, workshops: event.target.checked }))}
          />
          List the next workshops under the text
        </label>
        <SelectField
          label="Feature a page"
          value={values.feature}
          onChange={(feature) => setValues((current) => ({ ...current, feature }))}
          options={[
            { value: '', label: 'None' },
            ...featurableItems.map(({ value, label }) => ({ value, label })),
          ]}
          error={errors.feature}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void saved().then((savedId) => {
                if (savedId) toast({ title: 'Newsletter saved', description: 'Saved as a draft.' });
              })
            }
          >
            Save draft
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void saved().then(async (savedId) => {
                if (!savedId) return;
                try {
                  const { to } = await test.mutateAsync(savedId);
                  toast({ title: 'Test sent', description: `A copy is on its way to ${to}.` });
                } catch (error) {
                  failed(error);
                }
              })
            }
          >
            Send a test to me
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Back to newsletters
          </Button>
        </div>
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Send it</legend>
          <div className="flex flex-wrap items-end gap-3">
            <Button disabled={busy} onClick={() => setConfirming('now')}>
              {audience ? `Send now to ${audience}` : 'Send now'}
            </Button>
            <TextField
              label="Or at (Windhoek time)"
              type="datetime-local"
              value={values.at}
              onChange={set('at')}
              error={errors.at}
            />
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                if (!values.at)
                  return setErrors((current) => ({ ...current, at: 'Choose the date and time to send it' }));
                setConfirming('later');
              }}
            >
              Schedule
            </Button>
          </div>
        </fieldset>
      </form>
      <PreviewPane preview={preview} problem={previewProblem} />
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming === 'later' ? 'Schedule this newsletter?' : 'Send this newsletter now?'}
        description={`${audience ? `It goes to ${audience}: each` : 'Every confirmed subscriber'} gets a copy with their own unsubscribe link. It cannot be taken back once it goes.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Not yet
          </Button>
          <Button
            disabled={busy}
            onClick={() => void sendNow(confirming === 'later' ? withOffset(values.at) : undefined)}
          >
            {confirming === 'later' ? 'Schedule it' : 'Send to subscribers'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** The e-mail as it arrives, at a phone's width and a laptop's (sandboxed: nothing in it runs). */
function PreviewPane({ preview, problem }: { preview: NewsletterPreview | null; problem: string | null }) {
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  return (
    <section aria-labelledby="newsletter-preview" className="min-w-0">
      <h2 id="newsletter-preview" className="text-lg font-bold text-slate-900">
        Preview
      </h2>
      <fieldset className="mt-2 flex gap-2">
        <legend className="sr-only">Preview width</legend>
        {(['phone', 'desktop'] as const).map((option) => (
          // Plain buttons: a colour transition while axe or a person reads them is not a state.
          <button
            key={option}
            type="button"
            aria-pressed={width === option}
            onClick={() => setWidth(option)}
            className={`min-h-9 rounded-lg border border-brand-700 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              width === option ? 'bg-brand-700 text-white' : 'bg-white text-brand-800'
            }`}
          >
            {option === 'phone' ? 'Phone (375 px)' : 'Desktop (640 px)'}
          </button>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {`The preview could not be made: ${problem}`}
        </p>
      ) : null}
      {preview ? (
        <>
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold">Subject:</span> {preview.subject}
          </p>
          {/* Wider than a phone's column at desktop width: it scrolls, by keyboard too. */}
          <TableScroller label="The e-mail" className="mt-2 border border-slate-200 bg-slate-100 p-2">
            <iframe
              title={`The newsletter at ${width === 'phone' ? 'a phone' : 'a desktop'} width`}
              sandbox=""
              srcDoc={preview.html}
              className="mx-auto block h-[640px] rounded-lg bg-white"
              style={{ width: width === 'phone' ? 375 : 640 }}
            />
          </TableScroller>
          <p className="mt-2 text-sm text-slate-600">
            Images by address show in the e-mail; this preview shows only this site’s own.
          </p>
        </>
      ) : (
        <p className="mt-3 text-slate-600">Write a subject and text to see the e-mail here.</p>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { startingGuides } from '../../../content/resources';
import { formatNad, parseNadCents } from '../../../domain/money';
import { documentSizeText } from '../../../shared/document-kinds';
import {
  builtInGuideId,
  type GuideFile,
  type GuideText,
  guideFileMaxBytes,
  guideFileMessage,
  guideIdOf,
  guidesSchema,
} from '../../../shared/website-guides';
import { pathErrors } from '../../lib/field-errors';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft, useUploadGuideFile } from './api/website';
import { showRefusal } from './refusal';

/**
 * The resources page's guides and books (issue 58): each with its title, a sentence or two, a
 * badge, the day it was published and a price, or, free, the PDF a visitor downloads after leaving
 * an e-mail address. Added, changed, ordered by removing and adding, saved as a list. Before the
 * adviser saves a list the page shows the site's starting guides; an empty list leaves them out.
 */

interface Row {
  id: string;
  title: string;
  description: string;
  badge: string;
  publishedDate: string;
  /** In N$ as typed; empty: free. */
  price: string;
  wasPrice: string;
  file: GuideFile | null;
}

const amountText = (cents: number | null) => (cents === null ? '' : formatNad(cents).replace(/^N\$\s*/, ''));
const rowOf = (guide: GuideText): Row => ({
  ...guide,
  price: amountText(guide.priceCents),
  wasPrice: amountText(guide.wasPriceCents),
});
const priceOf = (text: string): number | null | 'bad' =>
  text.trim() === '' ? null : (parseNadCents(text) ?? 'bad');

export function GuidesEditor({ guides }: { guides: GuideText[] | null }) {
  const change = useChangeDraft();
  const [rows, setRows] = useState<Row[]>(() => (guides ?? startingGuides()).map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (index: number, values: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...values } : row)));

  const send = async (list: GuideText[] | null, told: string) => {
    try {
      await change.mutateAsync({ texts: { guides: list } });
      toast({ title: 'Draft saved', description: told });
    } catch (error) {
      showRefusal(error, 'texts.guides', setErrors);
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const amountErrors: Record<string, string> = {};
    const list = rows.map((row, index) => {
      const { price, wasPrice, ...rest } = row;
      const priceCents = priceOf(price);
      const wasPriceCents = priceOf(wasPrice);
      if (priceCents === 'bad') amountErrors[`${index}.priceCents`] = 'Enter the price in N$, such as 199.00';
      if (wasPriceCents === 'bad') amountErrors[`${index}.wasPriceCents`] = 'Enter the earlier price in N$';
      return {
        ...rest,
        // A guide's name follows its title until it is saved with one.
        id: rest.id || guideIdOf(rest.title, rows.map((other) => other.id).filter(Boolean)),
        priceCents: priceCents === 'bad' ? -1 : priceCents,
        wasPriceCents: wasPriceCents === 'bad' ? -1 : wasPriceCents,
      };
    });
    const parsed = guidesSchema.safeParse(list);
    const found = parsed.success ? {} : pathErrors(parsed.error.issues);
    const all = { ...found, ...amountErrors };
    if (Object.keys(all).length > 0 || !parsed.success) {
      setErrors(all);
      return;
    }
    setErrors({});
    setRows(list.map((guide) => rowOf(guide as GuideText)));
    await send(parsed.data, 'The guides are in the draft.');
  };

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      {(errors[''] ?? errors['texts.guides']) ? (
        <p role="alert" className="font-medium text-red-700">
          {errors[''] ?? errors['texts.guides']}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-slate-700">No guides: the resources page leaves the section out.</p>
      ) : null}
      <ol className="space-y-4">
        {rows.map((row, index) => (
          // A guide is its place in the list until saved.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <li key={index} className="space-y-3 rounded-2xl border border-slate-200 p-4">
            <TextField
              label={`Guide ${index + 1}: title`}
              value={row.title}
              error={errors[`${index}.title`] ?? errors[`${index}.id`]}
              onChange={(event) => set(index, { title: event.target.value })}
            />
            <TextArea
              label="What it is about"
              rows={2}
              value={row.description}
              error={errors[`${index}.description`]}
              onChange={(event) => set(index, { description: event.target.value })}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Published on"
                type="date"
                value={row.publishedDate}
                error={errors[`${index}.publishedDate`]}
                onChange={(event) => set(index, { publishedDate: event.target.value })}
              />
              <TextField
                label="Badge"
                optional
                placeholder="NEW"
                hint="A word on the card, such as NEW or FREE."
                value={row.badge}
                error={errors[`${index}.badge`]}
                onChange={(event) => set(index, { badge: event.target.value })}
              />
              <TextField
                label="Price (N$)"
                optional
                inputMode="decimal"
                hint="Empty: a free download. With a price, Buy Now leaves you an order to arrange."
                value={row.price}
                error={errors[`${index}.priceCents`]}
                onChange={(event) => set(index, { price: event.target.value })}
              />
              <TextField
                label="Earlier price (N$)"
                optional
                inputMode="decimal"
                hint="Shown struck through, above the price."
                value={row.wasPrice}
                error={errors[`${index}.wasPriceCents`]}
                onChange={(event) => set(index, { wasPrice: event.target.value })}
              />
            </div>
            <GuidePdf
              row={row}
              index={index}
              error={errors[`${index}.file`]}
              onFile={(file) => {
                set(index, { file });
                setErrors((current) => {
                  const { [`${index}.file`]: _gone, ...rest } = current;
                  return rest;
                });
              }}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              Remove<span className="sr-only"> guide {index + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                id: '',
                title: '',
                description: '',
                badge: '',
                publishedDate: '',
                price: '',
                wasPrice: '',
                file: null,
              },
            ])
          }
        >
          Add guide
        </Button>
        <div className="flex flex-wrap gap-3">
          {guides !== null ? (
            <Button
              type="button"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => void send(null, 'The site’s starting guides are in the draft again.')}
            >
              Use the site’s starting guides
            </Button>
          ) : null}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Save guides'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The guide's PDF: what is kept, and a button to upload or replace it (kept at once, saved with the list). */
function GuidePdf({
  row,
  index,
  error,
  onFile,
}: {
  row: Row;
  index: number;
  error: string | undefined;
  onFile: (file: GuideFile | null) => void;
}) {
  const upload = useUploadGuideFile();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const id = useId();
  const shown = uploadError ?? error;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > guideFileMaxBytes) {
      setUploadError(guideFileMessage);
      return;
    }
    setUploadError(undefined);
    try {
      onFile(await upload.mutateAsync(file));
    } catch (failure) {
      setUploadError(
        failure instanceof RequestError && failure.serverFields?.file
          ? failure.serverFields.file
          : describeError(failure),
      );
    }
  };
  const builtIn = row.id === builtInGuideId && !row.file;
  return (
    <div className="space-y-2">
      <p id={`${id}-kept`} className="text-sm text-slate-700">
        <span className="font-semibold">PDF: </span>
        {row.file
          ? `${row.file.name} (${documentSizeText(row.file.bytes)})`
          : builtIn
            ? 'the site’s checklist, made with your business details'
            : 'none yet'}
      </p>
      <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-brand-700">
        {upload.isPending ? 'Uploading...' : row.file ? 'Replace the PDF' : 'Upload a PDF'}
        <span className="sr-only"> for guide {index + 1}</span>
        <input
          type="file"
          accept=".pdf,application/pdf"
          className="sr-only"
          aria-describedby={`${id}-kept${shown ? ` ${id}-error` : ''}`}
          aria-invalid={shown ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {row.file && row.price.trim() !== '' ? (
        <p className="text-sm text-slate-600">With a price, the PDF is kept for you; visitors order it.</p>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import type { z } from 'zod';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { showRefusal } from './refusal';

/**
 * Blocks of a page the practice writes for itself (issue 58): the home page's words, the legal
 * pages' practice parts. Each starts with the site's words built from the business details; a block
 * saved as those words stays the site's (null: it follows a changed name or phone number), anything
 * else is the adviser's. Checked here as the server checks it, each message under its block.
 */

export interface BlockText {
  label: string;
  hint: string;
  rows: number;
}

export function TextBlocksEditor<Block extends string>({
  part,
  blocks,
  labels,
  defaults,
  written,
  schema,
  saved,
  button,
}: {
  /** The part of `texts` the blocks are (`legal`, `home`). */
  part: 'legal' | 'home';
  blocks: readonly Block[];
  labels: Record<Block, BlockText>;
  /** The site's words for each block. */
  defaults: Record<Block, string>;
  /** The adviser's words, where they wrote their own. */
  written: Partial<Record<Block, string>>;
  schema: z.ZodType;
  saved: string;
  button: string;
}) {
  const change = useChangeDraft();
  const [values, setValues] = useState<Record<Block, string>>(
    () =>
      Object.fromEntries(blocks.map((block) => [block, written[block] ?? defaults[block]])) as Record<
        Block,
        string
      >,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    // The site's own words stay the site's (null): they follow the business details.
    const changes = Object.fromEntries(
      blocks.map((block) => {
        const text = values[block].trim();
        return [block, text === defaults[block] ? null : text];
      }),
    ) as Record<Block, string | null>;
    const parsed = schema.safeParse(
      Object.fromEntries(Object.entries(changes).filter(([, text]) => text !== null)),
    );
    if (!parsed.success) {
      setErrors(pathErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ texts: { [part]: changes } });
      toast({ title: 'Draft saved', description: saved });
    } catch (error) {
      showRefusal(error, `texts.${part}`, setErrors);
    }
  };

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      {blocks.map((block) => (
        <div key={block}>
          <TextArea
            label={labels[block].label}
            rows={labels[block].rows}
            hint={`${labels[block].hint}${written[block] ? '' : ' The site’s words now.'}`}
            value={values[block]}
            error={errors[block]}
            onChange={(event) => setValues((current) => ({ ...current, [block]: event.target.value }))}
          />
          {values[block].trim() !== defaults[block] ? (
            <button
              type="button"
              className="mt-1 text-sm font-semibold text-brand-800 underline"
              onClick={() => setValues((current) => ({ ...current, [block]: defaults[block] }))}
            >
              Use the site’s words<span className="sr-only"> for {labels[block].label}</span>
            </button>
          ) : null}
        </div>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : button}
        </Button>
      </div>
    </form>
  );
}

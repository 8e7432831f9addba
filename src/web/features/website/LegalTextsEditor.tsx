import { useState } from 'react';
import { legalDefaults } from '../../../content/legal';
import type { WebsiteDetails } from '../../../shared/website';
import {
  type LegalBlock,
  legalBlocks,
  type WebsiteTexts,
  websiteTextsSchema,
} from '../../../shared/website-texts';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { showRefusal } from './refusal';

/**
 * The practice's parts of the legal pages (issue 58): who they are, whether they are independent,
 * how they are paid and how a complaint is handled. Each starts with the site's words built from the
 * business details; a block saved as those words stays the site's (so it follows a changed phone
 * number), anything else is the adviser's. The pages' "Last updated" becomes the day they change one.
 */

const blockLabels: Record<LegalBlock, { label: string; page: string; hint: string }> = {
  whoWeAre: {
    label: 'Who we are',
    page: 'Privacy policy',
    hint: 'Who is responsible for the information people send: the business, the adviser, the licence.',
  },
  independence: {
    label: 'Independence',
    page: 'Compliance',
    hint: 'Say so only if it is true: a tied agent or an insurer’s own adviser is not independent.',
  },
  pay: {
    label: 'How we are paid, and conflicts of interest',
    page: 'Compliance',
    hint: 'Commission, fees, and how a conflict of interest is handled. A blank line starts a paragraph.',
  },
  complaints: {
    label: 'Complaints',
    page: 'Compliance',
    hint: 'Who takes a complaint, how fast you answer, and where it can go next. A line starting "- " is a list item.',
  },
};

export function LegalTextsEditor({ texts, details }: { texts: WebsiteTexts; details: WebsiteDetails }) {
  const change = useChangeDraft();
  const defaults = legalDefaults(details);
  const [values, setValues] = useState<Record<LegalBlock, string>>(
    () =>
      Object.fromEntries(
        legalBlocks.map((block) => [block, texts.legal[block] ?? defaults[block]]),
      ) as Record<LegalBlock, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    // The site's own words stay the site's (null): they follow the business details.
    const legal = Object.fromEntries(
      legalBlocks.map((block) => {
        const text = values[block].trim();
        return [block, text === defaults[block] ? null : text];
      }),
    ) as Record<LegalBlock, string | null>;
    const parsed = websiteTextsSchema.shape.legal.safeParse(
      Object.fromEntries(Object.entries(legal).filter(([, text]) => text !== null)),
    );
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ texts: { legal } });
      toast({ title: 'Draft saved', description: 'The legal pages’ texts are in the draft.' });
    } catch (error) {
      showRefusal(error, 'texts.legal', setErrors);
    }
  };

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      {legalBlocks.map((block) => (
        <div key={block}>
          <TextArea
            label={`${blockLabels[block].label} (${blockLabels[block].page})`}
            rows={block === 'whoWeAre' || block === 'independence' ? 3 : 6}
            hint={`${blockLabels[block].hint}${texts.legal[block] ? '' : ' The site’s words now.'}`}
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
              Use the site’s words<span className="sr-only"> for {blockLabels[block].label}</span>
            </button>
          ) : null}
        </div>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save legal texts'}
        </Button>
      </div>
    </form>
  );
}

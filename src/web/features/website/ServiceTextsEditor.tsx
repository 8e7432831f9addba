import { useState } from 'react';
import { serviceTextOf } from '../../../content/service-texts';
import { type ServiceSlug, services } from '../../../content/services';
import { type ServiceText, serviceTextSchema, type WebsiteTexts } from '../../../shared/website-texts';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { SelectField, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { showRefusal } from './refusal';

/**
 * A service page's texts (issue 58): the introduction, the line under it, the benefits, what is
 * included and the four steps, starting from the spec's words until the adviser changes them. The
 * prose blocks take Markdown; the lists are one item a line. Saved to the draft whole, or the page
 * put back to its original text.
 */

interface Texts {
  intro: string;
  strapline: string;
  benefits: string;
  included: string;
  steps: { title: string; text: string }[];
}

const textsOf = (text: ServiceText): Texts => ({
  intro: text.intro,
  strapline: text.strapline,
  benefits: text.benefits.join('\n'),
  included: text.included.join('\n'),
  steps: text.process.map((step) => ({ ...step })),
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const markdownHint =
  'Markdown: **bold**, *italic*, [a link](https://example.com). Links to web, e-mail (mailto:) and phone (tel:) addresses only.';

/** The messages by field (`intro`, `benefits`, `process.2.text`), a list's under the list. */
const errorsOf = (issues: Parameters<typeof pathErrors>[0]) =>
  pathErrors(issues, (path) => (path[0] === 'benefits' || path[0] === 'included' ? path[0] : path.join('.')));

export function ServiceTextsEditor({ texts, adviserName }: { texts: WebsiteTexts; adviserName: string }) {
  const [slug, setSlug] = useState<ServiceSlug>(services[0].slug);
  return (
    <div className="space-y-4">
      <SelectField
        label="Page"
        value={slug}
        onChange={(value) => setSlug(value as ServiceSlug)}
        options={services.map((service) => ({
          value: service.slug,
          label: `${service.title}${texts.services[service.slug] ? ' (changed)' : ''}`,
        }))}
      />
      <PageTexts
        // Starts again when another page is chosen, or this page's draft changes.
        key={`${slug} ${JSON.stringify(texts.services[slug] ?? null)}`}
        slug={slug}
        changed={Boolean(texts.services[slug])}
        text={serviceTextOf(texts, slug, adviserName)}
      />
    </div>
  );
}

function PageTexts({ slug, changed, text }: { slug: ServiceSlug; changed: boolean; text: ServiceText }) {
  const change = useChangeDraft();
  const [values, setValues] = useState<Texts>(() => textsOf(text));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = services.find((service) => service.slug === slug)?.title ?? slug;

  const send = async (page: ServiceText | null, told: string) => {
    try {
      await change.mutateAsync({ texts: { services: { [slug]: page } } });
      toast({ title: 'Draft saved', description: told });
    } catch (error) {
      showRefusal(error, `texts.services.${slug}`, setErrors);
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = serviceTextSchema.safeParse({
      intro: values.intro,
      strapline: values.strapline,
      benefits: linesOf(values.benefits),
      included: linesOf(values.included),
      process: values.steps,
    });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    await send(parsed.data, `The text of ${title} is in the draft.`);
  };

  const field = (key: 'intro' | 'strapline' | 'benefits' | 'included') => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      <p className="text-sm text-slate-600">
        {changed
          ? 'Your text: the page no longer says the original.'
          : 'The original text, word for word: change anything and save.'}
      </p>
      <TextArea label="Introduction" rows={3} hint={markdownHint} {...field('intro')} />
      <TextField
        label="The line under it"
        optional
        hint="Such as who gives the advice. A claim, such as years in practice, is yours to make and to back."
        {...field('strapline')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextArea label="Key Benefits" rows={6} hint="One a line." {...field('benefits')} />
        <TextArea label="What's Included" rows={6} hint="One a line." {...field('included')} />
      </div>
      <fieldset className="space-y-3 rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 font-bold text-slate-900">How It Works</legend>
        {values.steps.map((step, index) => (
          // The four steps keep their places: the index is the step.
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the four
          <div key={index} className="grid gap-3 sm:grid-cols-[14rem_1fr]">
            <TextField
              label={`Step ${index + 1}: title`}
              value={step.title}
              error={errors[`process.${index}.title`]}
              onChange={(event) =>
                setValues((current) => ({
                  ...current,
                  steps: current.steps.map((item, at) =>
                    at === index ? { ...item, title: event.target.value } : item,
                  ),
                }))
              }
            />
            <TextArea
              label={`Step ${index + 1}: what happens`}
              rows={2}
              value={step.text}
              error={errors[`process.${index}.text`]}
              onChange={(event) =>
                setValues((current) => ({
                  ...current,
                  steps: current.steps.map((item, at) =>
                    at === index ? { ...item, text: event.target.value } : item,
                  ),
                }))
              }
            />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        {changed ? (
          <Button
            type="button"
            variant="secondary"
            disabled={change.isPending}
            onClick={() => void send(null, `${title} says the original text again in the draft.`)}
          >
            Use the original text
          </Button>
        ) : null}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save page text'}
        </Button>
      </div>
    </form>
  );
}

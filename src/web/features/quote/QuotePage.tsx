import { useId, useRef, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { hoursText, telHref } from '../../../content/site';
import type { QuoteRequestInput } from '../../../shared/quote';
import {
  type CoverFor,
  coverForOptions,
  type InsuranceType,
  insuranceTypes,
  quoteMessages,
} from '../../../shared/quote-texts';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { lazyModule, preload } from '../../lib/lazy-module';
import { RequestError } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import { HoneypotField, OptionCards, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { createQuoteRequest } from './api/create-quote-request';

/** /quote (DECISIONS D6): who is to be covered, which cover, the situation, and how to reach the visitor. */
export default function QuotePage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        Tell us what you would like covered. {siteConfig.adviserName} compares several Namibian insurers and
        sends you a free, no-obligation quote, usually within one working day.
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Island name="quote-form" component={QuoteForm} props={{}} />
        <p className="mt-8 text-slate-700">
          Rather talk it through? Call{' '}
          <a href={telHref(siteConfig.phone)} className="font-semibold text-brand-800 underline">
            {siteConfig.phone}
          </a>{' '}
          ({hoursText(siteConfig)}).
        </p>
      </div>
    </>
  );
}

type Values = {
  coverFor: CoverFor | undefined;
  types: InsuranceType[];
  situation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};
type FieldName = keyof Values;

/** The fields in the order they are shown (the first with a message takes the focus). */
const emptyQuote: Values = {
  coverFor: undefined,
  types: [],
  situation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
};

/** The request's check (zod), fetched when the visitor first touches the form. */
const loadChecks = lazyModule(() => import('./checks'));

function requestOf(values: Values): QuoteRequestInput {
  return {
    personalInfo: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
    },
    insuranceNeeds: {
      coverFor: values.coverFor as CoverFor,
      types: values.types,
      situation: values.situation,
    },
  };
}

/** The server's own rules: the checked request, or the first message for each field. */
async function check(values: Values) {
  const { quoteRequestSchema } = await loadChecks();
  const parsed = quoteRequestSchema.safeParse(requestOf(values));
  if (parsed.success) return { request: parsed.data, errors: {} };
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[1];
    if (typeof field === 'string' && field in emptyQuote) errors[field as FieldName] ??= issue.message;
  }
  return { request: null, errors };
}

/** The quote request form (an island of /quote, issue 45). */
export function QuoteForm() {
  const [values, setValues] = useState(emptyQuote);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // After the first attempt, the messages follow what is typed.
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const needsId = useId();
  const contactId = useId();

  const set = <K extends FieldName>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted)
      void check(next).then(
        ({ errors }) => setErrors(errors),
        () => undefined,
      );
  };
  const text = (field: 'situation' | 'firstName' | 'lastName' | 'email' | 'phone') => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });

  const fail = (serverMessage?: string) =>
    toast({
      variant: 'destructive',
      title: quoteMessages.failure,
      description: serverMessage ?? quoteMessages.failureFallback(siteConfig.phone),
    });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      let checked: Awaited<ReturnType<typeof check>>;
      try {
        checked = await check(values);
      } catch {
        fail();
        return;
      }
      setAttempted(true);
      setErrors(checked.errors);
      if (!checked.request) {
        const first = (Object.keys(emptyQuote) as FieldName[]).find((field) => checked.errors[field]);
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      try {
        await createQuoteRequest({ ...checked.request, website });
      } catch (error) {
        fail(error instanceof RequestError ? error.serverMessage : undefined);
        return;
      }
      toast({ title: quoteMessages.success, description: quoteMessages.successDescription });
      setSent(checked.request.personalInfo.firstName);
      setValues(emptyQuote);
      setAttempted(false);
      requestAnimationFrame(() => sentHeading.current?.focus());
    } finally {
      setPending(false);
    }
  }

  if (sent !== null) {
    return (
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
        <h2 ref={sentHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Thank you, {sent}!
        </h2>
        <p className="mt-3 text-slate-700">{quoteMessages.successDescription}</p>
        <Button className="mt-6" variant="secondary" onClick={() => setSent(null)}>
          Request another quote
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={() => preload(loadChecks)}
      className="grid gap-10"
    >
      <HoneypotField value={website} onChange={setWebsite} />
      <section aria-labelledby={needsId} className="grid gap-6">
        <h2 id={needsId} className="text-xl font-bold text-slate-900">
          What would you like covered?
        </h2>
        <OptionCards<CoverFor>
          legend="Who is to be covered?"
          name="coverFor"
          columns={2}
          options={coverForOptions}
          value={values.coverFor}
          onChange={(value) => set('coverFor', value)}
          error={errors.coverFor}
        />
        <OptionCards<InsuranceType>
          legend="Which insurance do you need? Choose all that apply."
          name="types"
          multiple
          columns={2}
          options={insuranceTypes}
          value={values.types}
          onChange={(value) => set('types', value)}
          error={errors.types}
        />
        <TextArea
          label="Your situation"
          optional
          hint="For example: ages of the people to cover, cover you already have, or a budget per month."
          rows={4}
          maxLength={5000}
          {...text('situation')}
        />
      </section>
      <section aria-labelledby={contactId} className="grid gap-4 sm:grid-cols-2">
        <h2 id={contactId} className="text-xl font-bold text-slate-900 sm:col-span-2">
          Your contact details
        </h2>
        <TextField label="First name" autoComplete="given-name" maxLength={200} {...text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" maxLength={200} {...text('lastName')} />
        <TextField label="E-mail" type="email" autoComplete="email" maxLength={254} {...text('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" maxLength={40} {...text('phone')} />
      </section>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
          {pending ? 'Sending...' : 'Request My Free Quote'}
        </Button>
        <p className="mt-3 text-sm text-slate-600">
          We use your details only to prepare and discuss this quote. See our{' '}
          <a href="/privacy" className="underline">
            Privacy Policy
          </a>
          .
        </p>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { PageMeta } from '../../../content/pages';
import { telHref } from '../../../content/site';
import {
  type CoverFor,
  coverForOptions,
  type InsuranceType,
  insuranceTypes,
  type QuoteRequest,
  type QuoteRequestInput,
  quoteMessages,
  quoteRequestSchema,
} from '../../../shared/quote';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { QueryProvider } from '../../lib/query-client';
import { RequestError } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import { HoneypotField, OptionCards, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useCreateQuoteRequest } from './api/create-quote-request';

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
        <QueryProvider>
          <QuoteForm />
        </QueryProvider>
        <p className="mt-8 text-slate-700">
          Rather talk it through? Call{' '}
          <a href={telHref(siteConfig.phone)} className="font-semibold text-brand-800 underline">
            {siteConfig.phone}
          </a>{' '}
          ({siteConfig.hoursWeekdays}, {siteConfig.hoursSaturday}).
        </p>
      </div>
    </>
  );
}

const emptyQuote: QuoteRequestInput = {
  personalInfo: { firstName: '', lastName: '', email: '', phone: '' },
  insuranceNeeds: { coverFor: undefined as unknown as CoverFor, types: [], situation: '' },
};

function QuoteForm() {
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const needsId = useId();
  const contactId = useId();
  const quote = useCreateQuoteRequest();
  const form = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: emptyQuote,
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    quote.mutate(
      { ...values, website },
      {
        onSuccess: () => {
          toast({ title: quoteMessages.success, description: quoteMessages.successDescription });
          setSent(values.personalInfo.firstName);
          form.reset(emptyQuote);
          requestAnimationFrame(() => sentHeading.current?.focus());
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: quoteMessages.failure,
            description:
              (error instanceof RequestError ? error.serverMessage : undefined) ??
              `Your request could not be sent. Please try again, or call us on ${siteConfig.phone}.`,
          });
        },
      },
    );
  });

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
    <form noValidate onSubmit={submit} className="grid gap-10">
      <HoneypotField value={website} onChange={setWebsite} />
      <section aria-labelledby={needsId} className="grid gap-6">
        <h2 id={needsId} className="text-xl font-bold text-slate-900">
          What would you like covered?
        </h2>
        <Controller
          control={form.control}
          name="insuranceNeeds.coverFor"
          render={({ field }) => (
            <OptionCards<CoverFor>
              legend="Who is to be covered?"
              name={field.name}
              columns={2}
              options={coverForOptions}
              value={field.value}
              onChange={field.onChange}
              error={errors.insuranceNeeds?.coverFor?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="insuranceNeeds.types"
          render={({ field }) => (
            <OptionCards<InsuranceType>
              legend="Which insurance do you need? Choose all that apply."
              name={field.name}
              multiple
              columns={2}
              options={insuranceTypes}
              value={field.value ?? []}
              onChange={field.onChange}
              error={
                errors.insuranceNeeds?.types?.message ??
                (Array.isArray(errors.insuranceNeeds?.types) ? quoteMessages.types : undefined)
              }
            />
          )}
        />
        <TextArea
          label="Your situation"
          optional
          hint="For example: ages of the people to cover, cover you already have, or a budget per month."
          rows={4}
          maxLength={5000}
          error={errors.insuranceNeeds?.situation?.message}
          {...form.register('insuranceNeeds.situation')}
        />
      </section>
      <section aria-labelledby={contactId} className="grid gap-4 sm:grid-cols-2">
        <h2 id={contactId} className="text-xl font-bold text-slate-900 sm:col-span-2">
          Your contact details
        </h2>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={200}
          error={errors.personalInfo?.firstName?.message}
          {...form.register('personalInfo.firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={200}
          error={errors.personalInfo?.lastName?.message}
          {...form.register('personalInfo.lastName')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.personalInfo?.email?.message}
          {...form.register('personalInfo.email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          error={errors.personalInfo?.phone?.message}
          {...form.register('personalInfo.phone')}
        />
      </section>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={quote.isPending}>
          {quote.isPending ? 'Sending...' : 'Request My Free Quote'}
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

import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { telHref, whatsappHref } from '../../../content/site';
import {
  type ConsultationDraft,
  type ConsultationTopic,
  type ConsultationUrgency,
  consultationRequestSchema,
  consultationStepError,
  consultationTopics,
  consultationUrgencies,
  consultationWhatsappText,
  topicLabel,
  urgencyLabel,
} from '../../../shared/consultation';
import { splitFullName } from '../../../shared/fields';
import { QueryProvider } from '../../lib/query-client';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { HoneypotField, OptionCards, TextArea, TextField } from '../../ui/Field';
import { ProgressBar } from '../../ui/ProgressBar';
import { toast } from '../../ui/toast-store';
import { useCreateConsultationRequest } from './api/create-consultation-request';

/**
 * The consultation dialog every call to action opens: the 7-step booking wizard of the spec
 * (welcome, topic, urgency, details, contact, consent, thank you).
 */

type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Steps 2 to 5 show 'Step n of 5'; the five counted steps are 2 to 6. */
const countedSteps = 5;
const resetDelayMs = 300;

const emptyDraft: ConsultationDraft = {
  topic: undefined,
  customTopic: '',
  urgency: undefined,
  details: '',
  fullName: '',
  email: '',
  phone: '',
  consent: false,
  website: '',
};

function showValidationToast(message: string) {
  toast({ variant: 'destructive', title: message });
}

export default function ConsultationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <QueryProvider>
      <ConsultationWizard open={open} onOpenChange={onOpenChange} />
    </QueryProvider>
  );
}

function ConsultationWizard({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<ConsultationDraft>(emptyDraft);
  const booking = useCreateConsultationRequest();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Each new step's heading takes the focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (open && step > 1) stepHeading.current?.focus();
  }, [step, open]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const update = (change: Partial<ConsultationDraft>) => setDraft((current) => ({ ...current, ...change }));

  function startOver() {
    clearTimeout(resetTimer.current);
    setStep(1);
    setDraft(emptyDraft);
    booking.reset();
  }

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    clearTimeout(resetTimer.current);
    // Closing on the thank-you screen starts over, once the closing animation is done.
    if (!next && step === 7) resetTimer.current = setTimeout(startOver, resetDelayMs);
  }

  // Opened again on the thank-you screen (sooner than the reset after closing): start over now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens
  useEffect(() => {
    if (open && step === 7) startOver();
  }, [open]);

  function goNext() {
    if (step >= 2 && step <= 6) {
      const message = consultationStepError(step as 2 | 3 | 4 | 5 | 6, draft);
      if (message) return showValidationToast(message);
    }
    setStep((current) => Math.min(current + 1, 7) as Step);
  }

  /** The whole request checked once more before it leaves (every step's rule, in step order). */
  function validRequest() {
    for (const checked of [2, 3, 4, 5, 6] as const) {
      const message = consultationStepError(checked, draft);
      if (message) {
        showValidationToast(message);
        return null;
      }
    }
    const parsed = consultationRequestSchema.safeParse(draft);
    if (!parsed.success) {
      showValidationToast(parsed.error.issues[0]?.message ?? 'Please check your answers');
      return null;
    }
    return parsed.data;
  }

  function bookOnline() {
    const request = validRequest();
    if (!request) return;
    booking.mutate(
      { ...request, website: draft.website ?? '' },
      {
        onSuccess: () => {
          setStep(7);
          toast({
            title: 'Consultation Booked!',
            description: `${siteConfig.adviserName} will contact you within 24 hours.`,
          });
        },
        onError: () => {
          toast({
            variant: 'destructive',
            title: 'Booking Error',
            description: 'There was an issue booking your consultation. Please try again.',
          });
        },
      },
    );
  }

  function sendViaWhatsapp() {
    const request = validRequest();
    if (!request) return;
    window.open(
      whatsappHref(siteConfig.whatsappNumber, consultationWhatsappText(request)),
      '_blank',
      'noopener,noreferrer',
    );
    setStep(7);
    toast({
      title: 'WhatsApp Opened!',
      description: 'Please send the prepared message to complete your booking.',
    });
  }

  const firstName = splitFullName(draft.fullName ?? '').firstName;
  const counted = step - 1;
  const percent = Math.round((counted / countedSteps) * 100);

  return (
    <Dialog open={open} onOpenChange={handleOpenChange} title="Book Your Free Consultation">
      {step >= 2 && step <= 5 ? (
        <div className="mb-5">
          <div className="flex justify-between text-sm font-medium text-slate-700">
            <span>
              Step {counted} of {countedSteps}
            </span>
            <span>{percent}% complete</span>
          </div>
          <ProgressBar label="Booking progress" percent={percent} />
        </div>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 6) goNext();
        }}
      >
        <HoneypotField value={draft.website ?? ''} onChange={(website) => update({ website })} />

        {step === 1 ? (
          <div>
            <p className="text-slate-700">
              Talk to {siteConfig.adviserName} about insurance, debt, savings, investments, retirement or your
              business. The first consultation is free and there is no obligation.
            </p>
            <ul className="mt-4 grid gap-2 text-slate-700">
              <li>✓ Takes about two minutes</li>
              <li>✓ Independent advice: we compare several insurers and fund managers</li>
              <li>✓ In person in Windhoek, by phone or online</li>
            </ul>
            <Button type="button" size="lg" className="mt-6 w-full sm:w-auto" onClick={() => setStep(2)}>
              Get Started
            </Button>
            <p className="mt-4 text-sm text-slate-600">
              Prefer to talk now? Call{' '}
              <a className="font-semibold text-brand-800 underline" href={telHref(siteConfig.phone)}>
                {siteConfig.phone}
              </a>
              .
            </p>
          </div>
        ) : null}

        {step === 2 ? (
          <div>
            <StepHeading ref={stepHeading}>What would you like to discuss?</StepHeading>
            <OptionCards<ConsultationTopic>
              legend="Choose a topic"
              legendClassName="sr-only"
              name="topic"
              columns={2}
              options={consultationTopics}
              value={draft.topic}
              onChange={(topic) => update({ topic })}
            />
            {draft.topic === 'other' ? (
              <TextField
                className="mt-4"
                label="Your topic"
                value={draft.customTopic ?? ''}
                maxLength={200}
                onChange={(event) => update({ customTopic: event.target.value })}
              />
            ) : null}
          </div>
        ) : null}

        {step === 3 ? (
          <div>
            <StepHeading ref={stepHeading}>How soon do you need help?</StepHeading>
            <OptionCards<ConsultationUrgency>
              legend="Choose your urgency"
              legendClassName="sr-only"
              name="urgency"
              options={consultationUrgencies.map((urgency) => ({
                value: urgency.value,
                label: urgency.label,
                description: urgency.description,
              }))}
              value={draft.urgency}
              onChange={(urgency) => update({ urgency })}
            />
          </div>
        ) : null}

        {step === 4 ? (
          <div>
            <StepHeading ref={stepHeading}>Tell us about your situation</StepHeading>
            <TextArea
              label="Your situation"
              hint="What would you like help with? A few sentences are enough."
              rows={4}
              maxLength={5000}
              value={draft.details ?? ''}
              onChange={(event) => update({ details: event.target.value })}
            />
          </div>
        ) : null}

        {step === 5 ? (
          <div className="grid gap-4">
            <StepHeading ref={stepHeading}>How can we reach you?</StepHeading>
            <TextField
              label="Full name"
              autoComplete="name"
              maxLength={200}
              value={draft.fullName ?? ''}
              onChange={(event) => update({ fullName: event.target.value })}
            />
            <TextField
              label="E-mail"
              optional
              type="email"
              autoComplete="email"
              maxLength={254}
              value={draft.email ?? ''}
              onChange={(event) => update({ email: event.target.value })}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={draft.phone ?? ''}
              onChange={(event) => update({ phone: event.target.value })}
            />
          </div>
        ) : null}

        {step === 6 ? (
          <div>
            <StepHeading ref={stepHeading}>Confirm your booking</StepHeading>
            <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-slate-700">Topic</dt>
              <dd className="text-slate-900">
                {draft.topic ? topicLabel(draft.topic, draft.customTopic) : ''}
              </dd>
              <dt className="font-semibold text-slate-700">Urgency</dt>
              <dd className="text-slate-900">{draft.urgency ? urgencyLabel(draft.urgency) : ''}</dd>
              <dt className="font-semibold text-slate-700">Name</dt>
              <dd className="text-slate-900">{draft.fullName}</dd>
              <dt className="font-semibold text-slate-700">Phone</dt>
              <dd className="text-slate-900">{draft.phone}</dd>
              <dt className="font-semibold text-slate-700">E-mail</dt>
              <dd className="text-slate-900">{draft.email || 'Not provided'}</dd>
            </dl>
            <label className="mt-4 flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                checked={draft.consent === true}
                onChange={(event) => update({ consent: event.target.checked })}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="text-slate-800">
                I agree that {siteConfig.adviserName} may contact me about this request by phone, WhatsApp or
                e-mail, and may keep my details for that purpose.{' '}
                <a href="/privacy" className="text-brand-800 underline" target="_blank" rel="noopener">
                  Privacy Policy
                </a>
              </span>
            </label>
            <div className="mt-6 grid gap-3 sm:grid-cols-2">
              <Button type="button" variant="secondary" size="lg" onClick={sendViaWhatsapp}>
                Send via WhatsApp
              </Button>
              <Button type="button" size="lg" onClick={bookOnline} disabled={booking.isPending}>
                {booking.isPending ? 'Booking...' : 'Book Online'}
              </Button>
            </div>
          </div>
        ) : null}

        {step === 7 ? (
          <div className="text-center">
            <StepHeading ref={stepHeading}>Thank you{firstName ? `, ${firstName}` : ''}!</StepHeading>
            <p className="text-slate-700">Your consultation request has been received.</p>
            <div className="mt-4 rounded-lg bg-brand-50 p-4 text-left text-slate-800">
              <p className="font-semibold">What happens next</p>
              <p className="mt-1">
                {siteConfig.adviserName} will call you within the hour during business hours, and before the
                end of the day at the latest, to arrange a time that suits you.
              </p>
            </div>
            <Button type="button" className="mt-6" onClick={() => handleOpenChange(false)}>
              Done
            </Button>
          </div>
        ) : null}

        {step >= 2 && step <= 6 ? (
          <div className="mt-6 flex justify-between gap-3">
            <Button type="button" variant="ghost" onClick={() => setStep((current) => (current - 1) as Step)}>
              Back
            </Button>
            {step < 6 ? <Button type="submit">Continue</Button> : null}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

function StepHeading({ children, ref }: { children: ReactNode; ref: Ref<HTMLHeadingElement> }) {
  return (
    <h3 ref={ref} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 outline-none">
      {children}
    </h3>
  );
}

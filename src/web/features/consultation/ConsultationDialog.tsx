import { useEffect, useRef, useState } from 'react';
import { telHref, whatsappHref } from '../../../content/site';
import {
  type ConsultationDraft,
  consultationRequestSchema,
  consultationStepError,
  consultationWhatsappText,
} from '../../../shared/consultation';
import { splitFullName } from '../../../shared/fields';
import { todayInWindhoek } from '../../lib/dates';
import { getQueryClient, QueryProvider } from '../../lib/query-client';
import { failureTextOr, RequestError } from '../../lib/request';
import { siteConfig } from '../../lib/site-config';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { HoneypotField } from '../../ui/Field';
import { ProgressBar } from '../../ui/ProgressBar';
import { toast } from '../../ui/toast-store';
import { slotsQueryKey, useCreateBooking, useSlots } from './api/booking';
import { useCreateConsultationRequest } from './api/create-consultation-request';
import { bookedWhenText, ConfirmSummary, ThankYouNext } from './ConfirmStep';
import { QuestionStep, StepHeading } from './QuestionStep';
import { type TimeChoice, TimeStep } from './TimeStep';

/**
 * The consultation dialog every call to action opens: the 7-step booking wizard of the spec
 * (welcome, topic, urgency, details, contact, consent, thank you), with the time step of issue 20
 * (DECISIONS D23) between contact and consent.
 */

/** The time step sits between the spec's steps 5 and 6, so the spec's numbers keep their meaning. */
const timeStep = 5.5;
type Step = 1 | 2 | 3 | 4 | 5 | typeof timeStep | 6 | 7;
/** How far ahead the time step looks (the API takes up to 62 days; the availability decides within it). */
const slotDays = 31;

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
  preset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: ConsultationDraft | undefined;
}) {
  return (
    <QueryProvider>
      <ConsultationWizard open={open} onOpenChange={onOpenChange} preset={preset} />
    </QueryProvider>
  );
}

function ConsultationWizard({
  open,
  onOpenChange,
  preset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: ConsultationDraft | undefined;
}) {
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<ConsultationDraft>(emptyDraft);
  const booking = useCreateConsultationRequest();
  const slotBooking = useCreateBooking();
  const [time, setTime] = useState<TimeChoice>(undefined);
  const [day, setDay] = useState<string | undefined>(undefined);
  const [fromDate] = useState(() => todayInWindhoek());
  const slots = useSlots(fromDate, slotDays, open && (step === timeStep || step === 6));
  const booked = typeof time === 'object' && time.kind ? { slot: time.slot, kind: time.kind } : undefined;
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
    setTime(undefined);
    setDay(undefined);
    booking.reset();
    slotBooking.reset();
  }

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    clearTimeout(resetTimer.current);
    // Closing on the thank-you screen starts over, once the closing animation is done.
    if (!next && step === 7) resetTimer.current = setTimeout(startOver, resetDelayMs);
  }

  // Opened with answers given (an invitation's topic), before anything is typed: they are the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: when it opens or the preset changes, not at each step
  useEffect(() => {
    if (open && preset && step === 1) setDraft((current) => ({ ...current, ...preset }));
  }, [open, preset]);

  // Opened again on the thank-you screen (sooner than the reset after closing): start over now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens
  useEffect(() => {
    if (open && step === 7) startOver();
  }, [open]);

  function goNext() {
    if (step === timeStep) {
      if (time === undefined) return showValidationToast('Choose a time, or ask us to call you back');
      if (typeof time === 'object' && !time.kind) return showValidationToast('Choose how to meet');
      return setStep(6);
    }
    if (step >= 2 && step <= 6) {
      const message = consultationStepError(step as 2 | 3 | 4 | 5 | 6, draft);
      if (message) return showValidationToast(message);
    }
    setStep((current) => (current === 5 ? timeStep : (Math.min(current + 1, 7) as Step)));
  }

  function goBack() {
    setStep((current) => (current === 6 ? timeStep : current === timeStep ? 5 : ((current - 1) as Step)));
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
    if (booked) return bookSlot(request, booked);
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
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Booking Error',
            description: failureTextOr(
              error,
              'There was an issue booking your consultation. Please try again.',
            ),
          });
        },
      },
    );
  }

  /** A chosen time (issue 20): booked, or, when someone took it first, back to fresh times. */
  function bookSlot(
    request: NonNullable<ReturnType<typeof validRequest>>,
    chosen: NonNullable<typeof booked>,
  ) {
    slotBooking.mutate(
      { ...request, website: draft.website ?? '', start: chosen.slot.start, kind: chosen.kind },
      {
        onSuccess: () => {
          setStep(7);
          // The time is taken now: the next time step asks for fresh times.
          void getQueryClient().invalidateQueries({ queryKey: slotsQueryKey });
          toast({ title: 'Consultation Booked!', description: `See you on ${bookedWhenText(chosen.slot)}.` });
        },
        onError: (error) => {
          const taken = error instanceof RequestError && error.status === 409;
          toast({
            variant: 'destructive',
            title: 'Booking Error',
            description: taken
              ? (error.serverMessage ?? 'That time was just taken. Please choose another.')
              : failureTextOr(error, 'There was an issue booking your consultation. Please try again.'),
          });
          if (taken) {
            setTime(undefined);
            void getQueryClient().invalidateQueries({ queryKey: slotsQueryKey });
            setStep(timeStep);
          }
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

        {step >= 2 && step <= 5 ? (
          <QuestionStep step={step as 2 | 3 | 4 | 5} draft={draft} update={update} headingRef={stepHeading} />
        ) : null}

        {step === timeStep ? (
          <TimeStep
            headingRef={stepHeading}
            slots={slots.data?.slots ?? []}
            loading={slots.isPending}
            failed={slots.isError}
            choice={time}
            day={day}
            onDay={setDay}
            onChoice={setTime}
            onCallBack={() => {
              setTime('callback');
              setStep(6);
            }}
          />
        ) : null}

        {step === 6 ? (
          <div>
            <StepHeading ref={stepHeading}>Confirm your booking</StepHeading>
            <ConfirmSummary draft={draft} booked={booked} />
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
              <Button
                type="button"
                size="lg"
                onClick={bookOnline}
                disabled={booking.isPending || slotBooking.isPending}
              >
                {booking.isPending || slotBooking.isPending ? 'Booking...' : 'Book Online'}
              </Button>
            </div>
          </div>
        ) : null}

        {step === 7 ? (
          <div className="text-center">
            <StepHeading ref={stepHeading}>Thank you{firstName ? `, ${firstName}` : ''}!</StepHeading>
            <p className="text-slate-700">
              {booked ? 'Your consultation is booked.' : 'Your consultation request has been received.'}
            </p>
            <ThankYouNext booked={booked} />
            <Button type="button" className="mt-6" onClick={() => handleOpenChange(false)}>
              Done
            </Button>
          </div>
        ) : null}

        {step >= 2 && step <= 6 ? (
          <div className="mt-6 flex justify-between gap-3">
            <Button type="button" variant="ghost" onClick={goBack}>
              Back
            </Button>
            {step < 6 ? <Button type="submit">Continue</Button> : null}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

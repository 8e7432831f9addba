import type { ReactNode, Ref } from 'react';
import {
  type ConsultationDraft,
  type ConsultationTopic,
  type ConsultationUrgency,
  consultationTopics,
  consultationUrgencies,
} from '../../../shared/consultation';
import { OptionCards, TextArea, TextField } from '../../ui/Field';

/** The wizard's question steps 2 to 5 (topic, urgency, situation, contact). */
export function QuestionStep({
  step,
  draft,
  update,
  headingRef,
}: {
  step: 2 | 3 | 4 | 5;
  draft: ConsultationDraft;
  update: (change: Partial<ConsultationDraft>) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const stepHeading = headingRef;
  return (
    <>
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
    </>
  );
}

export function StepHeading({ children, ref }: { children: ReactNode; ref: Ref<HTMLHeadingElement> }) {
  return (
    <h3 ref={ref} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 outline-none">
      {children}
    </h3>
  );
}

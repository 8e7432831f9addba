import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { telHref, whatsappHref } from '../../../content/site';
import { recommendationsFor, summarise } from '../../../domain/needs-analysis/recommendations';
import { splitFullName } from '../../../shared/field-rules';
import {
  type NeedsAnalysisAnswers,
  type NeedsAnalysisSection,
  needsAnalysisSteps,
  questionsOf,
  type SectionAnswers,
} from '../../../shared/needs-analysis-questions';
import { Link } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { Button, ExternalButtonLink } from '../../ui/Button';
import { RecommendationList } from './Insights';
import { QuestionField, SectionQuestions } from './Questions';
import type { CompletedAnalysis } from './session';

/** The needs analysis's first and last screens: the greeting, step 10 (recommendations and next steps), the thanks. */

export function Greeting({ resumed, onStartOver }: { resumed: boolean; onStartOver: () => void }) {
  return (
    <div className="space-y-4 text-slate-800">
      {resumed ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold text-brand-900">Welcome back</p>
          <p className="mt-1">You are continuing the analysis you started on this device.</p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={onStartOver}>
            Start a new analysis instead
          </Button>
        </div>
      ) : null}
      <p>
        In about 10 minutes you answer plain questions about your life, and you leave with a prioritised list
        of what to do, with what each step costs.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {needsAnalysisSteps.slice(1, -1).map((step, index) => (
          <li key={step.title} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900"
              aria-hidden="true"
            >
              {index + 2}
            </span>
            {step.title}
          </li>
        ))}
      </ul>
      <p>
        Step 10 shows your recommendations; there you choose how our adviser contacts you. You may skip any
        question and move back and forth freely.
      </p>
      <p className="text-sm text-slate-600">
        From step 3 your answers are saved as you go, so you can come back later on this device. They are used
        only to advise you; see our{' '}
        <Link to="/privacy" className="font-medium text-brand-800 underline">
          privacy notice
        </Link>
        .
      </p>
    </div>
  );
}

export function ThankYou({ result, name }: { result: CompletedAnalysis; name: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const { firstName } = splitFullName(name);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          Thank you{firstName ? `, ${firstName}` : ''}!
        </h2>
        <p className="mt-3 text-lg text-slate-800">
          Your needs analysis is complete. Our advisor will contact you within 24 hours to talk through your
          recommendations.
        </p>
        <p className="mt-2 text-slate-700">Would you rather talk now? Call or send a WhatsApp message.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ExternalButtonLink href={telHref(siteConfig.phone)} variant="secondary">
            Call {siteConfig.phone}
          </ExternalButtonLink>
          <ExternalButtonLink href={whatsappHref(siteConfig.whatsappNumber)} variant="secondary" newTab>
            WhatsApp
          </ExternalButtonLink>
        </div>
        <h3 className="mt-8 text-xl font-semibold text-slate-900">Your recommendations</h3>
        <div className="mt-3">
          <RecommendationList recommendations={result.recommendations} summary={result.summary} />
        </div>
      </div>
    </div>
  );
}

/** Step 10: the recommendations from the answers so far, and the next-steps form. */
export function RecommendationsStep({
  answers,
  onAnswer,
}: {
  answers: NeedsAnalysisAnswers;
  onAnswer: (section: NeedsAnalysisSection, field: string, value: SectionAnswers[string]) => void;
}) {
  const recommendations = useMemo(() => recommendationsFor(answers), [answers]);
  const summary = summarise(recommendations);
  const profile = answers.clientProfile;
  const contactQuestions = questionsOf('clientProfile').filter(
    (question) => question.field === 'phone' || question.field === 'email',
  );
  // Asked again here only when step 2 left both empty: the adviser needs a way to reach the visitor.
  const [askContact] = useState(() => !profile.phone && !profile.email);
  const ids = useId();
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${ids}-recommendations`}>
        <h3 id={`${ids}-recommendations`} className="mb-3 text-xl font-semibold text-slate-900">
          Your recommendations
        </h3>
        <RecommendationList recommendations={recommendations} summary={summary} />
      </section>
      <section aria-labelledby={`${ids}-next-steps`} className="space-y-5">
        <h3 id={`${ids}-next-steps`} className="text-xl font-semibold text-slate-900">
          Next steps
        </h3>
        {askContact ? (
          <div className="space-y-4 rounded-xl border border-slate-200 p-4">
            <p className="text-slate-800">How can our adviser reach you?</p>
            {contactQuestions.map((question) => (
              <QuestionField
                key={question.field}
                question={question}
                answers={profile}
                onAnswer={(field, value) => onAnswer('clientProfile', field, value)}
              />
            ))}
          </div>
        ) : null}
        <SectionQuestions
          section="agreementNextSteps"
          answers={answers.agreementNextSteps}
          onAnswer={(field, value) => onAnswer('agreementNextSteps', field, value)}
        />
      </section>
    </div>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import {
  type NeedsAnalysisAnswers,
  type NeedsAnalysisSection,
  needsAnalysisMessages,
  needsAnalysisSectionNames,
  needsAnalysisSteps,
  readyToComplete,
  type SectionAnswers,
  visibleAnswers,
} from '../../../shared/needs-analysis-questions';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { preload } from '../../lib/lazy-module';
import { failureTextOr, RequestError } from '../../lib/request';
import { useHydrated } from '../../lib/url-state';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { toast } from '../../ui/toast-store';
import { clearDraft, draftStorageKey, emptyAnswers, readDraft, storedDraft, writeDraft } from './draft';
import { SectionInsights } from './Insights';
import { loadChecks, settleTypedAnswers } from './load-checks';
import { SectionQuestions } from './Questions';
import { Greeting, RecommendationsStep, ThankYou } from './Screens';
import { type CompletedAnalysis, httpTransport, type SaveStatus, SessionSaver } from './session';

const stepCount = needsAnalysisSteps.length;

const statusText: Record<SaveStatus, string> = {
  idle: '',
  waiting: 'Saving…',
  saving: 'Saving…',
  saved: 'All answers saved',
  retrying: 'Not saved yet: no connection. We will keep trying.',
  refused: 'Some answers could not be saved. Please check them.',
};

/** The client needs analysis's steps (an island of /client-needs-analysis, issue 45). */
export function NeedsAnalysisWizard() {
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<NeedsAnalysisAnswers>(emptyAnswers);
  const answersRef = useRef(answers);
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  // Bumped when answers are replaced (restored, started over): typed fields take the new values.
  const [generation, setGeneration] = useState(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [busy, setBusy] = useState<'idle' | 'starting' | 'completing'>('idle');
  const [resumed, setResumed] = useState(false);
  const [completed, setCompleted] = useState<CompletedAnalysis | null>(null);
  const [completeError, setCompleteError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saverRef = useRef<SessionSaver | null>(null);
  const toastedOnStep = useRef<number | null>(null);
  const ids = useId();

  const persist = useCallback(() => {
    const saver = saverRef.current;
    if (!saver) return;
    writeDraft({
      id: saver.id,
      step: stepRef.current,
      answers: answersRef.current,
      pending: saver.pendingSections,
    });
  }, []);

  const replaceAnswers = useCallback((next: NeedsAnalysisAnswers) => {
    answersRef.current = next;
    setAnswers(next);
  }, []);
  // Set below: the saver's callbacks reach the latest one through this ref.
  const startOverRef = useRef(() => {});

  /** A session the server does not know (or none yet): start one with the client profile. */
  const createSession = useCallback(async (saver: SessionSaver) => {
    const profile = answersRef.current.clientProfile;
    const id = await httpTransport.create(profile);
    const others = needsAnalysisSectionNames.filter(
      (section) => section !== 'clientProfile' && Object.keys(answersRef.current[section]).length > 0,
    );
    // The profile went with the creation; sent again only if it changed in the meantime.
    const changed = answersRef.current.clientProfile !== profile;
    saver.restart(id, changed ? [...others, 'clientProfile'] : others, changed ? [] : ['clientProfile']);
    return id;
  }, []);

  const makeSaver = useCallback(
    (id: string | null) => {
      const saver: SessionSaver = new SessionSaver(
        httpTransport,
        (section) => answersRef.current[section],
        {
          status: setStatus,
          saved: () => {
            if (toastedOnStep.current === stepRef.current) return;
            toastedOnStep.current = stepRef.current;
            toast(needsAnalysisMessages.saved);
          },
          pending: persist,
          gone: (reason) => {
            if (reason === 'missing') {
              // The server lost this session (or never had it): start again under a new id, keeping every answer.
              createSession(saver).then(persist, () => setStatus('retrying'));
              return;
            }
            clearDraft();
            toast({ variant: 'destructive', ...needsAnalysisMessages.alreadyCompleted });
            startOverRef.current();
          },
        },
        id,
      );
      return saver;
    },
    [persist, createSession],
  );

  const startOver = () => {
    saverRef.current?.stop();
    clearDraft();
    saverRef.current = makeSaver(null);
    replaceAnswers(emptyAnswers());
    stepRef.current = 0;
    setStep(0);
    setStatus('idle');
    setResumed(false);
    setGeneration((value) => value + 1);
  };
  startOverRef.current = startOver;

  // Resume from this browser's copy: the session id, the step, the answers, what was not yet sent.
  // The wizard's buttons wait for it (the checks it needs load first, when there is a copy).
  const [restored, setRestored] = useState(false);
  const restoring = useRef(false);
  useEffect(() => {
    if (!hydrated || restoring.current) return;
    restoring.current = true;
    const text = storedDraft();
    const resume = (draft: Awaited<ReturnType<typeof readDraft>>) => {
      const saver = makeSaver(draft?.id ?? null);
      saverRef.current = saver;
      if (draft) {
        replaceAnswers(draft.answers);
        stepRef.current = draft.step;
        setStep(draft.step);
        setResumed(true);
        setGeneration((value) => value + 1);
        for (const section of draft.pending) saver.changed(section);
      }
      setRestored(true);
    };
    if (text) void readDraft(text).then(resume);
    else resume(null);
  }, [hydrated, makeSaver, replaceAnswers]);
  // Leaving the page with a save still waiting: the browser delivers it (fetch keepalive).
  useEffect(() => {
    const leave = () => saverRef.current?.sendOnExit();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  const setAnswer = (section: NeedsAnalysisSection, field: string, value: SectionAnswers[string]) => {
    const current = answersRef.current;
    const next = { ...current, [section]: visibleAnswers(section, { ...current[section], [field]: value }) };
    replaceAnswers(next);
    saverRef.current?.changed(section);
  };

  const goTo = (next: number) => {
    stepRef.current = next;
    setStep(next);
    persist();
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
  };

  const next = async () => {
    // The greeting's Next: the answer checks start loading for the questions that follow.
    if (step === 0) preload(loadChecks);
    else await settleTypedAnswers();
    const saver = saverRef.current;
    // Leaving the client profile (step 2) for the first time starts the session on the server.
    if (step >= 1 && saver && !saver.id) {
      setBusy('starting');
      try {
        await createSession(saver);
        toast(needsAnalysisMessages.started);
      } catch {
        toast({ variant: 'destructive', ...needsAnalysisMessages.startFailed });
        return;
      } finally {
        setBusy('idle');
      }
    }
    goTo(step + 1);
  };

  const complete = async () => {
    const saver = saverRef.current;
    if (!saver) return;
    setBusy('completing');
    setCompleteError(null);
    await settleTypedAnswers();
    try {
      if (!saver.id) await createSession(saver);
      if (!(await saver.flush())) {
        setCompleteError(needsAnalysisMessages.completeNotSaved);
        return;
      }
      const result = await httpTransport.complete(saver.id as string);
      saver.stop();
      clearDraft();
      toast(needsAnalysisMessages.completed);
      setCompleted(result);
    } catch (error) {
      setCompleteError(
        error instanceof RequestError && error.status === 409
          ? needsAnalysisMessages.completeConflict
          : failureTextOr(error, needsAnalysisMessages.completeFailed),
      );
    } finally {
      setBusy('idle');
    }
  };

  if (completed) return <ThankYou result={completed} name={String(answers.clientProfile.fullName ?? '')} />;

  const current = needsAnalysisSteps[step]!;
  const percent = Math.round(((step + 1) / stepCount) * 100);
  const last = step === stepCount - 1;
  const ready = readyToComplete(answers.agreementNextSteps);
  const section = current.section;
  const onAnswer = (field: string, value: SectionAnswers[string]) => {
    if (section) setAnswer(section, field, value);
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-sm font-semibold text-brand-800">
            Step {step + 1} of {stepCount}: {current.title}
          </p>
          <p className="text-xs text-slate-600">{statusText[status]}</p>
        </div>
        <ProgressBar label="Progress" percent={percent} />
        <p className="mt-1 text-xs text-slate-600">{percent}% complete</p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900 outline-none">
          {step === 0 ? 'Welcome to your needs analysis' : current.title}
        </h2>
        <div className="mt-6" key={generation}>
          {step === 0 ? (
            <Greeting resumed={resumed} onStartOver={startOver} />
          ) : last ? (
            <RecommendationsStep answers={answers} onAnswer={setAnswer} />
          ) : section ? (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
              <SectionQuestions section={section} answers={answers[section]} onAnswer={onAnswer} />
              <div className="lg:sticky lg:top-24">
                <SectionInsights section={section} answers={answers} />
              </div>
            </div>
          ) : null}
        </div>
        {status === 'retrying' || status === 'refused' ? (
          <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {statusText[status]}
          </p>
        ) : null}
        {last ? (
          <div className="mt-8">
            {completeError ? (
              <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                {completeError}
              </p>
            ) : null}
            {!ready ? (
              <p id={`${ids}-submit-hint`} className="mb-3 text-sm text-slate-700">
                Choose how we should contact you and whether our adviser may follow up to submit your
                analysis.
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={step === 0 || busy !== 'idle'} onClick={() => goTo(step - 1)}>
            Previous
          </Button>
          {last ? (
            <Button
              disabled={!ready || busy !== 'idle' || !restored}
              aria-describedby={ready ? undefined : `${ids}-submit-hint`}
              onClick={complete}
            >
              {busy === 'completing' ? (
                <>
                  <span
                    className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                    aria-hidden="true"
                  />
                  Submitting...
                </>
              ) : (
                'Submit My Analysis'
              )}
            </Button>
          ) : (
            <Button disabled={busy !== 'idle' || !restored} onClick={next}>
              {busy === 'starting' ? 'Starting...' : 'Next'}
            </Button>
          )}
        </div>
        {step > 0 && step < stepCount - 1 ? (
          <p className="mt-4 text-center text-xs text-slate-600">
            Next up: {needsAnalysisSteps[step + 1]!.title}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** /client-needs-analysis: the ten-step client needs analysis (issue 9, spec doc 3). */
export default function NeedsAnalysisPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-5xl">
        A guided look at your protection, debt, savings and retirement, ending in personal recommendations and
        a conversation with your adviser.
      </PageHero>
      <Island name="needs-analysis" component={NeedsAnalysisWizard} props={{}} storedAs={draftStorageKey} />
    </>
  );
}

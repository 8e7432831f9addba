import { useEffect, useRef, useState } from 'react';
import type { Fna, FnaInput } from '../../../shared/fna';
import { fnaMessages, fnaSteps } from '../../../shared/fna-texts';
import { todayInWindhoek } from '../../lib/dates';
import { FormProvider, FormStore } from '../../lib/form-store';
import { lazyModule, preload } from '../../lib/lazy-module';
import { RequestError } from '../../lib/request';
import { saveFile } from '../../lib/save-file';
import { siteConfig } from '../../lib/site-config';
import { useHydrated } from '../../lib/url-state';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { toast } from '../../ui/toast-store';
import { fetchFnaReport, submitFna } from './api/submit-fna';
import { draftStorageKey, startingValues, withDefaults } from './draft';
import { AdviceStep } from './steps/AdviceStep';
import { BudgetStep } from './steps/BudgetStep';
import { ConsentStep } from './steps/ConsentStep';
import { EstateEducationStep } from './steps/EstateEducationStep';
import { IncomeExpenditureStep } from './steps/IncomeExpenditureStep';
import { InsuranceStep } from './steps/InsuranceStep';
import { NeedsStep } from './steps/NeedsStep';
import { PersonalStep } from './steps/PersonalStep';

const stepComponents = [
  ConsentStep,
  PersonalStep,
  InsuranceStep,
  BudgetStep,
  IncomeExpenditureStep,
  NeedsStep,
  EstateEducationStep,
  AdviceStep,
];

/** The rules (zod), fetched when the visitor first touches the form (issue 22). */
const loadChecks = lazyModule(() => import('./checks'));
const validate = async (values: FnaInput) => (await loadChecks()).validateFna(values);

interface Draft {
  step: number;
  values: FnaInput;
}

/** The FNA in eight steps: each checked before Next, the draft kept in this browser, the PDF at the end. */
export function Wizard() {
  const hydrated = useHydrated();
  const [store] = useState(
    () =>
      new FormStore<FnaInput, Fna>(
        startingValues(
          { name: siteConfig.adviserName, code: siteConfig.adviserCode },
          todayInWindhoek(),
          siteConfig.rates,
        ),
        validate,
      ),
  );
  const [step, setStep] = useState(0);
  // Bumped when the draft replaces the values: the fields that keep what is typed take the new ones.
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState<'idle' | 'submitting' | 'generating'>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);

  // A reload or a dropped connection loses nothing: the draft is kept in this browser.
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    try {
      const saved = localStorage.getItem(draftStorageKey);
      if (saved) {
        const draft = JSON.parse(saved) as Draft;
        store.reset(withDefaults(store.defaultValues, draft.values));
        setStep(Math.min(Math.max(0, draft.step), fnaSteps.length - 1));
        setGeneration((value) => value + 1);
      }
    } catch {
      localStorage.removeItem(draftStorageKey);
    }
  }, [hydrated, store]);
  useEffect(
    () =>
      store.subscribe(() => {
        if (!restored.current) return;
        localStorage.setItem(draftStorageKey, JSON.stringify({ step, values: store.getValues() }));
      }),
    [store, step],
  );
  // Saved when the visitor moves to another step, not on mount: a save at mount could overwrite a
  // draft written by another tab in the meantime.
  const goTo = (next: number) => {
    localStorage.setItem(
      draftStorageKey,
      JSON.stringify({ step: next, values: store.getValues() } satisfies Draft),
    );
    setStep(next);
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start' });
    });
  };

  const next = async () => {
    let valid: boolean;
    try {
      valid = await store.trigger([...fnaSteps[step]!.sections]);
    } catch {
      toast({ variant: 'destructive', ...fnaMessages.checkFailed });
      return;
    }
    if (valid) goTo(step + 1);
  };

  const onSubmit = store.handleSubmit(async (values) => {
    setBusy('submitting');
    let submitted: Awaited<ReturnType<typeof submitFna>>;
    try {
      submitted = await submitFna(values);
    } catch (error) {
      setBusy('idle');
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          error instanceof RequestError
            ? (error.serverMessage ?? fnaMessages.submitFailed)
            : fnaMessages.submitOffline,
      });
      return;
    }
    localStorage.removeItem(draftStorageKey);
    toast(fnaMessages.submitted);
    setBusy('generating');
    try {
      const pdf = await fetchFnaReport(submitted);
      saveFile(pdf, `FNA_Report_${todayInWindhoek()}.pdf`);
      toast(fnaMessages.downloaded);
    } catch {
      toast({ variant: 'destructive', ...fnaMessages.pdfFailed });
    } finally {
      setBusy('idle');
    }
  });
  const submit = (event: React.FormEvent) => {
    onSubmit(event).catch(() => toast({ variant: 'destructive', ...fnaMessages.checkFailed }));
  };

  const Step = stepComponents[step]!;
  const last = step === fnaSteps.length - 1;
  const percent = Math.round(((step + 1) / fnaSteps.length) * 100);
  return (
    <FormProvider store={store}>
      <form
        noValidate
        onSubmit={submit}
        onFocus={() => preload(loadChecks)}
        className="mx-auto max-w-4xl px-4 py-8"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
          <p className="text-sm font-semibold text-brand-800">
            Step {step + 1} of {fnaSteps.length}: {fnaSteps[step]!.title}
          </p>
          <ProgressBar label="Progress" percent={percent} />
          <p className="mt-1 text-xs text-slate-600">{percent}% complete</p>
          <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold text-slate-900 outline-none">
            {fnaSteps[step]!.title}
          </h2>
          <div className="mt-6" key={generation}>
            <Step />
          </div>
          <div className="mt-8 flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              disabled={step === 0 || busy !== 'idle'}
              onClick={() => goTo(step - 1)}
            >
              Previous
            </Button>
            {last ? (
              <Button type="submit" disabled={busy !== 'idle'}>
                {busy === 'idle' ? (
                  'Submit & Generate PDF'
                ) : (
                  <>
                    <span
                      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                      aria-hidden="true"
                    />
                    Generating PDF...
                  </>
                )}
              </Button>
            ) : (
              <Button onClick={next}>Next</Button>
            )}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

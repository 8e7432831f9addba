import { useId } from 'react';
import { regulators, trustClaims } from '../../../content/home';
import type { PageMeta } from '../../../content/pages';
import { questionnaireFlowName, questionnaireFlowSummaries } from '../../../content/questionnaire-flows';
import { telHref } from '../../../content/site';
import { useDocumentMeta } from '../../layout/Seo';
import { siteConfig } from '../../lib/site-config';
import { Button, ButtonLink, ExternalButtonLink } from '../../ui/Button';
import { useConsultation } from '../consultation';
import { useQuestionnaire } from '../questionnaire';

export default function HomePage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  const { openConsultation } = useConsultation();
  const { openQuestionnaire } = useQuestionnaire();
  const startHeadingId = useId();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            Independent financial adviser and insurance broker
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">{page.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            Insurance, debt, savings, investments and retirement: {siteConfig.adviserName} helps you see where
            you stand and what to do next, in plain words and in Namibian dollars.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {/* The hero's own consultation button is for small screens; large ones have the bottom bar. */}
            <Button
              variant="accent"
              size="lg"
              className="md:hidden"
              onClick={openConsultation}
              aria-haspopup="dialog"
            >
              Schedule Free Consultation
            </Button>
            <ButtonLink to="/calculators" variant="inverse" size="lg">
              Try the free calculators
            </ButtonLink>
            <ExternalButtonLink href={telHref(siteConfig.phone)} variant="inverse" size="lg">
              Call {siteConfig.phone}
            </ExternalButtonLink>
          </div>
        </div>
      </section>
      <section aria-label="Why clients trust us" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center sm:grid-cols-4">
          {trustClaims.map((claim) => (
            <li key={claim.label}>
              <p className="text-3xl font-extrabold text-brand-700">{claim.value}</p>
              <p className="mt-1 text-sm text-slate-600">{claim.label}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={startHeadingId} className="mx-auto max-w-6xl px-4 pt-12">
        <h2 id={startHeadingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Where would you like to start?
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Answer a few quick questions and {siteConfig.adviserName} comes back to you with personal
          recommendations, free of charge.
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {questionnaireFlowSummaries.map((flow) => (
            <li key={flow.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => openQuestionnaire(flow.id)}
                className="flex h-full w-full flex-col rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-500 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="font-semibold text-brand-800">
                  {questionnaireFlowName(flow, siteConfig.adviserName)}
                </span>
                <span className="mt-1 text-sm text-slate-600">{flow.intro}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-10 text-slate-700">
        <p>
          Regulated by {regulators.join(' and ')}. Open {siteConfig.hoursWeekdays} and{' '}
          {siteConfig.hoursSaturday}.
        </p>
      </section>
    </>
  );
}

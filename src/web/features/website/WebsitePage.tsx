import type { ReactNode } from 'react';
import type { PageMeta } from '../../../content/pages';
import { refusalMessage } from '../../../shared/roles';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { AdminGate, useAdminSession, useMayUse } from '../admin';
import { ArticlesEditor } from './ArticlesEditor';
import { useWebsite } from './api/website';
import { ClaimsEditor } from './ClaimsEditor';
import { DetailsForm } from './DetailsForm';
import { GuidesEditor } from './GuidesEditor';
import { HomeTextsEditor } from './HomeTextsEditor';
import { LegalTextsEditor } from './LegalTextsEditor';
import { PicturesForm } from './PicturesForm';
import { PremiumTablesEditor } from './PremiumTablesEditor';
import { PublishPanel } from './PublishPanel';
import { RatesForm } from './RatesForm';
import { ServiceTextsEditor } from './ServiceTextsEditor';

/** The page's parts, by their headings' ids: a long page on a phone, one tap to each. */
const parts = [
  ['details-heading', 'Business details'],
  ['claims-heading', 'Claims'],
  ['home-texts-heading', 'Home page words'],
  ['service-texts-heading', 'Service pages'],
  ['articles-heading', 'Articles'],
  ['guides-heading', 'Guides and books'],
  ['legal-texts-heading', 'Legal pages'],
  ['prices-heading', 'Premium tables'],
  ['rates-heading', 'Calculators’ rates'],
] as const;

/** One part of the page: a card with its heading (a target of the list above) and what it is for. */
function Part({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className={`scroll-mt-20 text-xl font-bold text-slate-900 ${intro ? '' : 'mb-4'}`}>
        {title}
      </h2>
      {intro ? <p className="mt-1 mb-4 text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}

function WebsiteContent() {
  const session = useAdminSession();
  const mayEdit = useMayUse('website');
  const website = useWebsite();
  if (!mayEdit)
    return (
      <p role="alert" className="font-semibold text-red-700">
        {session.data ? refusalMessage(session.data.role, 'website') : 'Sign in to continue.'}
      </p>
    );
  if (website.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the website’s details. Sign in again if your session has ended.
      </p>
    );
  if (!website.data) return <p className="text-slate-600">Loading...</p>;
  const state = website.data;
  return (
    <>
      <p className="rounded-2xl bg-slate-50 p-4 text-slate-700">
        {state.draftUpdatedAt
          ? `Draft last saved ${formatDateTime(state.draftUpdatedAt)}${state.draftUpdatedBy ? ` by ${state.draftUpdatedBy}` : ''}.`
          : 'These are the details the site was installed with.'}
      </p>
      <nav aria-label="Parts of the website" className="rounded-2xl bg-slate-50 p-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {parts.map(([id, name]) => (
            <li key={id}>
              <a href={`#${id}`} className="font-semibold text-brand-800 underline underline-offset-2">
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PublishPanel state={state} />
      <Part id="details-heading" title="Business details">
        {/* Each form starts again only when its own part changes (saved, or a version put back). */}
        <PicturesForm details={state.draft.details} />
        <div className="mt-5">
          <DetailsForm
            key={JSON.stringify({ ...state.draft.details, logo: null, photo: null })}
            details={state.draft.details}
          />
        </div>
      </Part>
      <Part
        id="claims-heading"
        title="What the home page claims"
        intro="Figures, badges, testimonials and counts are your own statements to the public: each needs a source you can show, and a testimonial the client’s consent. A section with nothing shown is left out."
      >
        <ClaimsEditor key={JSON.stringify(state.draft.claims)} claims={state.draft.claims} />
      </Part>
      <Part
        id="home-texts-heading"
        title="Home page words"
        intro="The first words visitors read. They start with the site’s, built from your business details."
      >
        <HomeTextsEditor
          key={JSON.stringify([state.draft.texts.home, state.draft.details])}
          texts={state.draft.texts}
          details={state.draft.details}
        />
      </Part>
      <Part
        id="service-texts-heading"
        title="Service pages’ texts"
        intro="What each of the 20 service pages says. They start with the site’s original words; what you change is in the draft until you publish it."
      >
        <ServiceTextsEditor texts={state.draft.texts} adviserName={state.draft.details.adviserName} />
      </Part>
      <Part
        id="articles-heading"
        title="Articles"
        intro="The articles on the resources page, newest first, each linked to where you published it. The site starts with example articles: replace them with your own, or remove them."
      >
        <ArticlesEditor
          key={JSON.stringify(state.draft.texts.articles)}
          articles={state.draft.texts.articles}
        />
      </Part>
      <Part
        id="guides-heading"
        title="Guides and books"
        intro="The guides on the resources page, in this order. A free one is a PDF a visitor downloads after leaving their e-mail address (you see them as a lead); one with a price opens an order you arrange. The site starts with example books and its own checklist: replace them with yours, or remove them."
      >
        <GuidesEditor key={JSON.stringify(state.draft.texts.guides)} guides={state.draft.texts.guides} />
      </Part>
      <Part
        id="legal-texts-heading"
        title="Legal pages"
        intro="Your practice’s parts of the privacy policy and the compliance page. NAMFISA, the regulator, and your registration line come from the business details."
      >
        <LegalTextsEditor
          key={JSON.stringify([state.draft.texts.legal, state.draft.details])}
          texts={state.draft.texts}
          details={state.draft.details}
        />
      </Part>
      <Part
        id="prices-heading"
        title="Funeral premium tables"
        intro="The insurer’s monthly premiums, from the day each table takes effect: the funeral cover page quotes by the table in force that day, and each application keeps which one priced it."
      >
        <PremiumTablesEditor tables={state.draft.prices.funeralTables} />
      </Part>
      <Part
        id="rates-heading"
        title="Calculators’ rates"
        intro="The rates the calculators and the Financial Needs Analysis start from, such as the banks’ prime lending rate. Check them when rates change: each shows with the day it was true."
      >
        <RatesForm key={JSON.stringify(state.draft.prices.rates)} rates={state.draft.prices.rates} />
      </Part>
    </>
  );
}

/** /admin/website (issue 58): what the public site says about the practice, kept as a draft. */
export default function WebsitePage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-4xl space-y-6 px-4 py-6">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Website</h1>
            <p className="mt-1 text-slate-600">
              Who the practice is and how people reach it, as your site, e-mails and reports will say it.
            </p>
          </div>
          <WebsiteContent />
        </div>
      )}
    </AdminGate>
  );
}

import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { windhoekDayLabel, windhoekTimeLabel } from '../../../domain/windhoek-time';
import { documentKindLabels, documentSizeText } from '../../../shared/document-kinds';
import {
  type PortalHome,
  portalReviewNotice,
  portalReviewWhy,
  reviewSignInNotice,
} from '../../../shared/portal-texts';
import { Island } from '../../islands/island';
import { PageHero } from '../../layout/PageHero';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDate, todayInWindhoek } from '../../lib/dates';
import { apiRequest, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { ConfirmAdvice, RequestedDocumentRow } from '../client-documents';
import { PortalConsultations } from './PortalConsultations';
import { PortalDetails } from './PortalDetails';
import { PortalPolicies } from './PortalPolicies';
import { SignIn } from './SignIn';

/**
 * The client's own page (issue 32, `/my`): sign in with a code by e-mail, then their
 * consultations, what waits for them (records of advice to confirm, documents asked for), their
 * policies, documents, workshop seats and details. Only ever their own: the server decides.
 */

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Home({
  home,
  reload,
  onSignOut,
  startReview = false,
}: {
  home: PortalHome;
  reload: () => void;
  onSignOut: () => void;
  /** Open the review's times at once (from an invitation's link). */
  startReview?: boolean;
}) {
  const waiting = home.advice.filter((advice) => advice.status === 'open');
  const consultationsId = useId();
  const [bookReview, setBookReview] = useState(startReview);
  // Their yearly review, due within 30 days or overdue, with the way to book it (issue 59).
  const review = portalReviewNotice(
    home.reviewDueOn,
    todayInWindhoek(),
    home.consultations.some((consultation) => consultation.status === 'booked'),
  );
  const confirmed = home.advice.filter((advice) => advice.status === 'confirmed');
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Who is signed in, not a letter's "Dear Maria" over a page (issue 59). */}
        <p className="text-lg text-slate-900">
          Signed in as <span className="font-semibold">{home.name}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
      {waiting.length > 0 ? (
        <Section title="Records of advice to confirm">
          <ul className="space-y-5">
            {waiting.map((advice) => (
              <li key={advice.id} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
                <p className="mb-3 text-slate-900">
                  Please read it, then confirm you received and understood the advice (until{' '}
                  {formatDate(advice.expiresAt)}).
                </p>
                <ConfirmAdvice
                  advice={advice}
                  documentHref={`/api/my/advice/${advice.id}/document`}
                  onConfirm={async (input) => {
                    await apiRequest(`/api/my/advice/${advice.id}/confirm`, { method: 'POST', body: input });
                    reload();
                  }}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {home.requests.length > 0 ? (
        <Section title="Documents your adviser asked for">
          {home.requests.map((request) => (
            <div key={request.id} className="space-y-3">
              {request.note ? (
                <p className="rounded-xl bg-slate-50 p-3 text-slate-800">{request.note}</p>
              ) : null}
              <p className="text-sm text-slate-700">
                You can send them until {formatDate(request.expiresAt)}.
              </p>
              <ul className="space-y-3" aria-label="Documents asked for">
                {request.items.map((item) => (
                  <RequestedDocumentRow
                    key={item.kind}
                    uploadUrl={`/api/my/requests/${request.id}/upload`}
                    kind={item.kind}
                    received={item.received}
                    onSent={() => reload()}
                  />
                ))}
              </ul>
            </div>
          ))}
        </Section>
      ) : null}
      {review ? (
        <Section title="Your yearly review">
          <p className={`text-slate-800 ${review.overdue ? 'font-semibold' : ''}`}>{review.text}</p>
          <p className="mt-1 text-slate-700">{portalReviewWhy}</p>
          <Button
            className="mt-3"
            onClick={() => {
              setBookReview(true);
              document.getElementById(consultationsId)?.scrollIntoView({ block: 'start' });
            }}
          >
            Book your review
          </Button>
        </Section>
      ) : null}
      <div id={consultationsId}>
        <Section title="Your consultations">
          <PortalConsultations
            key={String(bookReview)}
            consultations={home.consultations}
            onChanged={reload}
            startBooking={bookReview}
          />
        </Section>
      </div>
      {home.workshops.length > 0 ? (
        <Section title="Your workshop seats">
          <ul className="space-y-2">
            {home.workshops.map((workshop) => (
              <li key={workshop.id} className="text-slate-800">
                <span className="font-semibold">{workshop.title}</span>
                {workshop.startsAt
                  ? `, ${windhoekDayLabel(workshop.startsAt)} at ${windhoekTimeLabel(workshop.startsAt)}`
                  : ''}
                {workshop.seat === 'waitlisted' ? ' (on the waiting list)' : ' (seat confirmed)'}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="Your policies">
        <PortalPolicies policies={home.policies} />
      </Section>
      <Section title="Your documents">
        {home.documents.length === 0 ? (
          <p className="text-slate-700">
            No documents yet. Your adviser shares your documents here (records of advice, policy schedules),
            and you can send the ones they ask for from this page.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {home.documents.map((document) => (
              <li key={document.id} className="py-3">
                <a
                  href={`/api/my/documents/${document.id}`}
                  className="inline-flex min-h-11 items-center font-semibold break-all text-brand-800 underline"
                >
                  {document.fileName}
                </a>
                <p className="text-sm text-slate-700">
                  {documentKindLabels[document.kind]} · {documentSizeText(document.sizeBytes)} ·{' '}
                  {document.source === 'adviser'
                    ? 'from your adviser'
                    : document.kind === 'record-of-advice'
                      ? 'your confirmed copy'
                      : 'you sent it'}{' '}
                  on {formatDate(document.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {confirmed.length > 0 ? (
          <ul className="mt-3 space-y-1 text-sm text-emerald-800">
            {confirmed.map((advice) => (
              <li key={advice.id}>
                {advice.fileName}: confirmed by {advice.confirmedName} on{' '}
                {formatDate(advice.confirmedAt ?? '')}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
      <Section title="Your details">
        <PortalDetails email={home.email} phone={home.phone} address={home.address} onSaved={reload} />
      </Section>
    </div>
  );
}

export function Portal() {
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'signed-out'; notice: string | null }
    | { status: 'in'; home: PortalHome }
  >({ status: 'loading' });
  const [failed, setFailed] = useState<string | null>(null);

  // Opened from an invitation to a yearly review (issue 44): the review's times open once signed in.
  const [review] = useState(
    () =>
      typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('next') === 'review',
  );
  const load = useCallback(async (wasSignedIn: boolean) => {
    try {
      setFailed(null);
      setState({ status: 'in', home: await apiRequest<PortalHome>('/api/my') });
    } catch (caught) {
      if (caught instanceof RequestError && caught.status === 401)
        setState({ status: 'signed-out', notice: wasSignedIn ? (caught.serverMessage ?? null) : null });
      else setFailed('Your page could not be loaded. Please try again, or call us.');
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {failed ? (
        <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {failed}
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <p role="status" className="text-slate-700">
          Opening your page...
        </p>
      ) : state.status === 'signed-out' ? (
        <SignIn
          notice={state.notice ?? (review ? reviewSignInNotice : null)}
          onSignedIn={() => void load(false)}
        />
      ) : (
        <Home
          home={state.home}
          startReview={review}
          reload={() => void load(true)}
          onSignOut={async () => {
            await apiRequest('/api/my/sign-out', { method: 'POST' }).catch(() => undefined);
            setState({ status: 'signed-out', notice: 'You are signed out.' });
          }}
        />
      )}
    </div>
  );
}

/**
 * The page as prerendered: its heading, and the part that runs as an island hydrated as the page
 * loads (issue 59: Preact and this page's code, not React and the router's whole app).
 */
export default function MyPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <>
      <PageHero heading={page.heading} width="max-w-3xl">
        {page.description}
      </PageHero>
      <Island name="portal" component={Portal} props={{}} hydrate="load" />
    </>
  );
}

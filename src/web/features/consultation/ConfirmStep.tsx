import { type BookingKind, bookingKindLabels, bookingKindNextStep, type Slot } from '../../../shared/booking';
import { type ConsultationDraft, topicLabel, urgencyLabel } from '../../../shared/consultation';
import { siteConfig } from '../../lib/site-config';
import { bookedWhenText } from './TimeStep';

export { bookedWhenText };

/** The wizard's summary (step 6) and its thank-you (step 7), with the booked time of issue 20. */

export type BookedTime = { slot: Slot; kind: BookingKind };

/** 'Tuesday 1 December 2026 at 9:00 AM (Windhoek time), Phone call'. */
export function bookedTimeText(booked: BookedTime): string {
  return `${bookedWhenText(booked.slot)}, ${bookingKindLabels[booked.kind]}`;
}

export function ConfirmSummary({
  draft,
  booked,
}: {
  draft: ConsultationDraft;
  booked: BookedTime | undefined;
}) {
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-700">Topic</dt>
      <dd className="text-slate-900">{draft.topic ? topicLabel(draft.topic, draft.customTopic) : ''}</dd>
      <dt className="font-semibold text-slate-700">Urgency</dt>
      <dd className="text-slate-900">{draft.urgency ? urgencyLabel(draft.urgency) : ''}</dd>
      <dt className="font-semibold text-slate-700">Time</dt>
      <dd className="text-slate-900">
        {booked ? bookedTimeText(booked) : 'We will call you back to agree a time'}
      </dd>
      <dt className="font-semibold text-slate-700">Name</dt>
      <dd className="text-slate-900">{draft.fullName}</dd>
      <dt className="font-semibold text-slate-700">Phone</dt>
      <dd className="text-slate-900">{draft.phone}</dd>
      <dt className="font-semibold text-slate-700">E-mail</dt>
      <dd className="text-slate-900">{draft.email || 'Not provided'}</dd>
    </dl>
  );
}

export function ThankYouNext({ booked }: { booked: BookedTime | undefined }) {
  return (
    <div className="mt-4 rounded-lg bg-brand-50 p-4 text-left text-slate-800">
      <p className="font-semibold">What happens next</p>
      {booked ? (
        <p className="mt-1">
          {`${siteConfig.adviserName} ${bookingKindNextStep[booked.kind]} on ${bookedWhenText(booked.slot)}.`}
          {booked.kind === 'office' ? ` The address: ${siteConfig.streetAddress}.` : ''}
        </p>
      ) : (
        <p className="mt-1">
          {siteConfig.adviserName} will call you within the hour during business hours, and before the end of
          the day at the latest, to arrange a time that suits you.
        </p>
      )}
    </div>
  );
}

import { type Ref, useId } from 'react';
import { windhoekDayLabel, windhoekShortDayLabel, windhoekTimeLabel } from '../../../domain/windhoek-time';
import type { BookingKind, Slot } from '../../../shared/booking';
import { bookingKindLabels } from '../../../shared/booking-texts';
import { Button } from '../../ui/Button';
import { OptionCards } from '../../ui/Field';

/** 'Tuesday 1 December 2026 at 9:00 AM (Windhoek time)'. */
export function bookedWhenText(slot: Pick<Slot, 'start'>): string {
  return `${windhoekDayLabel(slot.start)} at ${windhoekTimeLabel(slot.start)} (Windhoek time)`;
}

/** What the visitor chose on the time step: a slot and how to meet, or to be called back. */
export type TimeChoice = { slot: Slot; kind: BookingKind | undefined } | 'callback' | undefined;

/**
 * The wizard's time step (issue 20): the days with free times, the times of the chosen day in
 * Windhoek time, and how to meet; or "Just call me back", today's request without a time.
 */
export function TimeStep({
  headingRef,
  slots,
  loading,
  failed,
  choice,
  day,
  onDay,
  onChoice,
  onCallBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  slots: Slot[];
  loading: boolean;
  failed: boolean;
  choice: TimeChoice;
  day: string | undefined;
  onDay: (day: string) => void;
  onChoice: (choice: TimeChoice) => void;
  /** The wizard offers to be called back instead; the manage page does not. */
  onCallBack?: () => void;
}) {
  const timesId = useId();
  const days = [...new Map(slots.map((slot) => [slot.start.slice(0, 10), slot])).values()];
  const shownDay = day ?? days[0]?.start.slice(0, 10);
  const times = slots.filter((slot) => slot.start.slice(0, 10) === shownDay);
  const chosen = typeof choice === 'object' ? choice : undefined;

  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="mb-1 text-lg font-semibold text-slate-900 outline-none">
        Choose a time
      </h3>
      <p className="mb-4 text-sm text-slate-700">
        Times are in Windhoek time (UTC+2).{onCallBack ? ' Or ask us to call you back to agree a time.' : ''}
      </p>
      {loading ? (
        <p role="status" className="text-slate-700">
          Finding free times...
        </p>
      ) : failed ? (
        <p role="alert" className="text-slate-800">
          The free times could not be loaded. You can still ask us to call you back.
        </p>
      ) : days.length === 0 ? (
        <p className="text-slate-800">
          No times are free in the next weeks. Ask us to call you back instead.
        </p>
      ) : (
        <>
          {/* min-w-0: a fieldset is as wide as its content by default, and the days scroll sideways. */}
          <fieldset className="min-w-0">
            <legend className="font-medium text-slate-800">Day</legend>
            <div className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-2">
              {days.map((first) => {
                const date = first.start.slice(0, 10);
                const selected = date === shownDay;
                return (
                  <button
                    key={date}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onDay(date)}
                    className={`min-h-12 shrink-0 rounded-lg border px-3 py-2 text-sm font-semibold ${
                      selected
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-900 hover:border-brand-700'
                    }`}
                  >
                    {windhoekShortDayLabel(first.start)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="mt-3 min-w-0">
            <legend id={timesId} className="font-medium text-slate-800">
              Time on {shownDay ? windhoekDayLabel(`${shownDay}T12:00:00+02:00`) : ''}
            </legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {times.map((slot) => (
                <label
                  key={slot.start}
                  className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="radio"
                    name="slot"
                    className="sr-only"
                    checked={chosen?.slot.start === slot.start}
                    onChange={() =>
                      onChoice({
                        slot,
                        kind: chosen?.kind && slot.kinds.includes(chosen.kind) ? chosen.kind : slot.kinds[0],
                      })
                    }
                  />
                  {windhoekTimeLabel(slot.start)}
                </label>
              ))}
            </div>
          </fieldset>
          {chosen ? (
            <div className="mt-4">
              <OptionCards<BookingKind>
                legend="How would you like to meet?"
                name="kind"
                options={chosen.slot.kinds.map((kind) => ({ value: kind, label: bookingKindLabels[kind] }))}
                value={chosen.kind}
                onChange={(kind) => onChoice({ slot: chosen.slot, kind })}
              />
            </div>
          ) : null}
        </>
      )}
      {onCallBack ? (
        <Button type="button" variant="ghost" className="mt-4" onClick={onCallBack}>
          Just call me back
        </Button>
      ) : null}
    </div>
  );
}

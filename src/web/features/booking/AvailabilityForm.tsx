import { useId, useState } from 'react';
import { type AvailabilitySettings, bookingKinds, type Weekday } from '../../../domain/booking/slots';
import { bookingKindLabels } from '../../../shared/booking-texts';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useAvailability, useSaveAvailability } from './api/calendar';

/** The adviser's availability (issue 20): hours per weekday, meeting length, buffer, notice, how far ahead, kinds. */

const week: [Weekday, string][] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

/**
 * The day's times every 15 minutes in 24-hour time (issue 44: a time field showed the browser's
 * "6:00 PM", clipped to "06:00" on a phone), with a stored time off that grid kept as it is.
 */
const quarterHours = Array.from(
  { length: 96 },
  (_, index) =>
    `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`,
);
const timesWith = (time: string | undefined) =>
  time && !quarterHours.includes(time) ? [...quarterHours, time].sort() : quarterHours;

export function AvailabilityForm() {
  const current = useAvailability();
  if (current.isPending) return <p className="text-slate-600">Loading your availability...</p>;
  if (current.isError || !current.data)
    return (
      <p role="alert" className="text-red-700">
        Could not load your availability.
      </p>
    );
  return <AvailabilityEditor initial={current.data} />;
}

function AvailabilityEditor({ initial }: { initial: AvailabilitySettings }) {
  const headingId = useId();
  const [settings, setSettings] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAvailability();
  const set = (change: Partial<AvailabilitySettings>) => setSettings((value) => ({ ...value, ...change }));
  const setDay = (day: Weekday, open: boolean, start?: string, end?: string) => {
    const window = settings.weeklyHours[day][0] ?? { start: '09:00', end: '17:00' };
    set({
      weeklyHours: {
        ...settings.weeklyHours,
        [day]: open ? [{ start: start ?? window.start, end: end ?? window.end }] : [],
      },
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        When visitors can book
      </h2>
      <form
        noValidate
        className="mt-3 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          save.mutate(settings, {
            onSuccess: () =>
              toast({ title: 'Availability saved', description: 'The booking times follow it now.' }),
            onError: (error) => {
              const fields = error instanceof RequestError ? error.serverFields : undefined;
              if (fields) setErrors(fields);
              toast({
                variant: 'destructive',
                title: 'Not saved',
                description: describeError(error),
              });
            },
          });
        }}
      >
        <fieldset className="min-w-0">
          <legend className="font-medium text-slate-800">Hours (Windhoek time)</legend>
          <div className="mt-2 grid gap-2">
            {week.map(([day, name]) => {
              const window = settings.weeklyHours[day][0];
              return (
                <div
                  key={day}
                  className="grid grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2"
                >
                  <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                    <input
                      type="checkbox"
                      checked={Boolean(window)}
                      onChange={(event) => setDay(day, event.target.checked)}
                      className="size-5 accent-brand-700"
                    />
                    {name}
                  </label>
                  <select
                    aria-label={`${name} from`}
                    disabled={!window}
                    value={window?.start ?? ''}
                    onChange={(event) => setDay(day, true, event.target.value)}
                    className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-1 py-1.5 disabled:bg-slate-100"
                  >
                    {timesWith(window?.start).map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                  <select
                    aria-label={`${name} until`}
                    disabled={!window}
                    value={window?.end ?? ''}
                    onChange={(event) => setDay(day, true, undefined, event.target.value)}
                    className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-1 py-1.5 disabled:bg-slate-100"
                  >
                    {timesWith(window?.end).map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
          {Object.entries(errors)
            .filter(([field]) => field.startsWith('weeklyHours'))
            .map(([field, message]) => (
              <p key={field} className="mt-1 text-sm font-semibold text-red-700">
                {message}
              </p>
            ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Meeting length"
            value={String(settings.meetingMinutes)}
            onChange={(value) =>
              set({ meetingMinutes: Number(value) as AvailabilitySettings['meetingMinutes'] })
            }
            options={[
              { value: '30', label: '30 minutes' },
              { value: '45', label: '45 minutes' },
              { value: '60', label: '60 minutes' },
            ]}
          />
          <TextField
            label="Minutes between meetings"
            type="number"
            min={0}
            max={120}
            value={settings.bufferMinutes}
            error={errors.bufferMinutes}
            onChange={(event) => set({ bufferMinutes: Number(event.target.value) })}
          />
          <TextField
            label="Minimum notice (hours)"
            type="number"
            min={0}
            step={0.5}
            value={settings.minimumNoticeMinutes / 60}
            error={errors.minimumNoticeMinutes}
            onChange={(event) => set({ minimumNoticeMinutes: Math.round(Number(event.target.value) * 60) })}
          />
          <TextField
            label="Days ahead offered"
            type="number"
            min={1}
            max={365}
            value={settings.horizonDays}
            error={errors.horizonDays}
            onChange={(event) => set({ horizonDays: Number(event.target.value) })}
          />
        </div>
        <fieldset className="min-w-0">
          <legend className="font-medium text-slate-800">Ways to meet</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {bookingKinds.map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  checked={settings.kinds.includes(kind)}
                  onChange={(event) =>
                    set({
                      kinds: event.target.checked
                        ? bookingKinds.filter((option) => option === kind || settings.kinds.includes(option))
                        : settings.kinds.filter((option) => option !== kind),
                    })
                  }
                  className="size-5 accent-brand-700"
                />
                {bookingKindLabels[kind]}
              </label>
            ))}
          </div>
          {errors.kinds ? <p className="mt-1 text-sm font-semibold text-red-700">{errors.kinds}</p> : null}
        </fieldset>
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={settings.closedOnPublicHolidays}
            onChange={(event) => set({ closedOnPublicHolidays: event.target.checked })}
            className="size-5 accent-brand-700"
          />
          Closed on Namibia's public holidays
        </label>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save availability'}
          </Button>
        </div>
      </form>
    </section>
  );
}

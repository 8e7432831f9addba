import { useState } from 'react';
import { type OpeningHours, type WeekDay, weekDayLabels, weekDays } from '../../../domain/website/hours';
import {
  socialSlotNames,
  socialSlots,
  type WebsiteDetails,
  websiteDetailsSchema,
  whatsappMessage,
} from '../../../shared/website';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { showRefusal } from './refusal';

/**
 * The business details (issue 58): who the practice is and how to reach it, as the public pages,
 * e-mails and reports say it. Checked here as the server checks it, each message under its field;
 * saved to the draft.
 */

type Errors = Record<string, string>;

/** The messages by field path (`phone`, `hours.mon.open`, `memberships`), the first for each. */
const errorsOf = (issues: Parameters<typeof pathErrors>[0]): Errors =>
  // A membership's message goes under the list.
  pathErrors(issues, (path) => (path[0] === 'memberships' ? 'memberships' : path.join('.')));

/** '9:00' as '09:00', '9' as '09:00': what people type for the 24-hour clock's form. */
const twoDigitHour = (value: string) => {
  const match = /^(\d{1,2})(?::?(\d{2}))?$/.exec(value.trim());
  return match ? `${match[1]?.padStart(2, '0')}:${match[2] ?? '00'}` : value;
};

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function HoursRow({
  day,
  hours,
  errors,
  onChange,
}: {
  day: WeekDay;
  hours: OpeningHours[WeekDay];
  errors: Errors;
  onChange: (hours: OpeningHours[WeekDay]) => void;
}) {
  const label = weekDayLabels[day];
  const error = errors[`hours.${day}.open`] ?? errors[`hours.${day}.close`];
  return (
    <div className="grid grid-cols-[4.5rem_1fr] items-center gap-x-3 gap-y-1 py-2 sm:grid-cols-[4.5rem_7rem_1fr]">
      <span className="font-semibold text-slate-900">{label}</span>
      <label className="flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={hours !== null}
          onChange={(event) => onChange(event.target.checked ? { open: '09:00', close: '17:00' } : null)}
        />
        <span>
          Open<span className="sr-only"> on {label}</span>
        </span>
      </label>
      {hours ? (
        <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1">
          <input
            type="text"
            inputMode="numeric"
            maxLength={5}
            placeholder="09:00"
            aria-label={`${label} opens`}
            aria-invalid={error ? true : undefined}
            className="w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-center tabular-nums"
            value={hours.open}
            onChange={(event) => onChange({ ...hours, open: event.target.value })}
            onBlur={() => onChange({ ...hours, open: twoDigitHour(hours.open) })}
          />
          <span aria-hidden="true">to</span>
          <input
            type="text"
            inputMode="numeric"
            maxLength={5}
            placeholder="17:00"
            aria-label={`${label} closes`}
            aria-invalid={error ? true : undefined}
            className="w-20 rounded-lg border border-slate-300 px-2 py-1.5 text-center tabular-nums"
            value={hours.close}
            onChange={(event) => onChange({ ...hours, close: event.target.value })}
            onBlur={() => onChange({ ...hours, close: twoDigitHour(hours.close) })}
          />
        </div>
      ) : null}
      {error ? (
        <p className="col-span-full text-sm font-medium text-red-700">{`${label}: ${error}`}</p>
      ) : null}
    </div>
  );
}

export function DetailsForm({ details }: { details: WebsiteDetails }) {
  const change = useChangeDraft();
  const [values, setValues] = useState(details);
  const [memberships, setMemberships] = useState(details.memberships.join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const text = (
    field: Exclude<keyof WebsiteDetails, 'hours' | 'social' | 'memberships' | 'logo' | 'photo'>,
  ) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = websiteDetailsSchema.safeParse({ ...values, memberships: linesOf(memberships) });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      // The pictures are saved as they are uploaded (PicturesForm), not with these fields.
      const { logo: _logo, photo: _photo, ...fields } = parsed.data;
      await change.mutateAsync({ details: fields });
      toast({ title: 'Draft saved', description: 'Your business details are kept in the draft.' });
    } catch (error) {
      showRefusal(error, 'details', setErrors);
    }
  };

  return (
    <form noValidate onSubmit={save} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Business name" autoComplete="organization" {...text('businessName')} />
        <TextField label="Adviser’s name" autoComplete="name" {...text('adviserName')} />
        <TextField
          label="Adviser’s code"
          optional
          hint="Your code with the product providers, filled in on the FNA."
          {...text('adviserCode')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
        <TextField
          label="WhatsApp number"
          inputMode="numeric"
          hint={whatsappMessage.replace(/^Enter the/, 'The')}
          {...text('whatsappNumber')}
        />
        <TextField label="E-mail" type="email" autoComplete="email" {...text('email')} />
      </div>
      <TextField label="Address" autoComplete="street-address" {...text('streetAddress')} />
      <fieldset className="rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 font-bold text-slate-900">Opening hours (24-hour clock)</legend>
        <div className="divide-y divide-slate-100">
          {weekDays.map((day) => (
            <HoursRow
              key={day}
              day={day}
              hours={values.hours[day]}
              errors={errors}
              onChange={(hours) =>
                setValues((current) => ({ ...current, hours: { ...current.hours, [day]: hours } }))
              }
            />
          ))}
        </div>
        <TextField
          className="mt-3"
          label="Anything the hours do not say"
          optional
          hint="Such as: Closed on public holidays. Evenings by appointment."
          {...text('hoursNote')}
        />
      </fieldset>
      <TextField
        label="Registration"
        hint="Your FSP licence with NAMFISA, the regulator, as it should read on every page."
        {...text('registration')}
      />
      <TextArea
        label="Memberships"
        optional
        rows={3}
        hint="Associations you belong to, such as NAIB, one a line: a membership, not a regulator."
        value={memberships}
        error={errors.memberships}
        onChange={(event) => setMemberships(event.target.value)}
      />
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 font-bold text-slate-900">Social profiles</legend>
        {socialSlots.map((slot) => (
          <TextField
            key={slot}
            label={socialSlotNames[slot]}
            optional
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.social[slot]}
            error={errors[`social.${slot}`]}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                social: { ...current.social, [slot]: event.target.value },
              }))
            }
          />
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { holidayOn } from '../../../domain/booking/holidays';
import { toCents } from '../../../domain/money';
import { utcToWindhoekLocal } from '../../../domain/windhoek-time';
import {
  type AdminWorkshop,
  type WorkshopCreateInput,
  type WorkshopFormat,
  workshopCreateSchema,
} from '../../../shared/workshops';
import { formatCalendarDate } from '../../lib/dates';
import { describeError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { OptionCards, SelectField, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useSaveWorkshop } from './api/admin-workshops';

type FieldName =
  | 'title'
  | 'summary'
  | 'description'
  | 'format'
  | 'venue'
  | 'joinUrl'
  | 'startsAt'
  | 'endsAt'
  | 'registrationClosesAt'
  | 'priceCents'
  | 'capacity'
  | 'status';

interface Values {
  title: string;
  summary: string;
  description: string;
  format: WorkshopFormat | '';
  venue: string;
  joinUrl: string;
  startsAt: string;
  endsAt: string;
  closesAt: string;
  price: string;
  capacity: string;
  status: string;
}

const empty: Values = {
  title: '',
  summary: '',
  description: '',
  format: '',
  venue: '',
  joinUrl: '',
  startsAt: '',
  endsAt: '',
  closesAt: '',
  price: '',
  capacity: '',
  status: 'draft',
};

function valuesOf(workshop: AdminWorkshop): Values {
  return {
    title: workshop.title,
    summary: workshop.summary,
    description: workshop.description,
    format: workshop.format,
    venue: workshop.venue,
    joinUrl: workshop.joinUrl,
    startsAt: utcToWindhoekLocal(workshop.startsAt),
    endsAt: utcToWindhoekLocal(workshop.endsAt),
    closesAt:
      workshop.registrationClosesAt === workshop.startsAt
        ? ''
        : utcToWindhoekLocal(workshop.registrationClosesAt),
    price: (workshop.priceCents / 100).toFixed(2),
    capacity: workshop.capacity === null ? '' : String(workshop.capacity),
    status: workshop.status === 'cancelled' ? 'draft' : workshop.status,
  };
}

/** A form's Windhoek wall-clock time as ISO-8601 with Namibia's offset (UTC+2 all year). */
const withOffset = (local: string) => (local ? `${local}:00+02:00` : local);

/** The form's text as the API's body: times with their offset, the price in cents. */
function toBody(values: Values): WorkshopCreateInput {
  const price = values.price.trim() === '' ? Number.NaN : Number(values.price.replace(/[\s,]/g, ''));
  return {
    title: values.title,
    summary: values.summary,
    description: values.description,
    format: values.format as WorkshopFormat,
    venue: values.venue,
    joinUrl: values.joinUrl,
    startsAt: withOffset(values.startsAt),
    endsAt: withOffset(values.endsAt),
    registrationClosesAt: values.closesAt ? withOffset(values.closesAt) : null,
    priceCents: Number.isFinite(price) ? toCents(price) : Number.NaN,
    capacity: values.capacity.trim() === '' ? Number.NaN : Number(values.capacity),
    status: values.status as WorkshopCreateInput['status'],
  };
}

/** New workshop or edit: every field the public page and the invitations need (issue 19). */
/** A workshop set on a public holiday (issue 59): said, not refused (a holiday workshop may be meant). */
function holidayWarning(date: string) {
  const holiday = holidayOn(date);
  return holiday ? (
    <span className="font-medium text-amber-800">
      {formatCalendarDate(date)} is {holiday}, a public holiday: your calendar is closed that day and many
      people are away.
    </span>
  ) : undefined;
}

export function WorkshopFormDialog({
  workshop,
  open,
  onClose,
}: {
  workshop: AdminWorkshop | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveWorkshop();
  const [values, setValues] = useState<Values>(() => (workshop ? valuesOf(workshop) : empty));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const parsed = workshopCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as FieldName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: workshop?.id ?? null, body });
      toast({
        title: 'Workshop saved',
        description: `${parsed.data.title} is saved as ${parsed.data.status}.`,
      });
      onClose();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: describeError(error, 'Saving failed.'),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={workshop ? 'Edit workshop' : 'New workshop'}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          className="sm:col-span-2"
          value={values.title}
          onChange={set('title')}
          error={errors.title}
        />
        <TextField
          label="Summary"
          className="sm:col-span-2"
          value={values.summary}
          onChange={set('summary')}
          error={errors.summary}
        />
        <TextArea
          label="Description"
          optional
          rows={3}
          className="sm:col-span-2"
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
        <div className="sm:col-span-2">
          <OptionCards
            legend="Format"
            name="workshop-format"
            columns={2}
            options={[
              { value: 'in-person', label: 'In person' },
              { value: 'virtual', label: 'Virtual' },
            ]}
            value={values.format || undefined}
            onChange={(value) => setValues((current) => ({ ...current, format: value as WorkshopFormat }))}
            error={errors.format}
          />
        </div>
        {values.format === 'virtual' ? (
          <TextField
            label="Joining link"
            hint="Sent only to registrants"
            className="sm:col-span-2"
            type="url"
            value={values.joinUrl}
            onChange={set('joinUrl')}
            error={errors.joinUrl}
          />
        ) : (
          <TextField
            label="Venue"
            className="sm:col-span-2"
            value={values.venue}
            onChange={set('venue')}
            error={errors.venue}
          />
        )}
        <TextField
          label="Starts (Windhoek time)"
          type="datetime-local"
          value={values.startsAt}
          onChange={set('startsAt')}
          error={errors.startsAt}
          hint={holidayWarning(values.startsAt.slice(0, 10))}
        />
        <TextField
          label="Ends (Windhoek time)"
          type="datetime-local"
          value={values.endsAt}
          onChange={set('endsAt')}
          error={errors.endsAt}
        />
        <TextField
          label="Registration closes"
          hint="Empty: when it starts"
          optional
          type="datetime-local"
          value={values.closesAt}
          onChange={set('closesAt')}
          error={errors.registrationClosesAt}
        />
        <TextField
          label="Price (N$, 0 for free)"
          inputMode="decimal"
          value={values.price}
          onChange={set('price')}
          error={errors.priceCents}
        />
        <TextField
          label="Seats"
          inputMode="numeric"
          value={values.capacity}
          onChange={set('capacity')}
          error={errors.capacity}
        />
        <SelectField
          label="Status"
          value={values.status}
          onChange={(value) => setValues((current) => ({ ...current, status: value }))}
          options={[
            { value: 'draft', label: 'Draft (not on the site)' },
            { value: 'published', label: 'Published' },
          ]}
          error={errors.status}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save workshop
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  leadSources,
  type PipelineLead,
  type PipelineLeadCreate,
  type PipelineLeadCreateInput,
  pipelineLeadCreateSchema,
  pipelinePriorities,
  pipelineStages,
} from '../../../shared/pipeline';
import { formatDate } from '../../lib/dates';
import { RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useCreatePipelineLead, useDeletePipelineLead, useUpdatePipelineLead } from './api/pipeline-leads';

type FormValues = {
  [Key in keyof PipelineLeadCreateInput]-?: string;
};

const emptyForm: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  status: 'new-lead',
  priority: 'medium',
  source: 'Website',
  estimatedValue: '',
  expectedCloseDate: '',
  notes: '',
  lastContactDate: '',
  nextFollowUp: '',
};

function formOf(lead: PipelineLead): FormValues {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    status: lead.status,
    priority: lead.priority,
    source: lead.source,
    estimatedValue: lead.estimatedValue ?? '',
    expectedCloseDate: lead.expectedCloseDate ?? '',
    notes: lead.notes,
    lastContactDate: lead.lastContactDate ?? '',
    nextFollowUp: lead.nextFollowUp ?? '',
  };
}

function failureMessage(error: unknown, fallback: string): string {
  return error instanceof RequestError ? (error.serverMessage ?? fallback) : fallback;
}

/** Add a lead (no `lead`), or edit and delete one (spec doc 2: new lead form, its defaults and messages). */
export function LeadDialog({
  open,
  lead,
  onClose,
}: {
  open: boolean;
  lead: PipelineLead | null;
  onClose: () => void;
}) {
  const editing = lead !== null;
  const create = useCreatePipelineLead();
  const update = useUpdatePipelineLead();
  const remove = useDeletePipelineLead();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<FormValues, unknown, PipelineLeadCreate>({
    resolver: zodResolver(pipelineLeadCreateSchema) as never,
    values: lead ? formOf(lead) : emptyForm,
  });
  const { errors } = form.formState;
  const sources: readonly string[] =
    lead && !(leadSources as readonly string[]).includes(lead.source)
      ? [lead.source, ...leadSources]
      : leadSources;

  const close = () => {
    setConfirmingDelete(false);
    form.reset(emptyForm);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (lead) {
      try {
        await update.mutateAsync({ id: lead.id, changes: values });
        toast({ title: 'Success', description: 'Lead updated' });
        close();
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: failureMessage(error, 'Failed to update lead'),
        });
      }
      return;
    }
    try {
      await create.mutateAsync(values);
      toast({ title: 'Success', description: 'New lead added to pipeline' });
      close();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failureMessage(error, 'Failed to add lead'),
      });
    }
  });

  const onDelete = async () => {
    if (!lead) return;
    try {
      await remove.mutateAsync(lead.id);
      toast({ title: 'Lead deleted', description: `${lead.name} was removed from the pipeline.` });
      close();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failureMessage(error, 'Failed to delete lead'),
      });
    }
  };

  const busy = create.isPending || update.isPending || remove.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={editing ? 'Edit Lead' : 'Add New Lead'}
      description={editing ? `Added ${formatDate(lead.createdAt)} · source ${lead.source}` : undefined}
    >
      {editing && lead.clientId ? (
        <p className="-mt-2 mb-4">
          <Link to={`/admin/clients/${lead.clientId}`} className="font-semibold text-brand-800 underline">
            Open the client page of {lead.name}
          </Link>
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField label="Company" optional error={errors.company?.message} {...form.register('company')} />
        <Controller
          name="status"
          control={form.control}
          render={({ field }) => (
            <SelectField
              label="Stage"
              value={field.value}
              onChange={field.onChange}
              options={pipelineStages.map((stage) => ({ value: stage.id, label: stage.label }))}
            />
          )}
        />
        <Controller
          name="priority"
          control={form.control}
          render={({ field }) => (
            <SelectField
              label="Priority"
              value={field.value}
              onChange={field.onChange}
              options={pipelinePriorities.map((priority) => ({
                value: priority,
                label: priority[0]!.toUpperCase() + priority.slice(1),
              }))}
            />
          )}
        />
        <Controller
          name="source"
          control={form.control}
          render={({ field }) => (
            <SelectField
              label="Source"
              value={field.value}
              onChange={field.onChange}
              options={sources.map((source) => ({ value: source, label: source }))}
            />
          )}
        />
        <TextField
          label="Estimated value (N$)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          optional
          error={errors.estimatedValue?.message}
          {...form.register('estimatedValue')}
        />
        <TextField
          label="Expected close date"
          type="date"
          optional
          error={errors.expectedCloseDate?.message}
          {...form.register('expectedCloseDate')}
        />
        <TextField
          label="Last contact"
          type="date"
          optional
          error={errors.lastContactDate?.message}
          {...form.register('lastContactDate')}
        />
        <TextField
          label="Next follow-up"
          type="date"
          optional
          error={errors.nextFollowUp?.message}
          {...form.register('nextFollowUp')}
        />
        <TextArea
          label="Notes"
          optional
          rows={4}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
          {editing ? (
            confirmingDelete ? (
              <div className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2" role="alert">
                <span className="text-sm font-medium text-red-900">
                  Delete {lead.name}? This cannot be undone.
                </span>
                <Button
                  variant="primary"
                  size="sm"
                  className="bg-red-700 hover:bg-red-800"
                  onClick={onDelete}
                  disabled={busy}
                >
                  Yes, delete
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(false)}>
                  Keep it
                </Button>
              </div>
            ) : (
              <Button
                variant="ghost"
                className="text-red-800 hover:bg-red-50"
                onClick={() => setConfirmingDelete(true)}
              >
                Delete lead
              </Button>
            )
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {editing ? 'Save changes' : 'Add Lead'}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

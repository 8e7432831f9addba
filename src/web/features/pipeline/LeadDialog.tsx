import { useState } from 'react';
import { adminRecordPath } from '../../../shared/admin';
import {
  leadSources,
  type PipelineLead,
  type PipelineLeadCreate,
  type PipelineLeadCreateInput,
  pipelineLeadCreateSchema,
  pipelinePriorities,
  pipelineStages,
} from '../../../shared/pipeline';
import { formatDate, todayInWindhoek } from '../../lib/dates';
import { FormSelectField, FormTextArea, FormTextField } from '../../lib/form-fields';
import { checkWith, FormProvider, FormStore } from '../../lib/form-store';
import { RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { useMayUse } from '../admin';
import { PolicyDialog, policyPrefillFromCard } from '../book';
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

const checkLead = checkWith<FormValues, PipelineLeadCreate>(pipelineLeadCreateSchema);

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
  const [recording, setRecording] = useState(false);
  const mayAdvise = useMayUse('advice');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={lead ? 'Edit Lead' : 'Add New Lead'}
      description={lead ? `Added ${formatDate(lead.createdAt)} · source ${lead.source}` : undefined}
    >
      {lead?.clientId ? (
        <div className="-mt-2 mb-4 flex flex-wrap items-center gap-3">
          <Link to={`/admin/clients/${lead.clientId}`} className="font-semibold text-brand-800 underline">
            Open the client page of {lead.name}
          </Link>
          {/* The FNA's figures stay in the FNA (D29): the card links to it for those who may open it. */}
          {lead.enquiryType === 'fna-submission' && lead.enquiryId && mayAdvise ? (
            <Link
              to={adminRecordPath('fna', lead.enquiryId)}
              className="font-semibold text-brand-800 underline"
            >
              Open the Financial Needs Analysis
            </Link>
          ) : null}
          {lead.status === 'acceptance' ? (
            <Button size="sm" onClick={() => setRecording(true)}>
              Record the policy
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Mounted with the dialog's content: each opening starts from the lead (or an empty form). */}
      <LeadForm key={lead?.id ?? 'new'} lead={lead} onClose={onClose} />
      <PolicyDialog
        target={
          recording && lead?.clientId
            ? {
                kind: 'create',
                clientId: lead.clientId,
                clientName: lead.name,
                prefill: policyPrefillFromCard(lead, todayInWindhoek()),
              }
            : null
        }
        onClose={() => setRecording(false)}
      />
    </Dialog>
  );
}

function LeadForm({ lead, onClose }: { lead: PipelineLead | null; onClose: () => void }) {
  const create = useCreatePipelineLead();
  const update = useUpdatePipelineLead();
  const remove = useDeletePipelineLead();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [form] = useState(
    () => new FormStore(lead ? formOf(lead) : emptyForm, checkLead, { checkAsTyped: 'afterSubmit' }),
  );
  const sources: readonly string[] =
    lead && !(leadSources as readonly string[]).includes(lead.source)
      ? [lead.source, ...leadSources]
      : leadSources;

  const onSubmit = form.handleSubmit(async (values) => {
    if (lead) {
      try {
        await update.mutateAsync({ id: lead.id, changes: values });
        toast({ title: 'Success', description: 'Lead updated' });
        onClose();
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
      onClose();
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
      onClose();
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
    <FormProvider store={form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormTextField label="Name" name="name" autoComplete="off" />
        <FormTextField label="Email" name="email" type="email" autoComplete="off" />
        <FormTextField label="Phone" name="phone" type="tel" autoComplete="off" />
        <FormTextField label="Company" name="company" optional />
        <FormSelectField
          label="Stage"
          name="status"
          options={pipelineStages.map((stage) => ({ value: stage.id, label: stage.label }))}
        />
        <FormSelectField
          label="Priority"
          name="priority"
          options={pipelinePriorities.map((priority) => ({
            value: priority,
            label: priority[0]!.toUpperCase() + priority.slice(1),
          }))}
        />
        <FormSelectField
          label="Source"
          name="source"
          options={sources.map((source) => ({ value: source, label: source }))}
        />
        <FormTextField
          label="Estimated value (N$)"
          name="estimatedValue"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          optional
        />
        <FormTextField label="Expected close date" name="expectedCloseDate" type="date" optional />
        <FormTextField label="Last contact" name="lastContactDate" type="date" optional />
        <FormTextField label="Next follow-up" name="nextFollowUp" type="date" optional />
        <FormTextArea label="Notes" name="notes" optional rows={4} className="sm:col-span-2" />
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
          {lead ? (
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
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {lead ? 'Save changes' : 'Add Lead'}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

import { useState } from 'react';
import { windhoekDate } from '../../../domain/windhoek-time';
import { taskCreateSchema } from '../../../shared/clients';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useCreateTask } from './api/clients';

const dayMs = 24 * 60 * 60 * 1000;

/** "Set a follow-up?": offered when a card moves on with none (issue 18). */
export function FollowUpDialog({
  target,
  onClose,
}: {
  /** `stage` set: offered after a card moved on; unset: the adviser adds one from the client page. */
  target: { clientId: string; pipelineLeadId: string | null; name: string; stage?: string } | null;
  onClose: () => void;
}) {
  const create = useCreateTask();
  const [title, setTitle] = useState('');
  const [dueAt, setDueAt] = useState(() => `${windhoekDate(new Date(Date.now() + 2 * dayMs))}T09:00`);
  const [errors, setErrors] = useState<{ title?: string; dueAt?: string }>({});
  const close = () => {
    setTitle('');
    setErrors({});
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={target?.stage ? 'Set a follow-up?' : 'Add a follow-up'}
      description={
        target?.stage
          ? `${target.name} moved to ${target.stage} with no follow-up planned.`
          : target
            ? `What to do next for ${target.name}, and by when.`
            : undefined
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          const parsed = taskCreateSchema.safeParse({
            clientId: target.clientId,
            pipelineLeadId: target.pipelineLeadId,
            title,
            dueAt,
          });
          if (!parsed.success) {
            setErrors(
              Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
            );
            return;
          }
          void create.mutateAsync(parsed.data).then(
            () => {
              toast({ title: 'Follow-up set', description: `${parsed.data.title} for ${target.name}` });
              close();
            },
            () =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: 'The follow-up could not be saved.',
              }),
          );
        }}
      >
        <TextField
          label="What to do"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        <TextField
          label="Due (Windhoek time)"
          type="datetime-local"
          value={dueAt}
          onChange={(event) => setDueAt(event.target.value)}
          error={errors.dueAt}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            {target?.stage ? 'Not now' : 'Cancel'}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Set follow-up
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

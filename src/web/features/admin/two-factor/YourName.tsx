import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { myNameSchema } from '../../../../shared/team';
import { apiRequest, describeError } from '../../../lib/request';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';
import { useAdminSession } from '../api/session';

/**
 * Your name (issue 43): what the team sees on the timeline, Today and Team, and how your e-mails
 * to clients are signed.
 */
export function YourName() {
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const current = session.data?.name ?? '';
  const [name, setName] = useState(current.includes('@') ? '' : current);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        Your name
      </h2>
      <p className="text-slate-700">
        The team sees it on the timeline, Today and Team; your e-mails to clients are signed with it.
      </p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = myNameSchema.safeParse({ name });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message ?? 'Name is required');
            return;
          }
          setError('');
          setSaving(true);
          apiRequest('/api/admin/me', { method: 'PATCH', body: parsed.data })
            .then(
              () => {
                toast({ title: 'Saved', description: `The team now sees you as ${parsed.data.name}.` });
                void queryClient.invalidateQueries();
              },
              (failure: unknown) =>
                toast({ variant: 'destructive', title: 'Error', description: describeError(failure) }),
            )
            .finally(() => setSaving(false));
        }}
      >
        <TextField
          label="Name"
          className="min-w-64 flex-1"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error || undefined}
        />
        <Button type="submit" disabled={saving}>
          Save name
        </Button>
      </form>
    </section>
  );
}

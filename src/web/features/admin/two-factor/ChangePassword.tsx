import { useId, useState } from 'react';
import { passwordChangeSchema, passwordTexts } from '../../../../shared/passwords';
import { minimumTeamPasswordLength } from '../../../../shared/team';
import { apiRequest, describeError, RequestError } from '../../../lib/request';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import { toast } from '../../../ui/toast-store';

type Field = 'currentPassword' | 'newPassword' | 'repeat' | 'form';

/**
 * "Change your password" (issue 56): the current one first, then the new one twice. The server
 * checks the current one under the sign-in lockout, signs out every other session and e-mails the
 * account that its password changed.
 */
export function ChangePassword() {
  const id = useId();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse({ currentPassword, newPassword });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    if (!found.newPassword && repeat !== newPassword) found.repeat = 'The two new passwords differ.';
    setErrors(found);
    if (!parsed.success || found.repeat) return;
    setSaving(true);
    try {
      await apiRequest('/api/admin/me/password', { method: 'POST', body: parsed.data });
      setCurrent('');
      setNew('');
      setRepeat('');
      toast({ title: 'Password changed', description: passwordTexts.changed });
    } catch (failure) {
      const fields = failure instanceof RequestError ? failure.serverFields : undefined;
      setErrors(fields && Object.keys(fields).length > 0 ? fields : { form: describeError(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        Change your password
      </h2>
      <p className="text-slate-700">
        Your other sign-ins are signed out, and an e-mail tells you it changed.
      </p>
      <form noValidate className="grid max-w-md gap-3" onSubmit={submit}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          hint={`At least ${minimumTeamPasswordLength} characters.`}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
          error={errors.newPassword}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={errors.repeat}
        />
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </section>
  );
}

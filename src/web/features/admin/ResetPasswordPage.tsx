import { useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { passwordSetSchema } from '../../../shared/passwords';
import { minimumTeamPasswordLength } from '../../../shared/team';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { QueryProvider } from '../../lib/query-client';
import { describeError, RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { SignInFrame } from './AdminGate';
import { setPasswordWithLink, usePasswordLinkPreview } from './api/passwords';

/**
 * /admin/reset-password?token=... (issue 56): the password chosen from a one-time link, a reset
 * e-mailed to the account or the first owner's set-up printed by the installer. Then one signs in
 * with it, the second factor asked (or set up) as always.
 */
function ChooseNewPassword({ token }: { token: string }) {
  const headingId = useId();
  const preview = usePasswordLinkPreview(token);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [done, setDone] = useState<string>();
  const [saving, setSaving] = useState(false);
  const setup = preview.data?.purpose === 'setup';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passwordSetSchema.safeParse({ token, password });
    const problems: typeof errors = {};
    if (!parsed.success) problems.password = parsed.error.issues[0]?.message;
    else if (repeat !== password) problems.repeat = 'The two passwords differ';
    setErrors(problems);
    if (problems.password || problems.repeat) return;
    setSaving(true);
    try {
      setDone((await setPasswordWithLink(token, password)).message);
    } catch (failure) {
      const fields = failure instanceof RequestError ? failure.serverFields : undefined;
      setErrors(fields?.password ? { password: fields.password } : { form: describeError(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          {setup ? 'Set your password' : 'Choose a new password'}
        </h1>
        {done ? (
          <p role="status" className="mt-3 text-slate-700">
            {done}
          </p>
        ) : !token ? (
          <p role="alert" className="mt-3 text-red-700">
            The link is not complete: open it again from the e-mail.
          </p>
        ) : preview.isError ? (
          <p role="alert" className="mt-3 text-red-700">
            {describeError(preview.error, 'The link could not be opened.')}
          </p>
        ) : !preview.data ? (
          <p className="mt-3 text-slate-600">Opening your link...</p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              {setup
                ? `Choose the password of ${preview.data.email}, the back office's first owner. Then you set up your second factor.`
                : `Choose a new password for ${preview.data.email}. Your second factor is still asked when you sign in.`}
            </p>
            <p className="mt-2 text-sm text-slate-600">{`The link works once, until ${formatDateTime(preview.data.expiresAt)}.`}</p>
            <form noValidate onSubmit={submit} className="mt-6 space-y-4">
              <TextField label="Email" value={preview.data.email} readOnly autoComplete="username" />
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${minimumTeamPasswordLength} characters.`}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
              />
              <TextField
                label="The same password again"
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
              <Button type="submit" className="w-full" disabled={saving}>
                {saving ? 'Saving...' : 'Save my password'}
              </Button>
            </form>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to="/admin" className="font-semibold text-brand-800 underline">
            {done ? 'Sign in' : 'Back to sign in'}
          </Link>
        </p>
      </div>
    </section>
  );
}

function ResetPassword() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token') ?? '');
  }, []);
  return token === null ? null : <ChooseNewPassword token={token} />;
}

export default function ResetPasswordPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <QueryProvider>
      <SignInFrame>
        <ResetPassword />
      </SignInFrame>
    </QueryProvider>
  );
}

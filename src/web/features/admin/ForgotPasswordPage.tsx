import { useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { passwordResetRequestSchema } from '../../../shared/passwords';
import { useDocumentMeta } from '../../layout/Seo';
import { QueryProvider } from '../../lib/query-client';
import { describeError, RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { SignInFrame } from './AdminGate';
import { requestPasswordLink } from './api/passwords';

/**
 * /admin/forgot-password (issue 56): a link to choose a new password, e-mailed to the account's own
 * address. The answer is the same whether or not the address has an account.
 */
function ForgotPassword() {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      setSent((await requestPasswordLink(parsed.data.email)).message);
    } catch (failure) {
      setError(
        failure instanceof RequestError
          ? (failure.serverFields?.email ?? describeError(failure))
          : describeError(failure),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          Forgot your password?
        </h1>
        {sent ? (
          <p role="status" className="mt-3 text-slate-700">
            {sent}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">
              Give the e-mail address you sign in with: we e-mail it a link to choose a new password.
            </p>
            <form noValidate onSubmit={submit} className="mt-6 space-y-4">
              <TextField
                label="Email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={error}
              />
              <Button type="submit" className="w-full" disabled={sending}>
                {sending ? 'Sending...' : 'Send me a link'}
              </Button>
            </form>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to="/admin" className="font-semibold text-brand-800 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </section>
  );
}

export default function ForgotPasswordPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <QueryProvider>
      <SignInFrame>
        <ForgotPassword />
      </SignInFrame>
    </QueryProvider>
  );
}

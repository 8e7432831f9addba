import { useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { roleDescriptions, roleWithArticle } from '../../../shared/roles';
import { invitationAcceptSchema, minimumTeamPasswordLength } from '../../../shared/team';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { QueryProvider } from '../../lib/query-client';
import { describeError, RequestError } from '../../lib/request';
import { useNavigate } from '../../lib/router';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { EnrolScreen, SignInFrame, useAdminSession } from '../admin';
import { useAcceptInvitation, useInvitationPreview } from './api/team';

/**
 * /admin/invitation?token=... (issue 34): the invited person chooses a password, then sets up
 * their second factor (the sign-in's own enrolment screen), and lands on Today.
 */

function ChoosePassword({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const headingId = useId();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = invitationAcceptSchema.safeParse({ token, password });
    const problems: typeof errors = {};
    if (!parsed.success) problems.password = parsed.error.issues[0]?.message;
    else if (repeat !== password) problems.repeat = 'The two passwords differ';
    setErrors(problems);
    if (problems.password || problems.repeat) return;
    try {
      await accept.mutateAsync({ token, password });
      onAccepted();
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields?.password) setErrors({ password: fields.password });
      else toast({ variant: 'destructive', title: 'Error', description: describeError(error) });
    }
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          Join the team
        </h1>
        {!token ? (
          <p role="alert" className="mt-3 text-red-700">
            The link is not complete: open it again from the e-mail.
          </p>
        ) : preview.isError ? (
          <p role="alert" className="mt-3 text-red-700">
            {describeError(preview.error, 'The invitation could not be opened.')}
          </p>
        ) : !preview.data ? (
          <p className="mt-3 text-slate-600">Opening your invitation...</p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              {`Welcome, ${preview.data.name}. You are invited to the ${preview.data.businessName} back office as ${roleWithArticle(preview.data.role)}: ${roleDescriptions[preview.data.role]}`}
            </p>
            <p className="mt-2 text-sm text-slate-600">{`The link works until ${formatDateTime(preview.data.expiresAt)}.`}</p>
            <form noValidate onSubmit={submit} className="mt-6 space-y-4">
              <TextField label="Email" value={preview.data.email} readOnly autoComplete="username" />
              <TextField
                label="Choose a password"
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
              <Button type="submit" className="w-full" disabled={accept.isPending}>
                Set my password
              </Button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}

function Invitation() {
  const [token, setToken] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const session = useAdminSession();
  const navigate = useNavigate();
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token') ?? '');
  }, []);
  const ready = accepted && session.data?.secondFactor === 'done';
  useEffect(() => {
    if (ready) navigate('/admin/today', { replace: true });
  }, [ready, navigate]);
  if (token === null) return null;
  if (accepted && session.data?.secondFactor === 'enrol') return <EnrolScreen session={session.data} />;
  return <ChoosePassword token={token} onAccepted={() => setAccepted(true)} />;
}

export default function InvitationPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <QueryProvider>
      <SignInFrame>
        <Invitation />
      </SignInFrame>
    </QueryProvider>
  );
}

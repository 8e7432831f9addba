import { useId, useState } from 'react';
import { type AdminSessionAnswer, passkeyFailedMessage } from '../../../../shared/two-factor';
import { useLocation, useNavigate } from '../../../lib/router';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';
import { useLogout } from '../api/session';
import { passkeyProblem, useVerifyPasskey, useVerifyRecoveryCode, useVerifyTotp } from '../api/two-factor';
import { CodeForm, problemOf } from './CodeForm';

/** After a sign-in completes: the spec's success toast, and /admin lands on the day's list. */
export function useSignedInLanding() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    toast({ title: 'Success', description: 'Successfully logged in as admin' });
    if (location.pathname === '/admin' && !location.search) navigate('/admin/today', { replace: true });
  };
}

export function CancelSignIn() {
  const logout = useLogout();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Cancel and sign out
    </Button>
  );
}

/** The sign-in's second step (issue 21): a passkey, an authenticator app code, or a recovery code. */
export function SecondFactorScreen({ session }: { session: AdminSessionAnswer }) {
  const headingId = useId();
  const landed = useSignedInLanding();
  const passkey = useVerifyPasskey();
  const totp = useVerifyTotp();
  const recovery = useVerifyRecoveryCode();
  const [way, setWay] = useState<'app' | 'recovery'>(session.methods.totp ? 'app' : 'recovery');
  const [passkeyError, setPasskeyError] = useState('');

  const signInWithPasskey = () => {
    setPasskeyError('');
    passkey
      .mutateAsync()
      .then(landed, (error: unknown) =>
        setPasskeyError(
          error instanceof Error && error.name !== 'RequestError'
            ? passkeyProblem(error, passkeyFailedMessage)
            : problemOf(error, 'response'),
        ),
      );
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div>
          <h1 id={headingId} className="text-2xl font-bold text-slate-900">
            Confirm it's you
          </h1>
          <p className="mt-2 text-slate-600">
            Your password was right. Confirm the sign-in of <strong>{session.email}</strong> with your second
            factor.
          </p>
        </div>
        {session.methods.passkey ? (
          <div className="space-y-2">
            <Button type="button" className="w-full" disabled={passkey.isPending} onClick={signInWithPasskey}>
              {passkey.isPending ? 'Waiting for your passkey...' : 'Use your passkey'}
            </Button>
            {passkeyError ? (
              <p role="alert" className="font-medium text-red-700">
                {passkeyError}
              </p>
            ) : null}
          </div>
        ) : null}
        {way === 'app' && session.methods.totp ? (
          <CodeForm
            kind="totp"
            label="Authenticator app code"
            hint="The 6-digit code your app shows for this site."
            submitLabel="Confirm"
            pendingLabel="Checking..."
            onSubmit={(code) => totp.mutateAsync(code).then(landed)}
          />
        ) : null}
        {way === 'recovery' ? (
          <CodeForm
            kind="recovery"
            label="Recovery code"
            hint="One of the ten codes you saved when you set up two-factor sign-in. Each works once."
            submitLabel="Confirm"
            pendingLabel="Checking..."
            onSubmit={(code) =>
              recovery.mutateAsync(code).then((answer) => {
                landed();
                toast({
                  title: 'Recovery code used',
                  description: `${answer.recoveryCodesLeft} recovery code${answer.recoveryCodesLeft === 1 ? '' : 's'} left. Make new ones under Security if you are running low.`,
                });
              })
            }
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
          {way === 'app' ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setWay('recovery')}>
              Use a recovery code instead
            </Button>
          ) : session.methods.totp ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setWay('app')}>
              Use your authenticator app instead
            </Button>
          ) : (
            <span />
          )}
          <CancelSignIn />
        </div>
        <p className="text-sm text-slate-600">
          Lost your phone and your recovery codes? The system administrator can reset your second factor.
        </p>
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { type AdminLogin, adminLoginSchema, invalidCredentialsMessage } from '../../../shared/admin';
import { FormTextField } from '../../lib/form-fields';
import { checkWith, FormProvider, FormStore } from '../../lib/form-store';
import { RequestError } from '../../lib/request';
import { Link } from '../../lib/router';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useLogin } from './api/session';
import { useSignedInLanding } from './two-factor/SecondFactorScreen';

const checkLogin = checkWith<AdminLogin, AdminLogin>(adminLoginSchema);

/** The admin sign-in (spec doc 2: admin login screen, messages and toasts). */
export function LoginScreen() {
  const headingId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  const landed = useSignedInLanding();
  const [form] = useState(
    () =>
      new FormStore<AdminLogin, AdminLogin>({ email: '', password: '' }, checkLogin, {
        checkAsTyped: 'afterSubmit',
      }),
  );

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(
      (session) => {
        // With a second factor to come, the gate shows that step next; the toast waits for it.
        if (session.secondFactor === 'done') landed();
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description:
            error instanceof RequestError
              ? (error.serverMessage ?? invalidCredentialsMessage)
              : 'Login failed. Please try again.',
        }),
    ),
  );

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          Admin Login
        </h1>
        <p className="mt-2 text-slate-600">Sign in to see enquiries and work the sales pipeline.</p>
        <FormProvider store={form}>
          <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit}>
            <FormTextField label="Email" name="email" type="email" autoComplete="username" />
            <div>
              <FormTextField
                label="Password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
              />
              <button
                type="button"
                className="mt-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide password' : 'Show password'}
              </button>
            </div>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </FormProvider>
        <p className="mt-6 text-sm">
          <Link to="/admin/forgot-password" className="font-semibold text-brand-800 underline">
            Forgot your password?
          </Link>
        </p>
        <p className="mt-2 text-sm text-slate-600">No account? Contact the system administrator.</p>
      </div>
    </section>
  );
}

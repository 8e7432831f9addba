import { useEffect, useRef, useState } from 'react';
import { invalidEmailMessage } from '../../../shared/field-rules';
import { portalMessages } from '../../../shared/portal-texts';
import { apiRequest, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

/**
 * Signing in to the portal (issue 32): their e-mail address, then the 6-digit code e-mailed to it.
 * The same message whatever the address; a wrong code is said under the field, a lock above it.
 */

const failedMessage = 'Something went wrong. Please try again, or call us.';
const serverMessage = (error: unknown) =>
  (error instanceof RequestError ? error.serverMessage : undefined) ?? failedMessage;

export function SignIn({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | null }) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string }>({});
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const askForCode = async (event?: React.FormEvent) => {
    event?.preventDefault();
    // A first check here; the server's is the one that counts (its message shows under the field).
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setErrors({ email: invalidEmailMessage });
    setErrors({});
    setSending(true);
    try {
      const answer = await apiRequest<{ message: string }>('/api/my/code', {
        method: 'POST',
        body: { email: address },
      });
      setSent(answer.message);
      setCode('');
      setStep('code');
    } catch (caught) {
      const fields = caught instanceof RequestError ? caught.serverFields : undefined;
      setErrors({ ...(fields ?? {}), form: serverMessage(caught) });
    } finally {
      setSending(false);
    }
  };

  const signIn = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setErrors({ code: portalMessages.codeFormat });
    setErrors({});
    setSending(true);
    try {
      await apiRequest('/api/my/sign-in', {
        method: 'POST',
        body: { email: email.trim().toLowerCase(), code: code.trim() },
      });
      onSignedIn();
    } catch (caught) {
      const fields = caught instanceof RequestError ? caught.serverFields : undefined;
      setErrors(fields?.code ? { code: fields.code } : { form: serverMessage(caught) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">Sign in</h2>
      {notice ? (
        <p role="status" className="mt-2 text-slate-800">
          {notice}
        </p>
      ) : null}
      {step === 'email' ? (
        <form noValidate onSubmit={askForCode} className="mt-4 space-y-4">
          <p className="text-slate-700">
            Type the e-mail address your adviser has for you. We e-mail you a 6-digit code: no password to
            remember.
          </p>
          <TextField
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={sending}>
            {sending ? 'Sending...' : 'E-mail me a code'}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={signIn} className="mt-4 space-y-4">
          <p role="status" className="text-slate-800">
            {sent ?? portalMessages.codeSent}
          </p>
          <TextField
            ref={codeInput}
            label="The 6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={errors.code}
            hint={`Sent to ${email}`}
          />
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={sending}>
            {sending ? 'Signing in...' : 'Sign in'}
          </Button>
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="button" variant="ghost" size="sm" disabled={sending} onClick={() => askForCode()}>
              Send a new code
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setStep('email');
                setErrors({});
              }}
            >
              Use another address
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

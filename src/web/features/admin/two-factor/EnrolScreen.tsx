import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AdminSessionAnswer, EnrolmentAnswer } from '../../../../shared/two-factor';
import { verifyKey } from '../api/session';
import { PasskeySetup } from './PasskeySetup';
import { RecoveryCodes } from './RecoveryCodes';
import { CancelSignIn, useSignedInLanding } from './SecondFactorScreen';
import { TotpSetup } from './TotpSetup';

/**
 * First sign-in where the site requires a second factor (issue 21): the account sets one up (a
 * passkey or an authenticator app), saves its recovery codes, and only then reaches the back office.
 */
export function EnrolScreen({ session }: { session: AdminSessionAnswer }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const landed = useSignedInLanding();
  const [way, setWay] = useState<'passkey' | 'app'>('passkey');
  const [codes, setCodes] = useState<string[] | null>(null);

  const enrolled = (answer: EnrolmentAnswer) => setCodes(answer.recoveryCodes);
  const enter = () => {
    queryClient.setQueryData<AdminSessionAnswer>(verifyKey, { ...session, secondFactor: 'done' });
    landed();
  };
  const tab = (value: 'passkey' | 'app', label: string) => (
    <button
      type="button"
      aria-pressed={way === value}
      onClick={() => setWay(value)}
      className={`min-h-11 flex-1 rounded-lg px-3 font-semibold ${way === value ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-brand-800 hover:bg-brand-50'}`}
    >
      {label}
    </button>
  );

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-xl px-4 py-12">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {codes ? (
          <RecoveryCodes
            codes={codes}
            email={session.email}
            onDone={enter}
            doneLabel="I have saved them, continue"
            level={1}
          />
        ) : (
          <>
            <div>
              <h1 id={headingId} className="text-2xl font-bold text-slate-900">
                Set up two-factor sign-in
              </h1>
              <p className="mt-2 text-slate-700">
                The back office holds clients' ID numbers, bank details and health answers, so a password
                alone is not enough. Choose a second way to confirm it's you; you will use it each time you
                sign in.
              </p>
            </div>
            <fieldset className="min-w-0">
              <legend className="font-semibold text-slate-900">Your second factor</legend>
              <div className="mt-2 flex gap-2">
                {tab('passkey', 'Passkey')}
                {tab('app', 'Authenticator app')}
              </div>
            </fieldset>
            {way === 'passkey' ? <PasskeySetup onEnrolled={enrolled} /> : <TotpSetup onEnrolled={enrolled} />}
            <div className="border-t border-slate-200 pt-4">
              <CancelSignIn />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

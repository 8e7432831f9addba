import type { ReactNode } from 'react';
import { QueryProvider } from '../../lib/query-client';
import { Link } from '../../lib/router';
import { siteConfig } from '../../lib/site-config';
import { AppFrame } from './AppFrame';
import { useAdminSession } from './api/session';
import { LoginScreen } from './LoginScreen';
import { EnrolScreen } from './two-factor/EnrolScreen';
import { SecondFactorScreen } from './two-factor/SecondFactorScreen';

export { LogoutButton, useLogoutWithToast } from './LogoutButton';

/** 'Verifying access...' while the server is asked; also what the prerendered page shows. */
function Verifying() {
  return (
    <output className="mx-auto flex max-w-6xl items-center justify-center gap-3 px-4 py-24 text-slate-700">
      <span
        className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      Verifying access...
    </output>
  );
}

/** Signing in, outside the back office's frame: the business's name and the way back to the site. */
export function SignInFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4">
        <p className="text-lg font-bold text-brand-800">{siteConfig.businessName}</p>
        <Link to="/" className="font-semibold text-brand-800 underline">
          Back to the website
        </Link>
      </div>
      {children}
    </div>
  );
}

function Gate({ children }: { children: (email: string) => ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) return <Verifying />;
  // A failed check counts as signed out (spec: a failed verification clears the credentials).
  if (session.isError || !session.data)
    return (
      <SignInFrame>
        <LoginScreen />
      </SignInFrame>
    );
  // Past the password, the second factor still to give or to set up (issue 21).
  if (session.data.secondFactor === 'verify')
    return (
      <SignInFrame>
        <SecondFactorScreen session={session.data} />
      </SignInFrame>
    );
  if (session.data.secondFactor === 'enrol')
    return (
      <SignInFrame>
        <EnrolScreen session={session.data} />
      </SignInFrame>
    );
  return <AppFrame session={session.data}>{children(session.data.email)}</AppFrame>;
}

/** The admin gate (spec doc 2): /admin and /pipeline show their page only to a signed-in admin. */
export function AdminGate({ children }: { children: (email: string) => ReactNode }) {
  return (
    <QueryProvider>
      <Gate>{children}</Gate>
    </QueryProvider>
  );
}

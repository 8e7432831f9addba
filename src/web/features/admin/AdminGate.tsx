import type { ReactNode } from 'react';
import { QueryProvider } from '../../lib/query-client';
import { NavLink } from '../../lib/router';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useAdminSession, useLogout } from './api/session';
import { LoginScreen } from './LoginScreen';
import { EnrolScreen } from './two-factor/EnrolScreen';
import { SecondFactorScreen } from './two-factor/SecondFactorScreen';

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

export function useLogoutWithToast() {
  const logout = useLogout();
  return {
    isPending: logout.isPending,
    logOut: () =>
      logout.mutateAsync().then(
        () => toast({ title: 'Logged Out', description: 'You have been successfully logged out' }),
        () =>
          toast({ variant: 'destructive', title: 'Error', description: 'Logout failed. Please try again.' }),
      ),
  };
}

export function LogoutButton({ className = '' }: { className?: string }) {
  const { logOut, isPending } = useLogoutWithToast();
  return (
    <Button variant="secondary" size="sm" className={className} disabled={isPending} onClick={logOut}>
      Log out
    </Button>
  );
}

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`;

function BackOfficeBar({ email }: { email: string }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <nav aria-label="Back office" className="flex flex-wrap gap-2">
          <NavLink to="/admin/today" className={navLinkClasses}>
            Today
          </NavLink>
          <NavLink to="/admin/clients" className={navLinkClasses}>
            Clients
          </NavLink>
          <NavLink to="/admin/book" className={navLinkClasses}>
            Book
          </NavLink>
          <NavLink to="/admin" end className={navLinkClasses}>
            Dashboard
          </NavLink>
          <NavLink to="/admin/calendar" className={navLinkClasses}>
            Calendar
          </NavLink>
          <NavLink to="/admin/workshops" className={navLinkClasses}>
            Workshops
          </NavLink>
          <NavLink to="/admin/newsletter" className={navLinkClasses}>
            Newsletter
          </NavLink>
          <NavLink to="/admin/templates" className={navLinkClasses}>
            Templates
          </NavLink>
          <NavLink to="/pipeline" className={navLinkClasses}>
            Sales Pipeline
          </NavLink>
          <NavLink to="/admin/audit" className={navLinkClasses}>
            Audit log
          </NavLink>
          <NavLink to="/admin/retention" className={navLinkClasses}>
            Retention
          </NavLink>
          <NavLink to="/admin/security" className={navLinkClasses}>
            Security
          </NavLink>
        </nav>
        <div className="flex items-center gap-3 text-sm text-slate-700">
          <span className="min-w-0">
            Signed in as{' '}
            <strong className="block font-semibold break-words text-slate-900 sm:inline">{email}</strong>
          </span>
          <LogoutButton className="shrink-0 whitespace-nowrap" />
        </div>
      </div>
    </div>
  );
}

function Gate({ children }: { children: (email: string) => ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) return <Verifying />;
  // A failed check counts as signed out (spec: a failed verification clears the credentials).
  if (session.isError || !session.data) return <LoginScreen />;
  // Past the password, the second factor still to give or to set up (issue 21).
  if (session.data.secondFactor === 'verify') return <SecondFactorScreen session={session.data} />;
  if (session.data.secondFactor === 'enrol') return <EnrolScreen session={session.data} />;
  return (
    <>
      <BackOfficeBar email={session.data.email} />
      {children(session.data.email)}
    </>
  );
}

/** The admin gate (spec doc 2): /admin and /pipeline show their page only to a signed-in admin. */
export function AdminGate({ children }: { children: (email: string) => ReactNode }) {
  return (
    <QueryProvider>
      <Gate>{children}</Gate>
    </QueryProvider>
  );
}

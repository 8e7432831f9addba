import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { useLogout } from './api/session';

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

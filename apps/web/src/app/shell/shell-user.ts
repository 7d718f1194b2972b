import { useStoredUser } from '../../features/accounts/use-user.ts';

/** The signed-in visitor as the shell shows them. */
export interface TShellUser {
  username: string;
}

/** The signed-in visitor (logged in while user-info exists), or null. */
export function useShellUser(): TShellUser | null {
  const user = useStoredUser();
  return user && !user.error ? { username: user.username } : null;
}

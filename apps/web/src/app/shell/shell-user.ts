import type { TProfileAvatar } from '@marquee/domain';
import { useStoredUser } from '../../features/accounts/use-user.ts';

/** The signed-in visitor as the shell shows them: the active profile when one is chosen. */
export interface TShellUser {
  username: string;
  profile?: { name: string; avatar: TProfileAvatar } | null;
}

/** The signed-in visitor (logged in while user-info exists), or null. */
export function useShellUser(): TShellUser | null {
  const user = useStoredUser();
  if (!user || user.error) return null;
  const profile = user.profile ? { name: user.profile.name, avatar: user.profile.avatar } : null;
  return { username: user.username, profile };
}

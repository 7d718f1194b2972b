/** The signed-in visitor as the shell shows them. */
export interface TShellUser {
  username: string;
}

/** The signed-in visitor, or null. There are no accounts yet: the accounts feature will answer here. */
export function useShellUser(): TShellUser | null {
  return null;
}

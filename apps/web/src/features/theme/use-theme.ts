import { useSyncExternalStore } from 'react';
import { themeStore, type TTheme } from './theme.ts';

/** The current theme and its toggle, re-rendering when it changes (toggle, system or another tab). */
export function useTheme(): { theme: TTheme; isDark: boolean; toggle: () => void } {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, () => 'dark' as const);
  return { theme, isDark: theme === 'dark', toggle: themeStore.toggle };
}

import { Moon, Sun } from '../../lib/icons.tsx';
import { useTheme } from '../../features/theme/use-theme.ts';

const LABEL = 'Switch light or dark mode';

/** The footer's theme toggle: switches dark and light and remembers the choice. */
export function ThemeToggleButton() {
  const { isDark, toggle } = useTheme();
  const Icon = isDark ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggle}
      title={LABEL}
      aria-label={LABEL}
      className="grid h-10 w-10 place-items-center rounded-full border border-zinc-300 text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-950 dark:border-white/15 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white"
    >
      <Icon className="h-4.5 w-4.5" aria-hidden="true" />
    </button>
  );
}

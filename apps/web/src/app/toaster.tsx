import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_COUNT, TOAST_WIDTH_PX } from '@marquee/domain';
import type { TTheme } from '../features/theme/theme.ts';

/** Alt+T moves focus to the toasts. */
const TOAST_HOTKEY = ['altKey', 'KeyT'];

/**
 * Where toasts show, with their defaults: 4000 ms, 3 visible, 356 px wide, 14 px apart, Alt+T. Sonner
 * itself pauses the timers on hover and while the tab is hidden, and dismisses past a 45 px swipe.
 */
export function AppToaster({ theme }: { theme: TTheme }) {
  return (
    <Toaster
      theme={theme}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_COUNT}
      gap={TOAST_GAP_PX}
      hotkey={TOAST_HOTKEY}
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as React.CSSProperties}
      richColors
      closeButton
    />
  );
}

import { CAPTION_DELAY_STEP_S } from '@marquee/domain';
import { useEffect, useEffectEvent } from 'react';

export interface TPlayerKeyActions {
  /** Moves the captions by this many seconds (g: earlier, h: later). */
  onCaptionShift: (seconds: number) => void;
  /** `?`: the list of keys. */
  onHelp: () => void;
}

/** The player's own keys on the controller, beside media-chrome's hotkeys: the caption offset keys and `?`. */
export function usePlayerKeys(controller: HTMLElement | null, actions: TPlayerKeyActions): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.metaKey || event.altKey || event.ctrlKey) return;
    if (event.key === 'g') actions.onCaptionShift(-CAPTION_DELAY_STEP_S);
    else if (event.key === 'h') actions.onCaptionShift(CAPTION_DELAY_STEP_S);
    else if (event.key === '?') actions.onHelp();
  });
  useEffect(() => {
    if (!controller) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    controller.addEventListener('keyup', listener);
    return () => controller.removeEventListener('keyup', listener);
  }, [controller]);
}

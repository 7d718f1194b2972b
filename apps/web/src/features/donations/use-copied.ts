import { COPIED_FEEDBACK_MS } from '@marquee/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text to the clipboard; `isCopied` is true for 2 s after a copy that worked. */
export function useCopied(): { isCopied: boolean; isFailed: boolean; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    } catch {
      setState('failed');
    }
  }, []);
  return { isCopied: state === 'copied', isFailed: state === 'failed', copy };
}

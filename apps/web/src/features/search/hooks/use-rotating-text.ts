import { useEffect, useState } from 'react';

export interface TRotatingText {
  text: string;
  /** False during the fade between two texts. */
  isVisible: boolean;
}

/**
 * Cycles through `texts`, one every `intervalMs`: the current text fades out for `fadeMs`, then the next
 * one shows. `fallback` shows while there are no texts.
 */
export function useRotatingText(
  texts: readonly string[],
  fallback: string,
  intervalMs: number,
  fadeMs: number,
): TRotatingText {
  const [index, setIndex] = useState(0);
  const [isVisible, setVisible] = useState(true);
  const count = texts.length;

  useEffect(() => {
    if (count < 2) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setVisible(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(interval);
      clearTimeout(fade);
    };
  }, [count, intervalMs, fadeMs]);

  if (count === 0) return { text: fallback, isVisible: true };
  return { text: texts[index % count] ?? fallback, isVisible: count < 2 || isVisible };
}

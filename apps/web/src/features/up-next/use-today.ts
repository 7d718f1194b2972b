import { useEffect, useState } from 'react';
import { localDay } from './local-day.ts';

/** How often the page checks whether the day changed (an open tab across midnight). */
const DAY_CHECK_MS = 60_000;

/** The time the page was drawn and today's date in the browser's time zone, moving on at midnight. */
export function useToday(): { now: number; today: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = Date.now();
      if (localDay(next) !== localDay(now)) setNow(next);
    }, DAY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [now]);
  return { now, today: localDay(now) };
}

import { useState } from 'react';

/** The time the page was opened: release gating is decided once per visit, not re-checked as it stays open. */
export function useMountTime(): number {
  const [now] = useState(() => Date.now());
  return now;
}

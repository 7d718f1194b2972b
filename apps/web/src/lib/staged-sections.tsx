import type { ReactElement } from 'react';
import { useStagedCount } from './use-staged-count.ts';

/**
 * A landing page's sections, each keyed: the first (what the first screen shows) at once, then one more per
 * task (see useStagedCount). Till all are drawn a screen of space keeps the footer below the first screen, so
 * nothing on it moves.
 */
export function StagedSections({ sections }: { sections: readonly ReactElement[] }) {
  const shown = useStagedCount(sections.length);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length && <div className="min-h-screen" aria-hidden="true" />}
    </>
  );
}

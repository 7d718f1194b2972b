import type { TResumeAction } from '@marquee/domain';
import { formatClock } from '../../lib/format.ts';

/**
 * A Resume button's words: 'Resume 0:12' for a movie, 'Resume S1 E2 · 8 min left' for an episode; undefined when
 * there is nothing to resume.
 */
export function resumeLabel(action: TResumeAction): string | undefined {
  if (action.kind !== 'resume') return undefined;
  if (!action.episode) return `Resume ${formatClock(action.position)}`;
  const minutesLeft = Math.max(1, Math.ceil((action.duration - action.position) / 60));
  return `Resume S${action.episode.season} E${action.episode.episode} · ${minutesLeft} min left`;
}

import type { TCrewMember } from '@marquee/domain';
import { ApiError } from '../../../lib/api-client.ts';

// One formatter for every date: `toLocaleDateString` builds a new one per call, which a season of episodes
// made a slow phone's longest task on a series page.
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A TMDB date (YYYY-MM-DD) as 'March 5, 2024', or undefined when there is none. */
export function formatDate(date: string | null | undefined): string | undefined {
  if (!date) return undefined;
  const time = Date.parse(date);
  if (!Number.isFinite(time)) return undefined;
  return LONG_DATE.format(time);
}

/** A runtime in minutes as '2h 15m' (or '45m'), undefined when unknown. */
export function formatRuntime(minutes: number | null | undefined): string | undefined {
  if (!minutes || minutes <= 0) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h${rest > 0 ? ` ${rest}m` : ''}` : `${rest}m`;
}

/** The distinct names of the crew members holding one of `jobs`, in credit order. */
export function crewNames(crew: TCrewMember[] | undefined, jobs: readonly string[]): string[] {
  const names = (crew ?? []).filter((member) => jobs.includes(member.job)).map((member) => member.name);
  return [...new Set(names)];
}

/** The catalogue answered 404: the title does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const WRITER_JOBS = ['Writer', 'Screenplay'] as const;

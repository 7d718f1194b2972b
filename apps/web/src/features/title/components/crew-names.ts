import type { TCrewMember } from '@marquee/domain';

/** The distinct names of the crew members holding one of `jobs`, in credit order. */
export function crewNames(crew: TCrewMember[] | undefined, jobs: readonly string[]): string[] {
  const names = (crew ?? []).filter((member) => jobs.includes(member.job)).map((member) => member.name);
  return [...new Set(names)];
}

export const WRITER_JOBS = ['Writer', 'Screenplay'] as const;

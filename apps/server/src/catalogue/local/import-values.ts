// Small value rules of the importer, for what TMDB would have filled in itself.

const DEPARTMENT_BY_JOB: Readonly<Record<string, string>> = {
  director: 'Directing',
  'co-director': 'Directing',
  writer: 'Writing',
  screenplay: 'Writing',
  story: 'Writing',
  novel: 'Writing',
  teleplay: 'Writing',
  creator: 'Writing',
  'series composition': 'Writing',
  'comic book': 'Writing',
  characters: 'Writing',
  producer: 'Production',
  'executive producer': 'Production',
  'co-producer': 'Production',
  casting: 'Production',
  'original music composer': 'Sound',
  music: 'Sound',
  'director of photography': 'Camera',
  editor: 'Editing',
  'production design': 'Art',
  'costume design': 'Costume & Make-Up',
};

/** TMDB's department for a crew job, 'Crew' when the job is not a common one. */
export function departmentOfJob(job: string): string {
  return DEPARTMENT_BY_JOB[job.trim().toLowerCase()] ?? 'Crew';
}

/** The most frequent value (the smallest of equally frequent ones). */
export function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0] ?? 0;
  for (const [value, count] of counts) {
    const bestCount = counts.get(best) ?? 0;
    if (count > bestCount || (count === bestCount && value < best)) best = value;
  }
  return best;
}

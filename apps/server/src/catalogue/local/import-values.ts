// Small value rules of the importer: what TMDB would have filled in itself, and tidy JSON values.

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

export function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}

type TCompanyRef = {
  id: number;
  name: string;
  logo_path?: string | null | undefined;
  origin_country: string;
};

/** Companies and networks as TMDB gives them, with a missing logo as null. */
export function companies(list: TCompanyRef[] | undefined) {
  return list?.map((c) => ({
    id: c.id,
    name: c.name,
    logo_path: c.logo_path ?? null,
    origin_country: c.origin_country,
  }));
}

/** Drops undefined fields, so the stored JSON is the same whichever way it was built. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

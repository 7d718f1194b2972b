import {
  DISCOVER_TRENDING_RECENT_YEARS,
  NETWORKS,
  type TDiscoverState,
  type TMediaFilter,
} from '@marquee/domain';

const KIND_WORDS: Readonly<Record<TMediaFilter, string>> = {
  all: 'movies and series',
  movie: 'movies',
  tv: 'series',
};

/** Names joined as a sentence: 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One line saying what the discover results are, e.g. 'Popular movies on Netflix and Hulu'. */
export function describeDiscover(state: TDiscoverState): string {
  const kinds = KIND_WORDS[state.type];
  const services = NETWORKS.filter((n) => state.providers.includes(n.providerId)).map((n) => n.name);
  if (services.length === 0) {
    return state.mode === 'trending'
      ? `Trending ${kinds} today, on every service`
      : `The most popular ${kinds}, on every service`;
  }
  const where = joinNames(services);
  return state.mode === 'trending'
    ? `Trending ${kinds} on ${where}: the most popular of the last ${DISCOVER_TRENDING_RECENT_YEARS} years`
    : `The most popular ${kinds} on ${where}`;
}

/** The eight streaming providers with TMDB's provider ids. */
export const STREAMING_PROVIDERS = {
  netflix: 8,
  'disney+': 337,
  hulu: 15,
  amazon_prime: 9,
  apple_tv: 350,
  hbo_max: 1899,
  'paramount+': 531,
  peacock: 386,
} as const;

export interface TNetwork {
  slug: string;
  name: string;
  providerId: number;
  /** Other slugs the site's own menus link to (named differently in places). */
  aliases: readonly string[];
}

/** Network pages, in the order the networks landing shows them. */
export const NETWORKS: readonly TNetwork[] = [
  { slug: 'netflix', name: 'Netflix', providerId: 8, aliases: [] },
  { slug: 'disney', name: 'Disney+', providerId: 337, aliases: ['disney-plus'] },
  { slug: 'hulu', name: 'Hulu', providerId: 15, aliases: [] },
  { slug: 'amazon-prime', name: 'Prime Video', providerId: 9, aliases: ['amazon', 'prime-video'] },
  { slug: 'apple-tv', name: 'Apple TV+', providerId: 350, aliases: ['apple-tv-plus'] },
  { slug: 'hbo-max', name: 'HBO Max', providerId: 1899, aliases: ['hbo', 'max'] },
  { slug: 'paramount', name: 'Paramount+', providerId: 531, aliases: ['paramount-plus'] },
  { slug: 'peacock', name: 'Peacock', providerId: 386, aliases: [] },
];

/** The network of a slug or one of its aliases, or undefined for an unknown network. */
export function findNetwork(slug: string): TNetwork | undefined {
  const wanted = slug.toLowerCase();
  return NETWORKS.find((n) => n.slug === wanted || n.aliases.includes(wanted));
}

/** The network that a provider id belongs to. */
export function networkByProviderId(providerId: number): TNetwork | undefined {
  return NETWORKS.find((n) => n.providerId === providerId);
}

/** Providers that the catalogue may name, with display names, as TMDB's /watch/providers lists them. */
export const PROVIDER_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  NETWORKS.map((n) => [n.providerId, n.name]),
);

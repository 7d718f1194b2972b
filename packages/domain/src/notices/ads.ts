import type { TRandom } from '../shuffle.ts';

// Ads: which ad a slot shows, and what advertising costs.

/** One ad of /ads.json. Dates are calendar days (YYYY-MM-DD), both included; a missing one leaves it open. */
export interface TAd {
  id: string;
  /** The banner picture (728 × 90). */
  gifUrl: string;
  /** A picture for narrow slots (320 × 100); the banner is used when missing. */
  mobileGifUrl?: string;
  /** Where a click leads. */
  link: string;
  /** What the picture says, for screen readers. */
  alt?: string;
  startDate?: string;
  endDate?: string;
  /** Weight of the random choice; 1 when missing. */
  priority?: number;
}

/** The `dismissedAds` value: ad id to the day (YYYY-MM-DD) it was dismissed. */
export type TDismissedAds = Record<string, string>;

/** The default weight of an ad. */
export const AD_DEFAULT_PRIORITY = 1;

/** Whether the ad's date range covers `today` (YYYY-MM-DD, the visitor's calendar day). */
export function isAdRunning(ad: Pick<TAd, 'startDate' | 'endDate'>, today: string): boolean {
  return (
    (ad.startDate === undefined || ad.startDate <= today) && (ad.endDate === undefined || today <= ad.endDate)
  );
}

/** The ads a slot may show today: running, and not dismissed today (a dismissal lasts the day). */
export function eligibleAds(ads: readonly TAd[], today: string, dismissed: TDismissedAds): TAd[] {
  return ads.filter((ad) => isAdRunning(ad, today) && dismissed[ad.id] !== today);
}

export interface TChooseAdOptions {
  /** YYYY-MM-DD, the visitor's calendar day. */
  today: string;
  dismissed: TDismissedAds;
  random: TRandom;
  /** A specific ad, when one is asked for by id (still only while it runs and is not dismissed). */
  id?: string;
}

/** The ad to show: the one asked for by id, else a random one weighted by priority among the eligible. */
export function chooseAd(ads: readonly TAd[], options: TChooseAdOptions): TAd | undefined {
  const candidates = eligibleAds(ads, options.today, options.dismissed);
  if (options.id !== undefined) return candidates.find((ad) => ad.id === options.id);
  const weight = (ad: TAd) => Math.max(0, ad.priority ?? AD_DEFAULT_PRIORITY);
  const total = candidates.reduce((sum, ad) => sum + weight(ad), 0);
  if (total <= 0) return undefined;
  let point = options.random() * total;
  for (const ad of candidates) {
    point -= weight(ad);
    if (point < 0) return ad;
  }
  return candidates.findLast((ad) => weight(ad) > 0);
}

/** The `dismissedAds` map after dismissing `id` today; entries of earlier days are dropped. */
export function recordAdDismissal(dismissed: TDismissedAds, id: string, today: string): TDismissedAds {
  const kept = Object.entries(dismissed).filter(([, day]) => day === today);
  return { ...Object.fromEntries(kept), [id]: today };
}

/** The stored `dismissedAds` value as a map (anything else is dropped). */
export function parseDismissedAds(value: unknown): TDismissedAds {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The ad formats of the Advertise page. */
export const AD_FORMATS = ['banner', 'companion', 'in-list', 'square'] as const;
export type TAdFormat = (typeof AD_FORMATS)[number];

/** The spots an ad can take. */
export const AD_SPOTS = ['homepage', 'search', 'movie', 'sidebar', 'footer', 'special'] as const;
export type TAdSpot = (typeof AD_SPOTS)[number];

/** Price per month in US dollars by format and spot; null where the format is not offered. */
export const AD_PRICES: Record<TAdFormat, Record<TAdSpot, number | null>> = {
  banner: { homepage: 50, search: 60, movie: 70, sidebar: 40, footer: 30, special: 70 },
  companion: { homepage: null, search: null, movie: null, sidebar: null, footer: null, special: 80 },
  'in-list': { homepage: 35, search: 35, movie: 45, sidebar: 30, footer: 25, special: 75 },
  square: { homepage: 40, search: 45, movie: 50, sidebar: 35, footer: 25, special: 60 },
};

/** What an ad may weigh and how long it must run. */
export const AD_SPECS = {
  gifMaxMb: 5,
  imageMaxMb: 3,
  minimumDays: 3,
} as const;

/** The audience the Advertise page states. */
export const AD_AUDIENCE = {
  monthlyViews: '234k',
  visits: '70K',
} as const;

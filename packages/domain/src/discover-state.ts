import { DISCOVER_TRENDING_RECENT_YEARS } from './constants.ts';
import { mediaTypesOf, parseMediaFilter, type TMediaFilter } from './media-filter.ts';
import type { TMediaType } from './media-types.ts';
import { NETWORKS } from './networks.ts';
import type { TParamReader } from './search-state.ts';

export const DISCOVER_MODES = ['trending', 'popular'] as const;
export type TDiscoverMode = (typeof DISCOVER_MODES)[number];

/** The discover page's filters, as its URL carries them (/discover?mode=&type=&providers=). */
export interface TDiscoverState {
  mode: TDiscoverMode;
  type: TMediaFilter;
  /** Streaming provider ids, in the order the networks are listed; none means every title. */
  providers: number[];
}

export const DEFAULT_DISCOVER_STATE: TDiscoverState = { mode: 'trending', type: 'all', providers: [] };

const PROVIDER_ORDER = NETWORKS.map((n) => n.providerId);

/** Known provider ids, once each, in the networks' order. */
export function normalizeProviders(ids: readonly number[]): number[] {
  return PROVIDER_ORDER.filter((id) => ids.includes(id));
}

/** The discover state from its URL; a missing or unknown value takes its default (Trending, All, no providers). */
export function parseDiscoverState(params: TParamReader): TDiscoverState {
  const mode = params.get('mode');
  const providers = (params.get('providers') ?? '')
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return {
    mode: mode === 'popular' ? 'popular' : 'trending',
    type: parseMediaFilter(params.get('type')),
    providers: normalizeProviders(providers),
  };
}

/** The query string of a discover state, leaving out defaults so the plain page is just /discover. */
export function discoverSearch(state: TDiscoverState): string {
  const search = new URLSearchParams();
  if (state.mode !== DEFAULT_DISCOVER_STATE.mode) search.set('mode', state.mode);
  if (state.type !== DEFAULT_DISCOVER_STATE.type) search.set('type', state.type);
  const providers = normalizeProviders(state.providers);
  if (providers.length > 0) search.set('providers', providers.join(','));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The providers with one toggled on or off. */
export function toggleProvider(providers: readonly number[], id: number): number[] {
  return providers.includes(id) ? providers.filter((p) => p !== id) : normalizeProviders([...providers, id]);
}

/** One catalogue list that feeds the discover results. */
export type TDiscoverSource =
  | { kind: 'trending'; mediaType: TMediaFilter }
  | { kind: 'popular'; mediaType: TMediaType }
  | { kind: 'discover'; mediaType: TMediaType; providers: string; releasedFrom?: string };

/** A YYYY-MM-DD date `years` before another. */
export function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  return `${String(year).padStart(4, '0')}${date.slice(4, 10)}`.replace(/-02-29$/, '-02-28');
}

/**
 * Where the discover results come from. Without providers: TMDB's trending list (of the day), or the popular
 * lists. With providers: discover for any of them (ids joined by '|', US region), by popularity; for Trending
 * only titles released in the last few years, so it reads as what is new on those services.
 * All merges a movies page and a series page, except trending, which TMDB mixes itself.
 */
export function discoverSources(state: TDiscoverState, today: string): TDiscoverSource[] {
  if (state.providers.length === 0) {
    if (state.mode === 'trending') return [{ kind: 'trending', mediaType: state.type }];
    return mediaTypesOf(state.type).map((mediaType) => ({ kind: 'popular', mediaType }));
  }
  const providers = normalizeProviders(state.providers).join('|');
  const releasedFrom =
    state.mode === 'trending' ? yearsBefore(today, DISCOVER_TRENDING_RECENT_YEARS) : undefined;
  return mediaTypesOf(state.type).map((mediaType) => ({
    kind: 'discover',
    mediaType,
    providers,
    ...(releasedFrom ? { releasedFrom } : {}),
  }));
}

import type { TEpisodeHistory, THistoryEntry, TProgress, TWatchHistory } from './watch-history.ts';

type TRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function timeOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Number.isNaN(Number(value)) ? Date.parse(value) : Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return 0;
}

function progressOf(value: unknown): TProgress | undefined {
  if (!isRecord(value)) return undefined;
  const watched = Number(value.watched);
  const duration = Number(value.duration);
  if (!Number.isFinite(watched) || !Number.isFinite(duration) || duration < 0) return undefined;
  return { watched: Math.min(Math.max(0, watched), duration), duration };
}

function episodesOf(value: unknown): Record<string, TEpisodeHistory> {
  const episodes: Record<string, TEpisodeHistory> = {};
  if (!isRecord(value)) return episodes;
  for (const [key, episode] of Object.entries(value)) {
    const match = /^s(\d+)e(\d+)$/i.exec(key);
    const progress = isRecord(episode) ? progressOf(episode.progress) : undefined;
    if (!match || !isRecord(episode) || !progress) continue;
    const id = `s${Number(match[1])}e${Number(match[2])}`;
    const seasonId = Number(episode.seasonId);
    episodes[id] = {
      id,
      number: Number(match[2]),
      seasonNumber: Number(match[1]),
      ...(typeof episode.title === 'string' && episode.title ? { title: episode.title } : {}),
      ...(Number.isInteger(seasonId) && seasonId > 0 ? { seasonId } : {}),
      updatedAt: timeOf(episode.updatedAt),
      progress,
      ...(episode.deletedAt !== undefined ? { deletedAt: timeOf(episode.deletedAt) } : {}),
    };
  }
  return episodes;
}

function upgradeEntry(key: string, value: unknown): THistoryEntry | undefined {
  if (!isRecord(value)) return undefined;
  const id = Number(value.id ?? key);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  // The other reading of the data: 'movie', or anything else is a show.
  const type = value.type === 'movie' ? 'movie' : 'show';
  const year = Number(value.year);
  const entry: THistoryEntry = {
    id,
    type,
    title: typeof value.title === 'string' ? value.title : '',
    ...(Number.isInteger(year) && year > 0 ? { year } : {}),
    updatedAt: timeOf(value.updatedAt),
    ...(value.deletedAt !== undefined && value.deletedAt !== null
      ? { deletedAt: timeOf(value.deletedAt) }
      : {}),
  };
  // Older fields (poster, seasons, and episodes of movies) are not carried over.
  if (type === 'movie') {
    const progress = progressOf(value.progress);
    return progress ? { ...entry, progress } : entry;
  }
  const episodes = episodesOf(value.episodes);
  return Object.keys(episodes).length > 0 ? { ...entry, episodes } : entry;
}

/**
 * A stored `media-tracking` value in today's shape: entries keyed by media id with type, title,
 * year and updatedAt; movies with progress, shows with episodes keyed s{season}e{episode}. Unreadable
 * entries are dropped; the wrapped form the sync API sends is accepted.
 */
export function upgradeWatchHistory(raw: string | null | undefined): TWatchHistory {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  const items = isRecord(data) && isRecord(data.items) ? data.items : data;
  if (!isRecord(items)) return {};
  const history: TWatchHistory = {};
  for (const [key, value] of Object.entries(items)) {
    const entry = upgradeEntry(key, value);
    if (entry) history[String(entry.id)] = entry;
  }
  return history;
}

// Season and episode details, each episode with its crew and guest stars.
import type { TEpisode, TEpisodeDetails, TSeasonDetails } from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { splitCredits, toImages } from './catalogue-shapes.ts';
import {
  findCredits,
  findEpisode,
  findEpisodes,
  findSeason,
  type TCreditRow,
  type TEpisodeRow,
} from './episodes.repository.ts';
import { requireTitle } from './title-details.service.ts';

function toEpisode(row: TEpisodeRow, creditRows: TCreditRow[]): TEpisode {
  const { crew, guest_stars } = splitCredits(creditRows);
  return {
    air_date: row.airDate,
    crew,
    episode_number: row.episodeNumber,
    episode_type: row.episodeType,
    guest_stars,
    id: row.id,
    name: row.name,
    overview: row.overview,
    production_code: '',
    runtime: row.runtime,
    season_number: row.seasonNumber,
    show_id: row.seriesId,
    still_path: row.stillPath,
    vote_average: row.voteAverage,
    vote_count: row.voteCount,
  };
}

const noExternalIds = {
  imdb_id: null,
  tvdb_id: null,
  wikidata_id: null,
  freebase_mid: null,
  tvrage_id: null,
};

export async function seasonDetails(
  db: TDb,
  seriesId: number,
  seasonNumber: number,
  append: string[],
): Promise<TSeasonDetails> {
  await requireTitle(db, 'tv', seriesId);
  const season = await findSeason(db, seriesId, seasonNumber);
  if (!season) throw new NotFoundError();
  const [episodeRows, creditRows] = await Promise.all([
    findEpisodes(db, seriesId, seasonNumber),
    findCredits(db, 'tv', seriesId, { scope: 'season', seasonNumber }),
  ]);
  const byEpisode = new Map<number | null, TCreditRow[]>();
  for (const credit of creditRows) {
    const list = byEpisode.get(credit.episodeNumber);
    if (list) list.push(credit);
    else byEpisode.set(credit.episodeNumber, [credit]);
  }
  const details: TSeasonDetails = {
    _id: season.id.toString(16).padStart(24, '0'),
    air_date: season.airDate,
    episodes: episodeRows.map((e) => toEpisode(e, byEpisode.get(e.episodeNumber) ?? [])),
    id: season.id,
    name: season.name,
    overview: season.overview,
    poster_path: season.posterPath,
    season_number: season.seasonNumber,
    vote_average: season.voteAverage,
  };
  const parts: Record<string, unknown> = {};
  if (append.includes('credits')) {
    const { cast } = splitCredits(await findCredits(db, 'tv', seriesId, { scope: 'title' }));
    parts.credits = { cast, crew: [] };
  }
  if (append.includes('images')) parts.images = { posters: toImages(season.posterPath, 'poster') };
  if (append.includes('external_ids')) parts.external_ids = noExternalIds;
  return { ...details, ...parts };
}

export async function episodeDetails(
  db: TDb,
  seriesId: number,
  seasonNumber: number,
  episodeNumber: number,
  append: string[],
): Promise<TEpisodeDetails> {
  const row = await findEpisode(db, seriesId, seasonNumber, episodeNumber);
  if (!row) throw new NotFoundError();
  const creditRows = await findCredits(db, 'tv', seriesId, { scope: 'episode', seasonNumber, episodeNumber });
  const details: TEpisodeDetails = toEpisode(row, creditRows);
  if (append.includes('credits')) {
    const { cast } = splitCredits(await findCredits(db, 'tv', seriesId, { scope: 'title' }));
    details.credits = { cast, crew: details.crew, guest_stars: details.guest_stars };
  }
  if (append.includes('images')) details.images = { stills: toImages(row.stillPath, 'still') };
  if (append.includes('external_ids')) details.external_ids = noExternalIds;
  return details;
}

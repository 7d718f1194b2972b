// Turns a parsed import file into the rows of titles, seasons, episodes, people and credits: ids and
// artwork filled in where the file leaves them out, duplicates merged, nothing read from the database.
import {
  certificationsOfContentRatings,
  certificationsOfReleaseDates,
  type TMediaType,
} from '@marquee/domain';
import type { credits, episodes, people, seasons, titles, TTitleExtra } from '../../db/schema.ts';
import {
  deriveCreditId,
  deriveEpisodeId,
  derivePersonId,
  deriveSeasonId,
  generatedArtwork,
  type TCreditKey,
} from './import-ids.ts';
import type { TImportFile, TImportMovie, TImportSeason, TImportTv } from './import-schema.ts';
import { compact, companies, departmentOfJob, mostCommon, unique } from './import-values.ts';

export type TTitleInsert = typeof titles.$inferInsert;
export type TSeasonInsert = typeof seasons.$inferInsert;
export type TEpisodeInsert = typeof episodes.$inferInsert;
export type TPersonInsert = typeof people.$inferInsert;
export type TCreditInsert = typeof credits.$inferInsert;

/** A place whose credits the file gives in full; credits there that the file no longer names are removed. */
export interface TCreditScope {
  mediaType: TMediaType;
  titleId: number;
  seasonNumber: number | null;
  episodeNumber: number | null;
}

export interface TImportRows {
  titles: TTitleInsert[];
  seasons: TSeasonInsert[];
  episodes: TEpisodeInsert[];
  people: TPersonInsert[];
  credits: TCreditInsert[];
  creditScopes: TCreditScope[];
}

interface TPersonRef {
  id?: number | undefined;
  name: string;
  profile_path?: string | null | undefined;
  known_for_department?: string | undefined;
  popularity?: number | undefined;
}

/** The movies and series of a file, whichever of its two layouts it uses. */
export function itemsOf(file: TImportFile): { movies: TImportMovie[]; tv: TImportTv[] } {
  if (!Array.isArray(file)) return file;
  const movies: TImportMovie[] = [];
  const tv: TImportTv[] = [];
  for (const item of file) {
    if (item.media_type === 'movie') movies.push(item);
    else tv.push(item);
  }
  return { movies, tv };
}

/** The file's certifications shortcut over those of its TMDB parts; none when the title has none. */
function certificationsOf(
  shortcut: Record<string, string> | undefined,
  fromTmdb: Record<string, string>,
): Record<string, string> | undefined {
  const merged = { ...fromTmdb, ...shortcut };
  return Object.keys(merged).length ? merged : undefined;
}

const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/** Collects rows, keyed so that a repeated title, person or credit is written once. */
class RowCollector {
  private readonly titles = new Map<string, TTitleInsert>();
  private readonly seasons = new Map<string, TSeasonInsert>();
  private readonly episodes = new Map<string, TEpisodeInsert>();
  private readonly people = new Map<number, TPersonInsert & { explicitDepartment: boolean }>();
  private readonly credits = new Map<string, TCreditInsert>();
  private readonly scopes = new Map<string, TCreditScope>();

  constructor(private readonly today: string) {}

  addMovie(movie: TImportMovie): void {
    const id = movie.id;
    const releaseDate = orNull(movie.release_date);
    this.titles.set(`movie:${id}`, {
      ...this.commonTitle('movie', movie),
      title: movie.title,
      originalTitle: movie.original_title || movie.title,
      releaseDate,
      lastAirDate: null,
      runtime: movie.runtime ?? null,
      status: movie.status ?? (releaseDate && releaseDate > this.today ? 'Post Production' : 'Released'),
      imdbId: movie.imdb_id ?? movie.external_ids?.imdb_id ?? null,
      extra: compact({
        budget: movie.budget,
        revenue: movie.revenue,
        homepage: movie.homepage,
        production_companies: companies(movie.production_companies),
        spoken_languages: movie.spoken_languages,
        certifications: certificationsOf(
          movie.certifications,
          certificationsOfReleaseDates(movie.release_dates),
        ),
      }),
    });
    this.addTitleCredits('movie', movie);
  }

  addSeries(series: TImportTv): void {
    const id = series.id;
    const episodeDates = series.seasons
      .filter((s) => s.season_number > 0)
      .flatMap((s) => s.episodes.map((e) => orNull(e.air_date) ?? orNull(s.air_date)))
      .filter((d): d is string => d !== null)
      .sort();
    const aired = episodeDates.filter((d) => d <= this.today);
    const runtimes = series.seasons
      .filter((s) => s.season_number > 0)
      .flatMap((s) => s.episodes.map((e) => e.runtime ?? 0))
      .filter((r) => r > 0);
    const createdBy = (series.created_by ?? []).map((creator) => {
      const person = this.addPerson(creator, 'Writing');
      const creditId = deriveCreditId(creditKey('tv', id, 'title', person.id, 'crew', 'Creator'));
      return {
        id: person.id,
        credit_id: creditId,
        name: person.name,
        profile_path: person.profilePath ?? null,
      };
    });
    this.titles.set(`tv:${id}`, {
      ...this.commonTitle('tv', series),
      title: series.name,
      originalTitle: series.original_name || series.name,
      releaseDate: orNull(series.first_air_date) ?? episodeDates[0] ?? null,
      lastAirDate: orNull(series.last_air_date) ?? aired.at(-1) ?? null,
      runtime: null,
      status: series.status ?? (series.in_production === false ? 'Ended' : 'Returning Series'),
      imdbId: series.external_ids?.imdb_id ?? null,
      extra: compact<TTitleExtra>({
        homepage: series.homepage,
        production_companies: companies(series.production_companies),
        networks: companies(series.networks),
        origin_country: series.origin_country,
        episode_run_time: series.episode_run_time ?? (runtimes.length ? [mostCommon(runtimes)] : undefined),
        in_production: series.in_production,
        type: series.type,
        created_by: createdBy.length ? createdBy : undefined,
        certifications: certificationsOf(
          series.certifications,
          certificationsOfContentRatings(series.content_ratings),
        ),
      }),
    });
    this.addTitleCredits('tv', series);
    for (const season of series.seasons) this.addSeason(id, season);
  }

  private commonTitle(mediaType: TMediaType, item: TImportMovie | TImportTv) {
    const id = item.id;
    const fromProviders = item['watch/providers']?.results.US?.flatrate?.map((p) => p.provider_id);
    return {
      mediaType,
      id,
      originalLanguage: item.original_language,
      overview: item.overview,
      tagline: item.tagline,
      posterPath: orNull(item.poster_path) ?? generatedArtwork.poster(mediaType, id),
      backdropPath: orNull(item.backdrop_path) ?? generatedArtwork.backdrop(mediaType, id),
      logoPath: orNull(item.logo_path) ?? generatedArtwork.logo(mediaType, id),
      genreIds: unique(item.genres?.map((g) => g.id) ?? item.genre_ids ?? []),
      providerIds: unique(item.provider_ids ?? fromProviders ?? []),
      popularity: item.popularity,
      voteAverage: item.vote_average,
      voteCount: item.vote_count,
      adult: item.adult,
    };
  }

  private addTitleCredits(mediaType: TMediaType, item: TImportMovie | TImportTv): void {
    if (!item.credits) return;
    const scope = { mediaType, titleId: item.id, seasonNumber: null, episodeNumber: null };
    this.scopes.set(scopeKey(scope), scope);
    item.credits.cast.forEach((member, index) =>
      this.addCredit(scope, 'cast', member, member.character, '', 'Acting', member.order ?? index),
    );
    item.credits.crew.forEach((member, index) => {
      const department = member.department ?? departmentOfJob(member.job);
      this.addCredit(scope, 'crew', member, '', member.job, department, index);
    });
  }

  private addSeason(seriesId: number, season: TImportSeason): void {
    const n = season.season_number;
    const firstAired = season.episodes.map((e) => orNull(e.air_date)).find((d) => d !== null);
    this.seasons.set(`${seriesId}:${n}`, {
      seriesId,
      seasonNumber: n,
      id: season.id ?? deriveSeasonId(seriesId, n),
      name: season.name || (n === 0 ? 'Specials' : `Season ${n}`),
      overview: season.overview,
      posterPath: orNull(season.poster_path) ?? generatedArtwork.seasonPoster(seriesId, n),
      airDate: orNull(season.air_date) ?? firstAired ?? null,
      voteAverage: season.vote_average,
    });
    for (const episode of season.episodes) {
      const e = episode.episode_number;
      this.episodes.set(`${seriesId}:${n}:${e}`, {
        seriesId,
        seasonNumber: n,
        episodeNumber: e,
        id: episode.id ?? deriveEpisodeId(seriesId, n, e),
        name: episode.name || `Episode ${e}`,
        overview: episode.overview,
        airDate: orNull(episode.air_date),
        runtime: episode.runtime ?? null,
        stillPath: orNull(episode.still_path) ?? generatedArtwork.episodeStill(seriesId, n, e),
        voteAverage: episode.vote_average,
        voteCount: episode.vote_count,
        episodeType: episode.episode_type ?? 'standard',
      });
      const scope = { mediaType: 'tv' as const, titleId: seriesId, seasonNumber: n, episodeNumber: e };
      this.scopes.set(scopeKey(scope), scope);
      episode.crew.forEach((member, index) => {
        const department = member.department ?? departmentOfJob(member.job);
        this.addCredit(scope, 'crew', member, '', member.job, department, index);
      });
      episode.guest_stars.forEach((member, index) =>
        this.addCredit(scope, 'guest', member, member.character, '', 'Acting', member.order ?? index),
      );
    }
  }

  private addCredit(
    scope: TCreditScope,
    kind: 'cast' | 'crew' | 'guest',
    ref: TPersonRef,
    character: string,
    job: string,
    department: string,
    order: number,
  ): void {
    const person = this.addPerson(ref, department);
    const where = scope.seasonNumber === null ? 'title' : `s${scope.seasonNumber}e${scope.episodeNumber}`;
    const role = kind === 'crew' ? job : character;
    const creditId = deriveCreditId(creditKey(scope.mediaType, scope.titleId, where, person.id, kind, role));
    if (this.credits.has(creditId)) return;
    this.credits.set(creditId, {
      creditId,
      ...scope,
      personId: person.id,
      kind,
      character,
      job,
      department,
      order,
    });
  }

  /** Adds or merges a person: an explicit department or picture beats one guessed from a credit. */
  private addPerson(ref: TPersonRef, department: string): TPersonInsert & { id: number } {
    const id = ref.id ?? derivePersonId(ref.name);
    const profilePath = orNull(ref.profile_path);
    const known = this.people.get(id);
    if (!known) {
      const person = {
        id,
        name: ref.name,
        profilePath: profilePath ?? generatedArtwork.profile(id),
        knownForDepartment: ref.known_for_department ?? department,
        popularity: ref.popularity ?? 0,
        explicitDepartment: ref.known_for_department !== undefined,
      };
      this.people.set(id, person);
      return person;
    }
    if (profilePath && known.profilePath === generatedArtwork.profile(id)) known.profilePath = profilePath;
    if (ref.known_for_department && !known.explicitDepartment) {
      known.knownForDepartment = ref.known_for_department;
      known.explicitDepartment = true;
    }
    known.popularity = Math.max(known.popularity ?? 0, ref.popularity ?? 0);
    return known;
  }

  rows(): TImportRows {
    return {
      titles: [...this.titles.values()],
      seasons: [...this.seasons.values()],
      episodes: [...this.episodes.values()],
      people: [...this.people.values()].map(({ explicitDepartment: _, ...person }) => person),
      credits: [...this.credits.values()],
      creditScopes: [...this.scopes.values()],
    };
  }
}

function creditKey(
  mediaType: TMediaType,
  titleId: number,
  scope: string,
  personId: number,
  kind: TCreditKey['kind'],
  role: string,
): TCreditKey {
  return { mediaType, titleId, scope, personId, kind, role };
}

function scopeKey(scope: TCreditScope): string {
  return `${scope.mediaType}:${scope.titleId}:${scope.seasonNumber}:${scope.episodeNumber}`;
}

/** The rows a file describes; `today` (YYYY-MM-DD) decides defaults such as a future movie's status. */
export function buildImportRows(file: TImportFile, today: string): TImportRows {
  const collector = new RowCollector(today);
  const { movies, tv } = itemsOf(file);
  for (const movie of movies) collector.addMovie(movie);
  for (const series of tv) collector.addSeries(series);
  return collector.rows();
}

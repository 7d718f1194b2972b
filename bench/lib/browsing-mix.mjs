// Catalogue calls a browsing visitor makes (home lists, details, seasons, discover, search), drawn from the
// sample catalogue the server seeds, so every path names a title that exists.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { seededRandom, typo } from './random.mjs';

const API = '/api/tmdb/3';
const SAMPLE_FILES = ['movies.json', 'series.json', 'anime.json'];

/** Movies and series of the sample catalogue: ids, names and season numbers. */
export function sampleCatalogue() {
  const movies = [];
  const series = [];
  for (const file of SAMPLE_FILES) {
    const data = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'apps/server/sample-catalogue', file), 'utf8'),
    );
    for (const m of data.movies ?? []) movies.push({ id: m.id, name: m.title });
    for (const t of data.tv ?? []) {
      const seasons = (t.seasons ?? []).map((s) => s.season_number).filter((n) => n > 0);
      series.push({ id: t.id, name: t.name, seasons });
    }
  }
  return { movies, series };
}

const HOME_LISTS = [
  'trending/all/day',
  'trending/movie/day',
  'trending/tv/day',
  'movie/popular',
  'movie/top_rated',
  'movie/upcoming',
  'tv/popular',
  'tv/top_rated',
  'tv/on_the_air',
];
const GENRES = { movie: [28, 12, 16, 35, 80, 18, 14, 27, 878, 53], tv: [10759, 16, 35, 80, 18, 9648, 10765] };
const SORTS = ['popularity.desc', 'vote_average.desc', 'vote_count.desc'];

/** A function giving a random browsing or search path on each call (seeded, so runs are alike). */
export function browsingMix(catalogue, seed = 11) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const withSeasons = catalogue.series.filter((s) => s.seasons.length > 0);
  const makers = [
    () => `${API}/${pick(HOME_LISTS)}`,
    () => `${API}/${pick(HOME_LISTS)}?page=${1 + Math.floor(random() * 3)}`,
    () => `${API}/movie/${pick(catalogue.movies).id}?append_to_response=credits`,
    () => `${API}/tv/${pick(catalogue.series).id}?append_to_response=credits`,
    () => {
      const show = pick(withSeasons);
      return `${API}/tv/${show.id}/season/${pick(show.seasons)}`;
    },
    () => {
      const kind = pick(['movie', 'tv']);
      return `${API}/discover/${kind}?with_genres=${pick(GENRES[kind])}&sort_by=${pick(SORTS)}`;
    },
    () => {
      const name = pick([...catalogue.movies, ...catalogue.series]).name;
      const query = random() < 0.5 ? name : typo(name, random);
      return `${API}/search/multi?query=${encodeURIComponent(query)}`;
    },
  ];
  return () => pick(makers)();
}

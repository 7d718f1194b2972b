// Synthetic catalogue for the search benchmark: titles with plausible names (word lists, years, sequels),
// movies and series, a pool of people credited on some of them, in the importer's TMDB-shaped format.
// Deterministic: the same version and count give the same file, so an imported copy can be cached.
import { seededRandom } from '../lib/random.mjs';
import * as W from './words.mjs';

/** Bump when the output changes: the cached import is keyed by it. */
export const GENERATOR_VERSION = 1;
/** Share of titles that are series. */
const SERIES_SHARE = 0.3;
/** Share of titles that carry a cast (three people from the pool). */
const CREDITED_SHARE = 0.1;
const PEOPLE = 5_000;
/** Ids far above the sample catalogue's, so the two never collide. */
const FIRST_ID = 50_000_001;
const NAME_TRIES = 8;

function movieName(pick, random) {
  const forms = [
    () => `The ${pick(W.ADJECTIVES)} ${pick(W.NOUNS)}`,
    () => `${pick(W.NOUNS)} of the ${pick(W.NOUNS)}`,
    () => `${pick(W.ADJECTIVES)} ${pick(W.NOUNS)}s`,
    () => `${pick(W.FIRST_NAMES)}'s ${pick(W.NOUNS)}`,
    () => `${pick(W.NOUNS)} in ${pick(W.PLACES)}`,
    () => `${pick(W.PLACES)} ${pick(W.NOUNS)}`,
    () => `The Last ${pick(W.NOUNS)}`,
    () => `${pick(W.GERUNDS)} ${pick(W.ADJECTIVES)}`,
    () => `${pick(W.GERUNDS)} the ${pick(W.NOUNS)}`,
    () => `The ${pick(W.ADJECTIVES)} ${pick(W.NOUNS)} of ${pick(W.PLACES)}`,
    () => `${pick(W.FIRST_NAMES)} and the ${pick(W.ADJECTIVES)} ${pick(W.NOUNS)}`,
    () => `A ${pick(W.NOUNS)} for ${pick(W.FIRST_NAMES)} ${pick(W.LAST_NAMES)}`,
  ];
  const name = pick(forms)();
  return random() < 0.08 ? name + pick(W.SEQUELS) : name;
}

function seriesName(pick) {
  const forms = [
    () => `The ${pick(W.NOUNS)}s`,
    () => `${pick(W.PLACES)} ${pick(W.NOUNS)}`,
    () => `${pick(W.GERUNDS)} ${pick(W.ADJECTIVES)}`,
    () => `${pick(W.ADJECTIVES)} ${pick(W.NOUNS)}`,
    () => `${pick(W.LAST_NAMES)} & ${pick(W.LAST_NAMES)}`,
    () => `The ${pick(W.NOUNS)} Chronicles`,
    () => `${pick(W.ADJECTIVES)} ${pick(W.NOUNS)}s of ${pick(W.PLACES)}`,
    () => `The ${pick(W.LAST_NAMES)} ${pick(W.NOUNS)}`,
  ];
  return pick(forms)();
}

function overview(pick) {
  const who = `${pick(W.FIRST_NAMES)}, a ${pick(W.ADJECTIVES).toLowerCase()} ${pick(W.NOUNS).toLowerCase()}`;
  return `${who}, ${pick(W.VERBS)} the ${pick(W.NOUNS).toLowerCase()} in ${pick(W.PLACES)}.`;
}

function date(random) {
  const year = 1930 + Math.floor(random() * 97);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Makes names until one is new (a few tries), so repeated names stay as rare as remakes are. */
function newName(make, used) {
  let name = make();
  for (let tries = 0; tries < NAME_TRIES && used.has(name); tries++) name = make();
  used.add(name);
  return name;
}

/** Generates `count` titles (movies and series) as one import file `{ movies, tv }`. */
export function generateCatalogue(count, seed = 42) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    id: FIRST_ID + i,
    name: `${pick(W.FIRST_NAMES)} ${pick(W.LAST_NAMES)}`,
    known_for_department: 'Acting',
    popularity: Math.round(random() * 400) / 10,
  }));
  const movies = [];
  const tv = [];
  const used = new Set();
  for (let i = 0; i < count; i++) {
    const isSeries = random() < SERIES_SHARE;
    const genres = isSeries ? W.TV_GENRES : W.MOVIE_GENRES;
    const common = {
      id: FIRST_ID + i,
      overview: overview(pick),
      popularity: Math.round(Math.exp(random() * 7) * 10) / 10,
      vote_average: Math.round(random() * 90 + 10) / 10,
      vote_count: Math.floor(Math.exp(random() * 9)),
      genre_ids: [...new Set([pick(genres), pick(genres)])],
    };
    if (random() < CREDITED_SHARE) {
      const cast = [...new Set([pick(people), pick(people), pick(people)])];
      common.credits = {
        cast: cast.map((p, order) => ({ ...p, character: pick(W.NOUNS), order })),
        crew: [],
      };
    }
    if (isSeries)
      tv.push({ ...common, name: newName(() => seriesName(pick), used), first_air_date: date(random) });
    else
      movies.push({
        ...common,
        title: newName(() => movieName(pick, random), used),
        release_date: date(random),
      });
  }
  return { movies, tv };
}

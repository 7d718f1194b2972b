// What the bench measures on the seeded sample catalogue: the pages, the API calls compared against static
// twins, and the poster /img resizes; named after its first movie and series.
import { posterImgPath } from '../parts/img.mjs';
import { sampleCatalogue } from './browsing-mix.mjs';
import { getOk } from './cannon.mjs';

const API = '/api/tmdb/3';
/** The word searched for on the search page and in the API comparison. */
const SEARCH_WORD = 'star';

/** The slug the web app puts after a title's id (packages/domain titleSlug). */
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '-');

const page = (path) => ({ label: path, path });

/** The rating limit of a kids profile, as the content filter cookie can carry it. */
const KIDS = { cookie: 'content_filter=kids' };

export async function subjects(origin) {
  const { movies, series } = sampleCatalogue();
  const movie = JSON.parse(await getOk(origin, `${API}/movie/${movies[0].id}`));
  const show = series[0];
  // A movie a kids profile may open: the most popular one its lists show.
  const kidsMovie = JSON.parse(await getOk(origin, `${API}/movie/popular`, KIDS)).results[0];
  return {
    pages: [
      page('/'),
      page('/movies'),
      page(`/movies/${movie.id}-${slug(movie.title)}`),
      page(`/series/${show.id}-${slug(show.name)}`),
      page(`/search?query=${SEARCH_WORD}`),
    ],
    calls: [
      { label: 'trending.json', path: `${API}/trending/movie/day` },
      { label: 'movie.json', path: `${API}/movie/${movie.id}?append_to_response=credits` },
      { label: 'search.json', path: `${API}/search/multi?query=${SEARCH_WORD}` },
      // The same answers filtered for a kids profile, built and cached per rating limit.
      { label: 'kids-trending.json', path: `${API}/trending/movie/day`, headers: KIDS },
      {
        label: 'kids-movie.json',
        path: `${API}/movie/${kidsMovie.id}?append_to_response=credits`,
        headers: KIDS,
      },
      { label: 'kids-search.json', path: `${API}/search/multi?query=${SEARCH_WORD}`, headers: KIDS },
    ],
    posterPath: movie.poster_path,
  };
}

/** The exact bytes each API call and the cached poster answer with, to serve again as static files. */
export async function twinBodies(origin, { calls, posterPath }) {
  const twins = [];
  for (const call of calls) {
    twins.push({ name: call.label, bytes: await getOk(origin, call.path, call.headers) });
  }
  const imgPath = posterImgPath(posterPath);
  await getOk(origin, imgPath);
  const response = await fetch(origin + imgPath);
  const type = response.headers.get('content-type') ?? 'image/webp';
  const extension = type.split('/')[1].replace('jpeg', 'jpg');
  twins.push({ name: `poster.${extension}`, bytes: Buffer.from(await response.arrayBuffer()) });
  return twins;
}

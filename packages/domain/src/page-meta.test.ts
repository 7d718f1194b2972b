import { describe, expect, it } from 'vitest';
import {
  episodeMeta,
  isoDuration,
  movieMeta,
  serializeJsonLd,
  seriesMeta,
  SITE_DESCRIPTION,
  type TPageMetaContext,
} from './page-meta.ts';
import type { TEpisodeDetails, TMovieDetails, TTvDetails } from './tmdb.ts';

const context: TPageMetaContext = {
  url: 'https://marquee.test/movies/832-m',
  imageUrl: (path, kind) => `https://marquee.test/img/${kind}${path}`,
};

const movie = {
  id: 832,
  title: 'M',
  overview: 'A city hunts a killer.',
  release_date: '1931-05-11',
  runtime: 117,
  genres: [{ id: 80, name: 'Crime' }],
  backdrop_path: '/m-backdrop.jpg',
  poster_path: '/m-poster.jpg',
  vote_average: 8.04,
  vote_count: 2300,
  imdb_id: 'tt0022100',
  credits: {
    cast: [{ name: 'Peter Lorre' }],
    crew: [
      { name: 'Fritz Lang', job: 'Director' },
      { name: 'Thea von Harbou', job: 'Screenplay' },
      { name: 'Fritz Lang', job: 'Screenplay' },
    ],
  },
} as unknown as TMovieDetails;

describe('page meta', () => {
  it('a movie: title, description, backdrop preview and JSON-LD Movie', () => {
    const meta = movieMeta(movie, context);
    expect(meta).toMatchObject({
      title: 'M | Marquee',
      description: 'A city hunts a killer.',
      image: 'https://marquee.test/img/backdrop/m-backdrop.jpg',
      type: 'video.movie',
    });
    expect(meta.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'M',
      url: context.url,
      description: 'A city hunts a killer.',
      image: meta.image,
      datePublished: '1931-05-11',
      duration: 'PT1H57M',
      genre: ['Crime'],
      director: [{ '@type': 'Person', name: 'Fritz Lang' }],
      author: [
        { '@type': 'Person', name: 'Thea von Harbou' },
        { '@type': 'Person', name: 'Fritz Lang' },
      ],
      actor: [{ '@type': 'Person', name: 'Peter Lorre' }],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 8,
        ratingCount: 2300,
        bestRating: 10,
        worstRating: 0,
      },
      sameAs: 'https://www.imdb.com/title/tt0022100/',
    });
  });

  it('no overview: the site description, and no description in the JSON-LD; no votes: no rating', () => {
    const meta = movieMeta({ ...movie, overview: '', vote_count: 0 }, context);
    expect(meta.description).toBe(SITE_DESCRIPTION);
    expect(meta.jsonLd).not.toHaveProperty('description');
    expect(meta.jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('a series: JSON-LD TVSeries with its seasons; the poster when there is no backdrop', () => {
    const series = {
      id: 1396,
      name: 'Breaking Bad',
      overview: 'A teacher turns.',
      first_air_date: '2008-01-20',
      number_of_seasons: 5,
      number_of_episodes: 62,
      genres: [],
      backdrop_path: null,
      poster_path: '/bb.jpg',
      vote_average: 8.9,
      vote_count: 10,
    } as unknown as TTvDetails;
    const meta = seriesMeta(series, context);
    expect(meta.image).toBe('https://marquee.test/img/poster/bb.jpg');
    expect(meta.jsonLd).toMatchObject({
      '@type': 'TVSeries',
      startDate: '2008-01-20',
      numberOfSeasons: 5,
      numberOfEpisodes: 62,
    });
    expect(meta.jsonLd).not.toHaveProperty('genre');
  });

  it('an episode: code, names and JSON-LD TVEpisode within its season and series', () => {
    const episode = {
      id: 1,
      name: 'Pilot',
      season_number: 1,
      episode_number: 1,
      overview: '',
      air_date: '2008-01-20',
      runtime: 58,
      still_path: '/s1e1.jpg',
      vote_average: 0,
      vote_count: 0,
      crew: [{ name: 'Vince Gilligan', job: 'Director' }],
      guest_stars: [],
    } as unknown as TEpisodeDetails;
    const meta = episodeMeta(
      episode,
      { name: 'Breaking Bad', url: 'https://marquee.test/series/1396' },
      context,
    );
    expect(meta.title).toBe('S1 E1 Pilot · Breaking Bad | Marquee');
    expect(meta.image).toBe('https://marquee.test/img/still/s1e1.jpg');
    expect(meta.jsonLd).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 1,
      duration: 'PT58M',
      director: [{ '@type': 'Person', name: 'Vince Gilligan' }],
      partOfSeason: { '@type': 'TVSeason', seasonNumber: 1 },
      partOfSeries: { '@type': 'TVSeries', name: 'Breaking Bad', url: 'https://marquee.test/series/1396' },
    });
  });

  it('long overviews are cut for the description', () => {
    const meta = movieMeta({ ...movie, overview: 'x'.repeat(500) }, context);
    expect(meta.description).toBe(`${'x'.repeat(200)}...`);
  });
});

describe('isoDuration', () => {
  it('hours and minutes, minutes only, hours only, none', () => {
    expect(isoDuration(117)).toBe('PT1H57M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(null)).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it('no markup can end the script element early, and it still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

import { isComingSoon, type TMovieDetails, type TTvDetails } from '@marquee/domain';
import { formatDate, formatRuntime } from '../../../lib/format.ts';
import type { TTitleHeroProps } from './title-hero.tsx';

/** What a title's hero shows of its details: the page adds its logo, buttons and credits. */
export type TTitleHeroFacts = Omit<TTitleHeroProps, 'logo' | 'main' | 'actions' | 'children'>;

export function movieHeroFacts(movie: TMovieDetails): TTitleHeroFacts {
  return {
    title: movie.title,
    tagline: movie.tagline,
    backdropPath: movie.backdrop_path,
    posterPath: movie.poster_path,
    genres: movie.genres,
    date: formatDate(movie.release_date),
    dateLabel: 'Release date',
    comingSoon: isComingSoon(movie.release_date),
    rating: movie.vote_average,
    runtime: formatRuntime(movie.runtime),
  };
}

export function seriesHeroFacts(series: TTvDetails): TTitleHeroFacts {
  return {
    title: series.name,
    tagline: series.tagline,
    backdropPath: series.backdrop_path,
    posterPath: series.poster_path,
    genres: series.genres,
    date: formatDate(series.first_air_date),
    dateLabel: 'First air date',
    comingSoon: isComingSoon(series.first_air_date),
    rating: series.vote_average,
    runtime: formatRuntime(series.episode_run_time?.[0]),
    seasons: series.number_of_seasons,
  };
}

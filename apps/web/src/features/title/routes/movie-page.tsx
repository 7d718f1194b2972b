import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { isComingSoon, movieMeta, parseIdSegment, type TMovieDetails } from '@marquee/domain';
import { NotFoundView } from '../../errors/components/not-found-view.tsx';
import { useTitleLogo } from '../../catalogue/title-logo.ts';
import { movieDetailsQuery } from '../../catalogue/queries.ts';
import { TitleBookmarkToggle } from '../../bookmarks/components/title-bookmark-toggle.tsx';
import { FollowToggle } from '../../up-next/components/follow-toggle.tsx';
import { CreditLine } from '../components/credit-line.tsx';
import { CreditsList } from '../components/credits-list.tsx';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { crewNames, WRITER_JOBS } from '../components/crew-names.ts';
import { MovieWatchActions } from '../components/movie-watch-actions.tsx';
import { Overview } from '../components/overview.tsx';
import { PageHead } from '../components/page-head.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { SimilarRow } from '../components/similar-row.tsx';
import { TitleHero } from '../components/title-hero.tsx';
import { movieHeroFacts } from '../components/hero-facts.ts';
import { pageMetaContext } from '../page-meta-context.ts';
import { UserRatingControl } from '../../user-ratings/components/user-rating-control.tsx';

/** A movie's detail page (/movies/{id}-{slug}; play=true starts the source search). */
export default function MoviePage() {
  const id = parseIdSegment(useParams().movieId);
  if (id === undefined) return <NotFoundView />;
  return <MovieDetails key={id} id={id} />;
}

function MovieDetails({ id }: { id: number }) {
  const query = useQuery(movieDetailsQuery(id));
  return (
    <QueryState query={query} label="movie" skeleton={<DetailSkeleton label="Loading movie" />}>
      {(movie) => <MovieView movie={movie} />}
    </QueryState>
  );
}

function MovieView({ movie }: { movie: TMovieDetails }) {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const logo = useTitleLogo('movie', movie.id);
  const crew = movie.credits?.crew;
  const directors = crewNames(crew, ['Director']);
  const writers = crewNames(crew, WRITER_JOBS);
  return (
    <article className="pb-16" data-testid="movie-page">
      <PageHead meta={movieMeta(movie, pageMetaContext(pathname))} />
      <TitleHero
        {...movieHeroFacts(movie)}
        logo={logo}
        main={
          <div className="flex flex-wrap items-center gap-3 empty:hidden">
            <MovieWatchActions movie={movie} autoPlay={searchParams.get('play') === 'true'} />
          </div>
        }
        actions={
          <>
            <TitleBookmarkToggle kind="movie" details={movie} />
            {/* A movie is followed for its release: once out there is nothing to wait for. */}
            {isComingSoon(movie.release_date) && (
              <FollowToggle target={{ mediaType: 'movie', mediaId: movie.id }} title={movie.title} />
            )}
            <ShareButton title={movie.title} />
          </>
        }
      >
        {(directors.length > 0 || writers.length > 0) && (
          <dl className="space-y-1">
            <CreditLine label={directors.length > 1 ? 'Directors' : 'Director'} names={directors} />
            <CreditLine label={writers.length > 1 ? 'Writers' : 'Writer'} names={writers} />
          </dl>
        )}
        <UserRatingControl target={{ mediaType: 'movie', mediaId: movie.id }} title={movie.title} />
      </TitleHero>
      <div className="mx-auto mt-8 max-w-6xl space-y-10 px-4 sm:px-6">
        <Overview text={movie.overview} />
        <CreditsList cast={movie.credits?.cast ?? []} crew={crew ?? []} />
        <SimilarRow title="Recommendations" items={movie.similar?.results ?? []} />
      </div>
    </article>
  );
}

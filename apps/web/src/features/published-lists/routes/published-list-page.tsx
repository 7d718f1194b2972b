import { mediaItemOfBookmark, type TPublishedListTitle } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { ListX } from '../../../lib/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { PrefetchLink } from '../../../lib/prefetch-link.tsx';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { gridCardWidth } from '../../catalogue/browse/grid-card-width.ts';
import { MediaCard } from '../../catalogue/components/media-card.tsx';
import { PRIMARY_ACTION } from '../../errors/components/not-found-view.tsx';
import { isListGone, publishedListQuery } from '../queries.ts';

const GRID =
  'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-5 xl:grid-cols-6';

/** A list's title as a card reads it (the card takes a bookmark's snapshot). */
const itemOf = (title: TPublishedListTitle) =>
  mediaItemOfBookmark({
    mediaId: title.mediaId,
    mediaType: title.mediaType,
    category: '',
    addedAt: 0,
    updatedAt: 0,
    snapshot: {
      title: title.title,
      posterPath: title.posterPath,
      ...(title.date ? { date: title.date } : {}),
      ...(title.voteAverage !== null ? { voteAverage: title.voteAverage } : {}),
      genreIds: title.genreIds,
    },
  });

/** What a dead link shows: the list is unknown or no longer shared. */
function ListGone() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-20 text-center" role="status">
      <DocumentTitle>List not found · Marquee</DocumentTitle>
      <ListX className="h-12 w-12 text-zinc-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold sm:text-3xl">This list isn't shared</h1>
      <p className="text-zinc-600 dark:text-zinc-400">
        Its owner stopped sharing it, or the link is not complete. Ask them for a new link.
      </p>
      <PrefetchLink to={paths.movies()} className={PRIMARY_ACTION}>
        Browse movies
      </PrefetchLink>
    </div>
  );
}

/** /lists/:listId: a bookmark category someone published, as title cards only. */
export default function PublishedListPage() {
  const { listId = '' } = useParams();
  const list = useQuery(publishedListQuery(listId));
  const cardWidth = gridCardWidth(useViewportWidth());
  if (list.isError) {
    if (isListGone(list.error)) return <ListGone />;
    return (
      <p role="alert" className="mx-auto max-w-xl px-6 py-20 text-center text-lg font-semibold">
        This list could not be loaded. Please try again in a moment.
      </p>
    );
  }
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8" aria-busy={list.isPending}>
      {list.data ? (
        <>
          <DocumentTitle>{`${list.data.name} · Marquee`}</DocumentTitle>
          <div className="space-y-1">
            <h1 className="text-3xl font-extrabold tracking-tight">{list.data.name}</h1>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              A list shared from Marquee · {list.data.titles.length}{' '}
              {list.data.titles.length === 1 ? 'title' : 'titles'}
            </p>
          </div>
          {list.data.titles.length === 0 ? (
            <p
              className="py-16 text-center text-lg font-semibold text-zinc-600 dark:text-zinc-300"
              role="status"
            >
              Nothing in this list yet.
            </p>
          ) : (
            <ul aria-label="Titles" className={GRID}>
              {list.data.titles.map((title) => (
                <li key={`${title.mediaType}:${title.mediaId}`}>
                  <MediaCard item={itemOf(title)} width={cardWidth} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <div className="h-9 w-64 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-5 w-48 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
          <ul aria-hidden="true" className={GRID}>
            {Array.from({ length: 12 }, (_, index) => (
              <li
                key={index}
                className="aspect-[2/3] animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800"
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

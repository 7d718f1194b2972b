import { History } from '../../../lib/icons.tsx';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { LocalDataError } from '../../../lib/storage/local-data.ts';
import { showToast } from '../../../lib/toast.ts';
import { HistoryCard } from '../components/history-card.tsx';
import { sortByUserRating, userRatingKey, type TContinueItem } from '@marquee/domain';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { SCORE_MARK } from '../../user-ratings/hide-scores.ts';
import { UserRatingLine } from '../../user-ratings/components/user-rating-control.tsx';
import { useUserRatingsByKey } from '../../user-ratings/use-user-ratings.ts';
import { useContinueWatching } from '../use-continue-watching.ts';
import { watchHistoryStore } from '../watch-history-store.ts';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { UpNextRow } from '../../up-next/components/up-next-row.tsx';

const HEADING = "Movies and shows you've watched";
// The empty state of this page is ours (the original site shows none).
const EMPTY_TEXT = 'Nothing watched yet. What you play shows up here.';

const ratingKeyOf = (item: TContinueItem) =>
  userRatingKey({ mediaType: item.type === 'show' ? 'tv' : 'movie', mediaId: item.id });

function remove(item: TContinueItem): void {
  try {
    watchHistoryStore.remove(item.id);
    showToast(`Removed ${item.title} from history`);
  } catch (error) {
    if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
    else throw error;
  }
}

/** /history: every watched title with its progress, newest first, or by the profile's rating (?sort=rating). */
export default function HistoryPage() {
  const watched = useContinueWatching(Number.POSITIVE_INFINITY);
  const width = useViewportWidth() < 640 ? 358 : 300;
  const ratings = useUserRatingsByKey();
  const [params, setParams] = useSearchParams();
  const byRating = params.get('sort') === 'rating';
  const items = byRating ? sortByUserRating(watched, (item) => ratings.get(ratingKeyOf(item))) : watched;
  const sortId = useId();
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <DocumentTitle>Watch History · Marquee</DocumentTitle>
      <h1 className="text-3xl font-extrabold tracking-tight">{HEADING}</h1>
      <UpNextRow />
      {items.length > 0 && (
        <div {...SCORE_MARK} className="flex items-center justify-end gap-2">
          <label htmlFor={sortId} className="text-sm font-semibold text-zinc-600 dark:text-zinc-300">
            Sort by
          </label>
          <select
            id={sortId}
            value={byRating ? 'rating' : 'watched'}
            onChange={(event) =>
              setParams(event.target.value === 'rating' ? { sort: 'rating' } : {}, {
                preventScrollReset: true,
              })
            }
            className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium dark:border-zinc-700 dark:bg-zinc-900"
          >
            <option value="watched">Last watched (newest first)</option>
            <option value="rating">Your rating (highest first)</option>
          </select>
        </div>
      )}
      {items.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-16 text-center" role="status">
          <History className="h-10 w-10 text-zinc-400" aria-hidden="true" />
          <p className="text-lg font-semibold text-zinc-600 dark:text-zinc-300">{EMPTY_TEXT}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <HistoryCard item={item} width={width} onRemove={remove} />
              <UserRatingLine value={ratings.get(ratingKeyOf(item))} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

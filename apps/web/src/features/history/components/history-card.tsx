import { HISTORY_TRENDING_POPULARITY, type TContinueItem } from '@marquee/domain';
import { Flame, X } from '../../../lib/icons.tsx';
import { WatchedCard } from './watched-card.tsx';

/** A watched title on /history: artwork, progress bar, trending badge above popularity 400, and Remove. */
export function HistoryCard({
  item,
  width,
  onRemove,
}: {
  item: TContinueItem;
  width: number;
  onRemove: (item: TContinueItem) => void;
}) {
  return (
    <WatchedCard
      item={item}
      width={width}
      testId="history-card"
      heading="h2"
      overlay={(popularity) =>
        (popularity ?? 0) > HISTORY_TRENDING_POPULARITY && (
          <span
            data-testid="trending-badge"
            className="absolute top-2 left-2 flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-amber-300"
          >
            <Flame className="h-3.5 w-3.5" aria-hidden="true" />
            Trending
          </span>
        )
      }
    >
      <button
        type="button"
        onClick={() => onRemove(item)}
        aria-label={`Remove ${item.title} from history`}
        className="absolute top-2 right-2 grid h-9 w-9 place-items-center rounded-full bg-black/70 text-white hover:bg-black/90"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </WatchedCard>
  );
}

import { History } from '../../../lib/icons.tsx';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { LocalDataError } from '../../../lib/storage/local-data.ts';
import { showToast } from '../../../lib/toast.ts';
import { HistoryCard } from '../components/history-card.tsx';
import type { TContinueItem } from '@marquee/domain';
import { useContinueWatching } from '../use-continue-watching.ts';
import { watchHistoryStore } from '../watch-history-store.ts';
import { DocumentTitle } from '../../../lib/document-head.tsx';

const HEADING = "Movies and shows you've watched";
// The empty state of this page is ours (the original site shows none).
const EMPTY_TEXT = 'Nothing watched yet. What you play shows up here.';

function remove(item: TContinueItem): void {
  try {
    watchHistoryStore.remove(item.id);
    showToast(`Removed ${item.title} from history`);
  } catch (error) {
    if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
    else throw error;
  }
}

/** /history: every watched title with its progress, newest first. */
export default function HistoryPage() {
  const items = useContinueWatching(Number.POSITIVE_INFINITY);
  const width = useViewportWidth() < 640 ? 358 : 300;
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <DocumentTitle>Watch History · Marquee</DocumentTitle>
      <h1 className="text-3xl font-extrabold tracking-tight">{HEADING}</h1>
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

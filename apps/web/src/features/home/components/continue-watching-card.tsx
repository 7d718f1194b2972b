import type { TContinueItem } from '@marquee/domain';
import { Play } from '../../../lib/icons.tsx';
import { WatchedCard } from '../../history/components/watched-card.tsx';

const playOverlay = () => (
  <div className="absolute inset-0 grid place-items-center bg-black/0 transition group-hover:bg-black/40">
    <span className="grid h-11 w-11 scale-90 place-items-center rounded-full bg-white/90 text-zinc-950 opacity-0 shadow-lg transition group-hover:scale-100 group-hover:opacity-100">
      <Play className="h-5 w-5 fill-current" aria-hidden="true" />
    </span>
  </div>
);

/** A title to pick up again on the home row: the watched card with a play mark on hover. */
export function ContinueWatchingCard({ item, width }: { item: TContinueItem; width: number }) {
  return <WatchedCard item={item} width={width} testId="continue-card" heading="h3" overlay={playOverlay} />;
}

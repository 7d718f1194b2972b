import { bookmarkTargetOf, displayTitle, type TMediaItem } from '@marquee/domain';
import { BookmarkToggle } from './bookmark-toggle.tsx';

/** The bookmark toggle of a poster card; none for people, who cannot be bookmarked. */
export function renderCardBookmarkToggle(item: TMediaItem) {
  const target = bookmarkTargetOf(item);
  if (!target.mediaType) return null;
  return <BookmarkToggle target={target} label={displayTitle(item)} />;
}

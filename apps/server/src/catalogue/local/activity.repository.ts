// This site's own activity per title and day (plays and bookmarks), which trending blends in.
import { sql } from 'drizzle-orm';
import type { TMediaType } from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { titleActivity } from '../../db/schema.ts';
import { bumpGeneration } from './generation.repository.ts';

export interface TTitleActivity {
  mediaType: TMediaType;
  titleId: number;
  kind: 'play' | 'bookmark';
}

/** Counts one play or bookmark of a title today (UTC), adding to today's row or starting it; trending moves. */
export async function recordTitleActivity(
  db: TDb,
  activity: TTitleActivity,
  now = new Date(),
): Promise<void> {
  const isPlay = activity.kind === 'play';
  await db
    .insert(titleActivity)
    .values({
      mediaType: activity.mediaType,
      titleId: activity.titleId,
      day: now.toISOString().slice(0, 10),
      plays: isPlay ? 1 : 0,
      bookmarks: isPlay ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: [titleActivity.mediaType, titleActivity.titleId, titleActivity.day],
      set: {
        plays: sql`title_activity.plays + excluded.plays`,
        bookmarks: sql`title_activity.bookmarks + excluded.bookmarks`,
      },
    });
  await bumpGeneration(db, 'activity');
}

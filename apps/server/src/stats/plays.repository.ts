// Plays of titles on this site, the records the stats page counts.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { plays, users } from '../db/schema.ts';

/**
 * A play takes reports of watch time this long after it started (a day's play is resumed all that day, and
 * a film started before midnight ends after it); later ones belong to no play.
 */
const PLAY_OPEN_HOURS = 36;
/** Slack on the time between two reports (timers drift, requests take time). */
const BEAT_SLACK_SECONDS = 5;

/** What is stored of a viewer (see playViewerOf): a hash, so the table holds nothing a browser keeps. */
export function viewerKey(viewer: string): string {
  return createHash('sha256').update(`marquee-viewer:${viewer}`).digest('hex').slice(0, 32);
}

/**
 * Counts a play of a title once per viewer and UTC day: the first of the day makes the play (isNew), a later
 * one of the same viewer and title gets that play back, for its watch time.
 */
export async function countPlay(
  db: TDb,
  play: { mediaType: 'movie' | 'tv'; titleId: number; viewer: string },
  now = new Date(),
): Promise<{ playId: string; isNew: boolean }> {
  const row = {
    mediaType: play.mediaType,
    titleId: play.titleId,
    viewer: viewerKey(play.viewer),
    day: now.toISOString().slice(0, 10),
  };
  const [made] = await db
    .insert(plays)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing({ target: [plays.viewer, plays.mediaType, plays.titleId, plays.day] })
    .returning({ id: plays.id });
  if (made) return { playId: made.id, isNew: true };
  const [kept] = await db
    .select({ id: plays.id })
    .from(plays)
    .where(
      and(
        eq(plays.viewer, row.viewer),
        eq(plays.mediaType, row.mediaType),
        eq(plays.titleId, row.titleId),
        eq(plays.day, row.day),
      ),
    );
  if (!kept) throw new Error('A play counted today is missing');
  return { playId: kept.id, isNew: false };
}

/**
 * Adds watch time to a play: at most the time since its last report (and a little slack), so a client
 * cannot claim more than really passed. The play's total, or undefined when there is no such open play.
 */
export async function addWatchTime(db: TDb, playId: string, seconds: number): Promise<number | undefined> {
  const credited = sql`least(${seconds}::int, greatest(0, floor(extract(epoch from now() - ${plays.lastBeatAt}))::int + ${BEAT_SLACK_SECONDS}))`;
  const [row] = await db
    .update(plays)
    .set({ watchedSeconds: sql`${plays.watchedSeconds} + ${credited}`, lastBeatAt: sql`now()` })
    .where(
      and(eq(plays.id, playId), gt(plays.startedAt, sql`now() - make_interval(hours => ${PLAY_OPEN_HOURS})`)),
    )
    .returning({ watchedSeconds: plays.watchedSeconds });
  return row?.watchedSeconds;
}

export interface TPlayFigures {
  total: number;
  firstPlay: Date | undefined;
  watchSeconds: number;
  activeToday: number;
  activeWeek: number;
  activeMonth: number;
  accounts: number;
  top: { mediaType: 'movie' | 'tv'; id: number; watches: number }[];
  byWeekday: { dow: number; count: number }[];
}

/** The counts behind the stats page, all from the plays and users tables, at `now`. */
export async function playFigures(db: TDb, now: Date, topCount: number): Promise<TPlayFigures> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const since = (from: Date) =>
    sql`count(distinct ${plays.viewer}) filter (where ${plays.startedAt} >= ${from.toISOString()}::timestamptz)::int`;
  const [totals, top, byWeekday, accounts] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        firstPlay: sql<string | null>`min(${plays.startedAt})`,
        watchSeconds: sql<string>`coalesce(sum(${plays.watchedSeconds}), 0)`,
        activeToday: since(today).mapWith(Number),
        activeWeek: since(daysAgo(7)).mapWith(Number),
        activeMonth: since(daysAgo(30)).mapWith(Number),
      })
      .from(plays),
    db
      .select({ mediaType: plays.mediaType, id: plays.titleId, watches: sql<number>`count(*)::int` })
      .from(plays)
      .groupBy(plays.mediaType, plays.titleId)
      .orderBy(sql`count(*) desc`, plays.mediaType, plays.titleId)
      .limit(topCount),
    db
      .select({
        dow: sql<number>`extract(dow from ${plays.startedAt} at time zone 'UTC')::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(plays)
      .groupBy(sql`1`),
    db.select({ count: sql<number>`count(*)::int` }).from(users),
  ]);
  const row = totals[0];
  return {
    total: row?.total ?? 0,
    firstPlay: row?.firstPlay ? new Date(row.firstPlay) : undefined,
    watchSeconds: Number(row?.watchSeconds ?? 0),
    activeToday: row?.activeToday ?? 0,
    activeWeek: row?.activeWeek ?? 0,
    activeMonth: row?.activeMonth ?? 0,
    accounts: accounts[0]?.count ?? 0,
    top,
    byWeekday,
  };
}

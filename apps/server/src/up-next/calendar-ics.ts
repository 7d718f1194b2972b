import { titleSlug, type TCalendarEntry } from '@marquee/domain';
import ical from 'ical-generator';

/** The page of a calendar entry on the site: the episode's, or the movie's. */
export function entryUrl(origin: string, entry: TCalendarEntry): string {
  const slug = entry.title ? `-${titleSlug(entry.title)}` : '';
  if (!entry.episode) return `${origin}/movies/${entry.mediaId}${slug}`;
  return `${origin}/series/${entry.mediaId}${slug}/${entry.episode.season}/${entry.episode.episode}`;
}

const summaryOf = (entry: TCalendarEntry) =>
  entry.episode
    ? `${entry.title} S${entry.episode.season} E${entry.episode.episode}${entry.episode.name ? ` · ${entry.episode.name}` : ''}`
    : `${entry.title} (release)`;

/**
 * The iCalendar text (RFC 5545) of calendar entries: one all-day event each (air dates carry no time of day),
 * with a stable UID so a calendar app updates an event instead of adding it twice.
 */
export function calendarIcs(entries: readonly TCalendarEntry[], origin: string, now: number): string {
  const calendar = ical({ name: 'Marquee · Up Next', prodId: { company: 'Marquee', product: 'Up Next' } });
  const host = new URL(origin).host;
  for (const entry of entries) {
    const [year, month, day] = entry.date.split('-').map(Number) as [number, number, number];
    const start = new Date(Date.UTC(year, month - 1, day));
    const id = entry.episode
      ? `tv-${entry.mediaId}-s${entry.episode.season}e${entry.episode.episode}`
      : `movie-${entry.mediaId}`;
    calendar.createEvent({
      id: `${id}@${host}`,
      start,
      end: new Date(start.getTime() + 24 * 60 * 60 * 1000),
      allDay: true,
      stamp: new Date(now),
      summary: summaryOf(entry),
      url: entryUrl(origin, entry),
    });
  }
  return calendar.toString();
}

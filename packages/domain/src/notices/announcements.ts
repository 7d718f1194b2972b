// The announcement modal's rules: which items are due, in what
// order, and when a dismissed one comes back.

/** How often a dismissed announcement may show again. */
export type TAnnouncementRepeat = 'never' | 'weekly' | 'monthly';

/** One item of /modalData.json. */
export interface TAnnouncement {
  id: string;
  title: string;
  /** Plain text, shown as paragraphs. */
  content?: string;
  /** Markup, shown sanitized (DOMPurify) in place of `content`. */
  html?: string;
  /** A picture shown above the text. */
  image?: string;
  /** A picture behind the whole modal. */
  bgImage?: string;
  /** A CSS colour behind the modal. */
  bgColor?: string;
  /** Higher shows first; 0 when missing. */
  priority?: number;
  /** ISO date or date-time; shown from then on. */
  startsAt?: string;
  /** ISO date or date-time; not shown from then on. */
  expiresAt?: string;
  /** 'never' when missing. */
  repeat?: TAnnouncementRepeat;
}

/** An entry of the `dismissedInfoModals` list: which item was closed, and when (ms). */
export interface TDismissedAnnouncement {
  id: string;
  timestamp: number;
}

const DAY_MS = 86_400_000;

/** A weekly announcement shows again 7 days after it was closed. */
export const ANNOUNCEMENT_WEEKLY_REPEAT_DAYS = 7;
/** A monthly announcement shows again 30 days after it was closed. */
export const ANNOUNCEMENT_MONTHLY_REPEAT_DAYS = 30;
/** The next announcement opens this long after the previous one closed. */
export const ANNOUNCEMENT_NEXT_DELAY_MS = 250;
/** No more than this many announcements in one browsing session. */
export const ANNOUNCEMENTS_PER_SESSION = 2;

const REPEAT_AFTER_MS: Record<TAnnouncementRepeat, number> = {
  never: Number.POSITIVE_INFINITY,
  weekly: ANNOUNCEMENT_WEEKLY_REPEAT_DAYS * DAY_MS,
  monthly: ANNOUNCEMENT_MONTHLY_REPEAT_DAYS * DAY_MS,
};

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Whether `now` lies in the item's window: from `startsAt` (inclusive) until `expiresAt` (exclusive). */
export function isWithinWindow(window: { startsAt?: string; expiresAt?: string }, now: number): boolean {
  const starts = window.startsAt === undefined ? Number.NaN : Date.parse(window.startsAt);
  const expires = window.expiresAt === undefined ? Number.NaN : Date.parse(window.expiresAt);
  if (!Number.isNaN(starts) && now < starts) return false;
  return Number.isNaN(expires) || now < expires;
}

/** Whether a closed item may show again: weekly after 7 days, monthly after 30, never means never. */
export function isRepeatDue(
  repeat: TAnnouncementRepeat | undefined,
  dismissedAt: number,
  now: number,
): boolean {
  return now - dismissedAt >= REPEAT_AFTER_MS[repeat ?? 'never'];
}

/**
 * The announcements to show, best first: items with an id and a title, inside their start/expiry window,
 * not dismissed (or due again by their repeat rule), by priority descending (file order among equals).
 */
export function dueAnnouncements(
  items: readonly Partial<TAnnouncement>[],
  dismissed: readonly TDismissedAnnouncement[],
  now: number,
): TAnnouncement[] {
  const lastDismissed = new Map<string, number>();
  for (const entry of dismissed) {
    lastDismissed.set(entry.id, Math.max(entry.timestamp, lastDismissed.get(entry.id) ?? -Infinity));
  }
  return items
    .filter((item): item is TAnnouncement => hasText(item.id) && hasText(item.title))
    .filter((item) => isWithinWindow(item, now))
    .filter((item) => {
      const at = lastDismissed.get(item.id);
      return at === undefined || isRepeatDue(item.repeat, at, now);
    })
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.priority ?? 0) - (a.item.priority ?? 0) || a.index - b.index)
    .map(({ item }) => item);
}

/** The dismissed list after closing `id` at `now`: one entry per id, the latest time kept. */
export function recordAnnouncementDismissal(
  dismissed: readonly TDismissedAnnouncement[],
  id: string,
  now: number,
): TDismissedAnnouncement[] {
  return [...dismissed.filter((entry) => entry.id !== id), { id, timestamp: now }];
}

/** The stored `dismissedInfoModals` value as a list, dropping entries that are not {id, timestamp}. */
export function parseDismissedAnnouncements(value: unknown): TDismissedAnnouncement[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is TDismissedAnnouncement =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as TDismissedAnnouncement).id === 'string' &&
      Number.isFinite((entry as TDismissedAnnouncement).timestamp),
  );
}

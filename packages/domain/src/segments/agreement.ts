import { isPlausibleSegment, isSameCut, type TSegment, type TSegmentKind } from './segment-rules.ts';

/** A segment is published once this many independent submissions agree on it. */
export const SEGMENT_AGREEMENT_COUNT = 3;
/** Submissions agree when their starts and their ends are this close (seconds, on the same cut). */
export const SEGMENT_AGREEMENT_TOLERANCE_S = 3;

/** One user's submission: the segment, who sent it and from which address (any stable keys). */
export interface TSegmentSubmission extends TSegment {
  user: string;
  address: string;
}

/** A published segment and how many independent submissions agree on it. */
export interface TAgreedSegment extends TSegment {
  agreeing: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * How many submissions are independent: the most that can be paired with a user and an address each, no user
 * and no address used twice (a maximum bipartite matching), so neither one user at many addresses nor many
 * accounts at one address count more than once.
 */
export function independentCount(
  submissions: readonly Pick<TSegmentSubmission, 'user' | 'address'>[],
): number {
  const addressesOf = new Map<string, Set<string>>();
  for (const { user, address } of submissions) {
    addressesOf.set(user, (addressesOf.get(user) ?? new Set()).add(address));
  }
  const userAt = new Map<string, string>();
  const tryUser = (user: string, seen: Set<string>): boolean => {
    for (const address of addressesOf.get(user) ?? []) {
      if (seen.has(address)) continue;
      seen.add(address);
      const holder = userAt.get(address);
      if (holder === undefined || tryUser(holder, seen)) {
        userAt.set(address, user);
        return true;
      }
    }
    return false;
  };
  let count = 0;
  for (const user of addressesOf.keys()) if (tryUser(user, new Set())) count += 1;
  return count;
}

const agrees = (a: TSegment, b: TSegment) =>
  isSameCut(a.duration, b.duration) &&
  Math.abs(a.start - b.start * (a.duration / b.duration)) <= SEGMENT_AGREEMENT_TOLERANCE_S &&
  Math.abs(a.end - b.end * (a.duration / b.duration)) <= SEGMENT_AGREEMENT_TOLERANCE_S;

const order = (a: TSegmentSubmission, b: TSegmentSubmission) =>
  a.start - b.start ||
  a.end - b.end ||
  a.duration - b.duration ||
  a.user.localeCompare(b.user) ||
  a.address.localeCompare(b.address);

/**
 * The segment of one kind that submissions agree on: the largest group agreeing with one of them (ties to the
 * earliest), published once it has SEGMENT_AGREEMENT_COUNT independent submissions, as the group's medians.
 * Implausible submissions never count. Undefined while too few agree.
 */
export function agreedSegment(
  kind: TSegmentKind,
  submissions: readonly TSegmentSubmission[],
  needed = SEGMENT_AGREEMENT_COUNT,
): TAgreedSegment | undefined {
  const candidates = submissions
    .filter((entry) => entry.kind === kind && isPlausibleSegment(entry))
    .sort(order);
  let best: { group: TSegmentSubmission[]; agreeing: number } | undefined;
  for (const anchor of candidates) {
    const group = candidates.filter((entry) => agrees(anchor, entry));
    const agreeing = independentCount(group);
    if (!best || agreeing > best.agreeing) best = { group, agreeing };
  }
  if (!best || best.agreeing < needed) return undefined;
  const segment: TAgreedSegment = {
    kind,
    start: median(best.group.map((entry) => entry.start)),
    end: median(best.group.map((entry) => entry.end)),
    duration: median(best.group.map((entry) => entry.duration)),
    agreeing: best.agreeing,
  };
  // Medians of one cut's plausible segments are plausible; a mix at the edge of the tolerance may not be.
  return isPlausibleSegment(segment) ? segment : undefined;
}

// Info boxes: short notices, one at a time, until dismissed or expired.

export type TInfoBoxType = 'info' | 'warning' | 'success' | 'error';

/** One info box of the operator's list. */
export interface TInfoBox {
  id: string;
  title: string;
  content: string;
  type: TInfoBoxType;
  /** Whether it has a close button; one that is not stays until it expires. */
  dismissible: boolean;
  /** ISO date or date-time; not shown from then on. */
  expiresAt?: string;
}

/** The box to show: the first of the list that is not dismissed (by id) and not expired. */
export function chooseInfoBox(
  boxes: readonly TInfoBox[],
  dismissedIds: readonly string[],
  now: number,
): TInfoBox | undefined {
  const dismissed = new Set(dismissedIds);
  return boxes.find((box) => {
    if (dismissed.has(box.id)) return false;
    const expires = box.expiresAt === undefined ? Number.NaN : Date.parse(box.expiresAt);
    return Number.isNaN(expires) || now < expires;
  });
}

/** The stored `dismissedInfoBoxes` value as a list of ids (anything else is dropped). */
export function parseDismissedInfoBoxes(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

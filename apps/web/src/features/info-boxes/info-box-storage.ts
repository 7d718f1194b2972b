import { parseDismissedInfoBoxes } from '@marquee/domain';
import { readStoredJson, writeStoredJson } from '../../lib/storage/stored-json.ts';

// `dismissedInfoBoxes`: the ids of the info boxes the visitor closed.
export const DISMISSED_INFO_BOXES_KEY = 'dismissedInfoBoxes';

export function readDismissedInfoBoxes(): string[] {
  return parseDismissedInfoBoxes(readStoredJson(DISMISSED_INFO_BOXES_KEY));
}

export function rememberInfoBoxDismissal(id: string): void {
  const ids = readDismissedInfoBoxes();
  if (!ids.includes(id)) writeStoredJson(DISMISSED_INFO_BOXES_KEY, [...ids, id]);
}

import { parseDismissedInfoBoxes } from '@marquee/domain';
import { readStoredJson, writeStoredJson } from '../../lib/stored-json.ts';

// `dismissedInfoBoxes` (spec §3): the ids of the info boxes the visitor closed.
const KEY = 'dismissedInfoBoxes';

export function readDismissedInfoBoxes(): string[] {
  return parseDismissedInfoBoxes(readStoredJson(KEY));
}

export function rememberInfoBoxDismissal(id: string): void {
  const ids = readDismissedInfoBoxes();
  if (!ids.includes(id)) writeStoredJson(KEY, [...ids, id]);
}

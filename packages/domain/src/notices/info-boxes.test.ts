import { describe, expect, it } from 'vitest';
import { chooseInfoBox, parseDismissedInfoBoxes, type TInfoBox } from './info-boxes.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const box = (id: string, extra: Partial<TInfoBox> = {}): TInfoBox => ({
  id,
  title: id,
  content: 'text',
  type: 'info',
  dismissible: true,
  ...extra,
});

describe('the info box to show', () => {
  it('is the first of the list', () => {
    expect(chooseInfoBox([box('update'), box('downtime')], [], NOW)?.id).toBe('update');
  });
  it('skips boxes dismissed by id', () => {
    expect(chooseInfoBox([box('update'), box('downtime')], ['update'], NOW)?.id).toBe('downtime');
    expect(chooseInfoBox([box('update'), box('downtime')], ['update', 'downtime'], NOW)).toBeUndefined();
  });
  it('skips expired boxes', () => {
    const boxes = [
      box('old', { expiresAt: '2026-06-15T12:00:00Z' }),
      box('new', { expiresAt: '2026-07-01' }),
    ];
    expect(chooseInfoBox(boxes, [], NOW)?.id).toBe('new');
    expect(chooseInfoBox(boxes, [], Date.parse('2026-07-01'))).toBeUndefined();
  });
  it('reads only ids from storage', () => {
    expect(parseDismissedInfoBoxes(['a', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(parseDismissedInfoBoxes({ a: 1 })).toEqual([]);
  });
});

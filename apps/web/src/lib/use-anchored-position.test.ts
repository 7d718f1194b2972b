import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placePopover } from './use-anchored-position.ts';

const desktop = { width: 1280, height: 800 };
const anchorAt = (top: number, right = 600) => ({ top, bottom: top + 40, right });

describe('placePopover', () => {
  it('opens below its button when it fits there', () => {
    expect(placePopover(anchorAt(100), { width: 240, height: 300 }, desktop)).toEqual({
      kind: 'anchored',
      side: 'below',
      top: 146,
      left: 360,
      maxHeight: 646,
    });
  });

  it('flips up when there is no room below and more above', () => {
    const placement = placePopover(anchorAt(700), { width: 240, height: 300 }, desktop);
    expect(placement).toMatchObject({ kind: 'anchored', side: 'above', top: 394 });
  });

  it('is a sheet along the bottom on phones', () => {
    expect(placePopover(anchorAt(700), { width: 240, height: 300 }, { width: 390, height: 844 })).toEqual({
      kind: 'sheet',
    });
  });

  it('always stays inside the window, capped to the room on its side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 481, max: 2000 }),
        fc.integer({ min: 200, max: 1200 }),
        fc.integer({ min: 50, max: 1500 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, panel, y, x) => {
          const top = Math.round(y * (height - 40));
          const anchor = { top, bottom: top + 40, right: 240 + Math.round(x * (width - 240)) };
          const placement = placePopover(anchor, { width: 240, height: panel }, { width, height });
          if (placement.kind !== 'anchored') throw new Error('anchored above 480 px');
          const shown = Math.min(panel, placement.maxHeight);
          expect(placement.top).toBeGreaterThanOrEqual(0);
          expect(placement.top + shown).toBeLessThanOrEqual(height);
          expect(placement.left).toBeGreaterThanOrEqual(8);
          expect(placement.left + 240).toBeLessThanOrEqual(width - 8);
          // It never covers its own button.
          const bottom = placement.top + shown;
          expect(bottom <= anchor.top || placement.top >= anchor.bottom).toBe(true);
        },
      ),
    );
  });
});

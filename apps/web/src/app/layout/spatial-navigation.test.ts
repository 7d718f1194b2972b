import { describe, expect, it } from 'vitest';
import { nextSpatialIndex } from './spatial-navigation.ts';

// Two rows of 100×150 cards, 20 px apart; the second row scrolled by half a card.
const card = (left: number, top: number) => ({ left, top, width: 100, height: 150 });
const rowOne = [0, 120, 240, 360].map((left) => card(left, 0));
const rowTwo = [-50, 70, 190, 310].map((left) => card(left, 200));
const all = [...rowOne, ...rowTwo];

describe('arrow keys between cards', () => {
  it('left and right move within the row', () => {
    expect(nextSpatialIndex(rowOne[1]!, all, 'right')).toBe(2);
    expect(nextSpatialIndex(rowOne[1]!, all, 'left')).toBe(0);
    expect(nextSpatialIndex(rowOne[3]!, all, 'right')).toBeUndefined();
    expect(nextSpatialIndex(rowTwo[0]!, all, 'left')).toBeUndefined();
  });

  it('up and down go to the nearest card of the next row', () => {
    // From the card at 120..220 the row below has cards at 70..170 and 190..290: the nearer centre wins.
    expect(nextSpatialIndex(rowOne[1]!, all, 'down')).toBe(5);
    expect(nextSpatialIndex(rowTwo[2]!, all, 'up')).toBe(2);
    expect(nextSpatialIndex(rowOne[0]!, all, 'up')).toBeUndefined();
    expect(nextSpatialIndex(rowTwo[3]!, all, 'down')).toBeUndefined();
  });

  it('prefers the next row over a far card of the same row', () => {
    const grid = [card(0, 0), card(1000, 0), card(0, 170)];
    expect(nextSpatialIndex(grid[0]!, grid, 'down')).toBe(2);
    expect(nextSpatialIndex(grid[0]!, grid, 'right')).toBe(1);
  });
});

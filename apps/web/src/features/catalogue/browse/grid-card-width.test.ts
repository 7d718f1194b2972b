import { describe, expect, it } from 'vitest';
import { gridCardWidth, gridColumns } from './grid-card-width.ts';

describe('poster grid', () => {
  it('has 2 columns on phones up to 6 on wide screens', () => {
    expect(gridColumns(390)).toBe(2);
    expect(gridColumns(700)).toBe(3);
    expect(gridColumns(800)).toBe(4);
    expect(gridColumns(1100)).toBe(5);
    expect(gridColumns(1280)).toBe(6);
    expect(gridColumns(1920)).toBe(6);
  });

  it('fetches each poster at its card width', () => {
    expect(gridCardWidth(390)).toBe(173);
    expect(gridCardWidth(1280)).toBe(192);
    // The page column stops growing at 1280 px.
    expect(gridCardWidth(1920)).toBe(192);
  });
});

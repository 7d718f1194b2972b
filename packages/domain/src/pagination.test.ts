import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination.ts';

const labels = (current: number, total: number) =>
  paginationWindow(current, total).map((b) => (b.kind === 'page' ? String(b.page) : '...'));

describe('pagination window', () => {
  it('shows no buttons without pages', () => expect(labels(1, 0)).toEqual([]));
  it('shows every page when there are four or fewer', () => expect(labels(2, 3)).toEqual(['1', '2', '3']));
  it('adds the last page with a gap at the start', () =>
    expect(labels(1, 10)).toEqual(['1', '2', '3', '4', '...', '10']));
  it('puts up to 4 numbered buttons around the current page with first and last shortcuts', () =>
    expect(labels(5, 10)).toEqual(['1', '...', '4', '5', '6', '7', '...', '10']));
  it('leaves out the gap when the window touches the ends', () =>
    expect(labels(9, 10)).toEqual(['1', '...', '7', '8', '9', '10']));
  it('clamps a current page outside the range', () =>
    expect(labels(99, 5)).toEqual(['1', '2', '3', '4', '5']));
});

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaCardSkeleton } from './media-card-skeleton.tsx';

afterEach(cleanup);

/** What gives a placeholder its height: the poster's ratio, then the text area's spacing and rows' heights. */
function heightBoxes(container: HTMLElement): string[] {
  const heights = (element: Element) =>
    [...element.classList].filter((name) => /^(aspect-|h-|mt-|space-y-|text-sm$)/.test(name)).join(' ');
  const [poster, text] = [...(container.firstElementChild?.children ?? [])];
  return [poster, text, ...(text?.children ?? [])].map((element) => (element ? heights(element) : ''));
}

describe('MediaCardSkeleton', () => {
  it('shimmers its poster while it loads on the screen, and not when still', () => {
    expect(render(<MediaCardSkeleton />).container.querySelectorAll('.shimmer')).toHaveLength(1);
    cleanup();
    expect(render(<MediaCardSkeleton isStill />).container.querySelectorAll('.shimmer')).toHaveLength(0);
  });

  it('still, it keeps the boxes that give a card its height, with fewer elements', () => {
    const full = render(<MediaCardSkeleton />).container;
    const fullBoxes = heightBoxes(full);
    const fullCount = full.querySelectorAll('*').length;
    cleanup();
    const still = render(<MediaCardSkeleton isStill />).container;
    expect(heightBoxes(still)).toEqual(fullBoxes);
    expect(still.querySelectorAll('*').length).toBeLessThan(fullCount);
  });
});

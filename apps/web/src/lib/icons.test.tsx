import { render } from '@testing-library/react';
import { Search as SearchShapes } from 'lucide';
import { describe, expect, it } from 'vitest';
import { Check, Search } from './icons.tsx';

describe('named icons', () => {
  it('draws the Lucide icon of the same name, hidden, with the given classes and stroke width', () => {
    const { container } = render(
      <>
        <Search className="h-4 w-4" />
        <Check strokeWidth={3} />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    const search = svgs.item(0);
    const check = svgs.item(1);
    expect(svgs).toHaveLength(2);
    expect(search?.getAttribute('class')).toBe('h-4 w-4');
    expect(search?.getAttribute('aria-hidden')).toBe('true');
    expect(search?.childElementCount).toBe(SearchShapes.length);
    expect(search?.getAttribute('stroke-width')).toBe('2');
    expect(check?.getAttribute('stroke-width')).toBe('3');
  });
});

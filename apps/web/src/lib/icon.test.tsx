import { render } from '@testing-library/react';
import { Bookmark } from 'lucide';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  it("draws a Lucide icon's shapes in a hidden, stroked 24-unit SVG with the given classes", () => {
    const { container } = render(<Icon icon={Bookmark} className="h-5 w-5" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('class')).toBe('h-5 w-5');
    const paths = [...(svg?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d'));
    expect(paths).toEqual(Bookmark.map(([, attributes]) => attributes.d));
  });
});

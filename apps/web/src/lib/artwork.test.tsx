import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Artwork } from './artwork.tsx';

const image = { src: '/img?url=a&w=100', srcSet: '/img?url=a&w=100 1x, /img?url=a&w=200 2x' };
const picture = {
  src: '/img?url=b&w=780',
  sources: [{ media: '(max-width: 639px)', srcSet: '/img?url=b&w=480 480w', sizes: '100vw' }],
};

describe('Artwork', () => {
  it('a priority image shimmers until it loads, then shows at once', () => {
    render(<Artwork image={image} alt="Poster" aspect="2 / 3" priority />);
    expect(screen.getByTestId('shimmer')).toBeTruthy();
    const img = screen.getByAltText('Poster');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    fireEvent.load(img);
    expect(screen.queryByTestId('shimmer')).toBeNull();
  });

  it('other images wait on the plain tint, without an animated placeholder, asked for once the page has painted', async () => {
    render(<Artwork image={image} alt="Poster" aspect="2 / 3" />);
    expect(screen.queryByTestId('shimmer')).toBeNull();
    expect(screen.queryByAltText('Poster')).toBeNull();
    const img = await screen.findByAltText('Poster');
    expect(img.getAttribute('loading')).toBe('lazy');
    // Painted as it arrives: no fade, which would be an animation (and a layer) per poster.
    expect(img.className).not.toMatch(/opacity|transition/);
  });

  it('a picture offers one source per kind of screen, its img the fallback', () => {
    const { container } = render(<Artwork image={picture} alt="" aspect="auto" priority />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('media')).toBe('(max-width: 639px)');
    expect(source?.getAttribute('srcset')).toBe('/img?url=b&w=480 480w');
    expect(source?.getAttribute('sizes')).toBe('100vw');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/img?url=b&w=780');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});

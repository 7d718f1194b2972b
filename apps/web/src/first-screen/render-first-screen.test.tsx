import { describe, expect, it } from 'vitest';
import { responsiveBackdrop, TITLE_BACKDROP_SIZES } from '@marquee/contract/routes';
import type { TInfoBox, TMovieDetails, TTvDetails } from '@marquee/domain';
import { renderFirstScreen } from './render-first-screen.tsx';

const movie = {
  id: 832,
  title: 'M <script>alert(1)</script>',
  tagline: 'Who is the murderer?',
  backdrop_path: '/movie-832-backdrop.jpg',
  poster_path: '/movie-832-poster.jpg',
  genres: [{ id: 80, name: 'Crime' }],
  release_date: '1931-05-11',
  vote_average: 8,
  runtime: 117,
} as TMovieDetails;

const series = {
  id: 1396,
  name: 'Breaking Bad',
  backdrop_path: '/tv-1396-backdrop.jpg',
  poster_path: null,
  genres: [],
  first_air_date: '2008-01-20',
  vote_average: 8.9,
  number_of_seasons: 5,
} as unknown as TTvDetails;

const box: TInfoBox = {
  id: 'update',
  type: 'success',
  title: 'Update',
  content: 'Sources',
  dismissible: true,
};

/** The markup as the browser reads it, inside the app's root element. */
function drawn(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('renderFirstScreen', () => {
  it("draws a movie page's frame and hero: the top bar's space, the page's main, its title, facts and backdrop", () => {
    const root = drawn(renderFirstScreen({ title: { kind: 'movie', details: movie } }));
    const frame = root.firstElementChild;
    expect(frame?.className).toBe('flex min-h-dvh flex-col');
    expect(root.querySelector('main#main article[data-testid="movie-page"] > header')).not.toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('M <script>alert(1)</script>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toContain('Who is the murderer?');
    expect(root.textContent).toContain('Crime');
    expect(root.textContent).toContain('May 11, 1931');
    expect(root.textContent).toContain('1h 57m');
    const backdrop = root.querySelector('img');
    expect(backdrop?.getAttribute('srcset')).toBe(responsiveBackdrop(movie.backdrop_path)?.srcSet);
    expect(backdrop?.getAttribute('sizes')).toBe(TITLE_BACKDROP_SIZES);
    expect(backdrop?.getAttribute('fetchpriority')).toBe('high');
    // Only the hero: the buttons, the info box and the page's lower sections come with the app.
    expect(root.querySelectorAll('button, a:not([href="#main"]), section')).toHaveLength(0);
    // No preload of its own before the markup: the page's head has it.
    expect(root.querySelector('link')).toBeNull();
  });

  it("draws a series page's hero with its seasons", () => {
    const root = drawn(renderFirstScreen({ title: { kind: 'tv', details: series } }));
    expect(root.querySelector('article[data-testid="series-page"] h1')?.textContent).toBe('Breaking Bad');
    expect(root.textContent).toContain('5 Seasons');
  });

  it('draws the info box the first render shows, its close button off until the app runs', () => {
    const root = drawn(renderFirstScreen({ title: { kind: 'movie', details: movie }, infoBox: box }));
    const strip = root.querySelector('[data-info-box="update"]');
    expect(strip?.nextElementSibling?.tagName).toBe('MAIN');
    expect(strip?.textContent).toContain('Sources');
    expect(strip?.querySelector('button')?.disabled).toBe(true);
  });
});

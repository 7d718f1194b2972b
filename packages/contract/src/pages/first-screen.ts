import type { TInfoBox, TMovieDetails, TTvDetails } from '@marquee/domain';

/**
 * What the server hands the web app's first-screen renderer (its `src/first-screen/`, built for Node into
 * `FIRST_SCREEN_BUILD`) to draw a title page's first screen into the HTML, before any script runs.
 */
export interface TFirstScreen {
  title: { kind: 'movie'; details: TMovieDetails } | { kind: 'tv'; details: TTvDetails };
  /** The info box the app's first render shows (the first live one: the server knows of no dismissals). */
  infoBox?: TInfoBox | undefined;
}

/** The renderer: the markup of the first screen, for inside the app's root element. */
export type TFirstScreenRenderer = (screen: TFirstScreen) => string;

/** The built renderer, relative to the web app's build folder (`dist`): `vite build --ssr` writes it. */
export const FIRST_SCREEN_BUILD = '../dist-ssr/render-first-screen.js';

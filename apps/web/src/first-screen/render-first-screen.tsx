import { renderToStaticMarkup } from 'react-dom/server';
import type { TFirstScreen } from '@marquee/contract/routes';
import { PageFrame } from '../app/layout/page-frame.tsx';
import { SiteHeaderSpace } from '../app/shell/site-header-space.tsx';
import { InfoBoxView } from '../features/info-boxes/info-box-view.tsx';
import { movieHeroFacts, seriesHeroFacts } from '../features/title/components/hero-facts.ts';
import { TitleHero } from '../features/title/components/title-hero.tsx';

// The server's copy of a title page's first screen (built for Node by `vite build --ssr`, run by the server):
// the same components the app's first render draws, so the page paints with the HTML, before any script runs,
// and the app's first render puts the same elements in the same places (its picture comes from the browser's
// memory, drawn in the same frame). Only what the address and the catalogue decide is drawn here: the buttons
// and everything below the hero come with the app.

/** The markup of a title page's first screen, for inside the app's root element (`TFirstScreenRenderer`). */
export function renderFirstScreen({ title, infoBox }: TFirstScreen): string {
  const page =
    title.kind === 'movie' ? (
      <article className="pb-16" data-testid="movie-page">
        <TitleHero {...movieHeroFacts(title.details)} />
      </article>
    ) : (
      <article className="pb-16" data-testid="series-page">
        <TitleHero {...seriesHeroFacts(title.details)} />
      </article>
    );
  const markup = renderToStaticMarkup(
    <PageFrame header={<SiteHeaderSpace />} notice={infoBox && <InfoBoxView box={infoBox} />}>
      {page}
    </PageFrame>,
  );
  // React puts a preload of each high-priority picture first; the page's head already has it.
  return markup.replace(/^(<link [^>]*>)+/, '');
}

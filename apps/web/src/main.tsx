import './app/preact-effects.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followContentFilter } from './app/content-filter.ts';
import { AppProviders } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { appRouter, untilInitialized } from './app/router.tsx';
import { settingsStore } from './features/accounts/settings-store.ts';
import { hasStoredUser } from './features/accounts/user-store.ts';
import { unregisterServiceWorkers } from './features/accounts/service-workers.ts';
import { migrateBookmarks } from './features/bookmarks/migrate-bookmarks.ts';
import { upgradeWatchData } from './features/history/upgrade-watch-data.ts';
import { followHideScores } from './features/user-ratings/hide-scores.ts';
import { fetchLaterCode } from './lib/later-code.ts';
import { whenIdle } from './lib/when-idle.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The server's link-preview tags of the first page (title, description, Open Graph, JSON-LD) leave: from now on
// each page renders its own, and stale ones would outlive a navigation.
for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
// The site's own title, for the pages that set none (the server took it out for the title page's).
if (!document.querySelector('title')) document.title = 'Marquee';
// The catalogue answers by the content filtering setting, which a cookie tells the server.
followContentFilter(settingsStore, queryClient);
// "Hide ratings and scores", before any score is drawn.
followHideScores(settingsStore);
// Before any screen reads bookmarks.
migrateBookmarks();
// Start-up: upgrade watch data once.
upgradeWatchData();
// Start-up in three tasks a slow phone can fit between others: the modules' evaluation (this one), the router
// (it matches the address and starts the first page's code and data, which the page's HTML already preloads),
// then the first render.
// When the server drew the page's first screen into the root (src/first-screen/), the first render waits for
// the page's code and data: rendered before, the router's empty fallback would take the drawn screen away.
void yieldToMain()
  .then(() => {
    const router = appRouter();
    return root.firstElementChild ? untilInitialized(router) : undefined;
  })
  .then(() => yieldToMain())
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    ),
  );
// Old service workers go once the first page is idle: asking for them is a round trip to the browser (9 ms at a
// phone's speed) that the start-up does not need.
whenIdle(() => void unregisterServiceWorkers());
// The player's files, fetched once the first page is idle, so Watch does not wait for them on a slow network.
whenIdle(fetchLaterCode);
// Start-up for a signed-in visitor; a visitor without an account loads none of its code.
if (hasStoredUser()) {
  import('./features/accounts/startup.ts')
    .then(({ runSignedInStartup }) => runSignedInStartup())
    .catch(() => undefined);
}

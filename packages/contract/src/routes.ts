// Route declarations and helpers without zod values: safe to bundle into the web app.
export * from './endpoint.ts';
export * from './catalogue/catalogue.routes.ts';
export * from './images/images.routes.ts';
export * from './images/resize-limits.ts';
export * from './images/artwork-sources.ts';
export { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS } from './catalogue/search-words.ts';
export * from './accounts/accounts.routes.ts';
export * from './sync/sync.routes.ts';
export * from './pages/pages.ts';
export * from './sources/sources.routes.ts';
export * from './donations/donations.routes.ts';
export * from './stats/stats.routes.ts';
export * from './site-info/site-info.routes.ts';
export * from './feedback/feedback.routes.ts';
export * from './downloads/downloads.routes.ts';
export * from './four-k/four-k.routes.ts';
export * from './notices/notices.routes.ts';

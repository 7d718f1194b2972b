// Route declarations and helpers without zod values: safe to bundle into the web app.
export * from './endpoint.ts';
export * from './catalogue/catalogue.routes.ts';
export * from './images/images.routes.ts';
export * from './images/resize-limits.ts';
export { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS } from './catalogue/search-words.ts';
export * from './accounts/accounts.routes.ts';
export * from './sync/sync.routes.ts';
export * from './pages/pages.ts';
export * from './sources/sources.routes.ts';
<<<<<<< HEAD
export * from './services/services.routes.ts';
=======
export * from './site/site.routes.ts';
>>>>>>> ba4b32d (Site services: site/site.json (contact addresses, community links) in every page's HTML and at GET /api/site; POST /api/reports stored, rate limited and forwarded to REPORT_WEBHOOK_URL with retry; POST /api/partners/submissions; the shell's community links from configuration)

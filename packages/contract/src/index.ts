// Everything, schemas included: for the server. The web app imports './routes.ts' (no zod at run time).
export * from './routes.ts';
export * from './catalogue/catalogue.endpoints.ts';
export * from './catalogue/catalogue.schemas.ts';
export * from './catalogue/catalogue-fields.ts';
export * from './catalogue/search-words.ts';
export * from './images/images.endpoints.ts';
export * from './images/images.schemas.ts';
export * from './accounts/accounts.endpoints.ts';
export * from './accounts/accounts.schemas.ts';
export * from './sync/sync.endpoints.ts';
export * from './sync/sync.schemas.ts';
export * from './sources/sources.endpoints.ts';
export * from './sources/sources.schemas.ts';
<<<<<<< HEAD
export * from './services/services.endpoints.ts';
export * from './services/services.schemas.ts';
=======
export * from './site/site.endpoints.ts';
export * from './site/site.schemas.ts';
>>>>>>> ba4b32d (Site services: site/site.json (contact addresses, community links) in every page's HTML and at GET /api/site; POST /api/reports stored, rate limited and forwarded to REPORT_WEBHOOK_URL with retry; POST /api/partners/submissions; the shell's community links from configuration)

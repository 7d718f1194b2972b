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
export * from './services/services.endpoints.ts';
export * from './services/services.schemas.ts';
export * from './site/site.endpoints.ts';
export * from './site/site.schemas.ts';

export * from './endpoint.ts';
export * from './errors.ts';
export * from './catalogue/catalogue.endpoints.ts';
export * from './catalogue/catalogue.schemas.ts';

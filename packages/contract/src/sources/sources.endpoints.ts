import { withSchemas } from '../endpoint.ts';
import { sourceRoutes } from './sources.routes.ts';
import {
  ZDemo4kFileParams,
  ZDemoFileParams,
  ZLibraryFileParams,
  ZMediaFileQuery,
  ZSourceSearchBody,
} from './sources.schemas.ts';

/** The source routes with their schema values, as the server validates them. */
export const sourceEndpoints = {
  search: withSchemas(sourceRoutes.search, { body: ZSourceSearchBody }),
  demoFile: withSchemas(sourceRoutes.demoFile, { params: ZDemoFileParams, query: ZMediaFileQuery }),
  libraryFile: withSchemas(sourceRoutes.libraryFile, { params: ZLibraryFileParams, query: ZMediaFileQuery }),
  libraryCaption: withSchemas(sourceRoutes.libraryCaption, {
    params: ZLibraryFileParams,
    query: ZMediaFileQuery,
  }),
  demo4kFile: withSchemas(sourceRoutes.demo4kFile, { params: ZDemo4kFileParams }),
};

import { CATALOGUE_PREFIX } from '@marquee/contract';
import { apiErrorShape, type TErrorShape } from '../http/error-handler.ts';

/** TMDB's own status codes for the errors the catalogue API can give. */
function tmdbStatusCode(httpStatus: number): number {
  if (httpStatus === 404) return 34;
  if (httpStatus === 401) return 7;
  if (httpStatus === 429) return 25;
  if (httpStatus >= 500) return 11;
  return 47;
}

/** Catalogue errors are worded as TMDB's, so the web app reads them like TMDB's own. */
export const tmdbErrorShape: TErrorShape = (status, message) => ({
  success: false,
  status_code: tmdbStatusCode(status),
  status_message: message,
});

/** The error shape of any URL, for failures raised before routing: TMDB's under the catalogue prefix. */
export function errorShapeFor(url: string): TErrorShape {
  const rest = url.startsWith(CATALOGUE_PREFIX) ? url.slice(CATALOGUE_PREFIX.length) : undefined;
  return rest !== undefined && (rest === '' || rest.startsWith('/') || rest.startsWith('?'))
    ? tmdbErrorShape
    : apiErrorShape;
}

import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';
import { ZImportQuery, ZImportResult, ZMarqueeExport } from './portability.schemas.ts';

/**
 * Data portability of a signed-in account: the whole account as one JSON file, and an import (the body is the
 * file itself: JSON, a ZIP or a CSV) merged into the active profile by the sync's rules, previewed first with
 * `?dryRun=1`, which writes nothing.
 */
export const portabilityEndpoints = {
  exportAccount: endpoint({ method: 'GET', path: '/api/users/me/export', response: ZMarqueeExport }),
  importFile: endpoint({
    method: 'POST',
    path: '/api/users/me/import',
    query: ZImportQuery,
    body: z.instanceof(Uint8Array, { error: 'The file was not received' }),
    response: ZImportResult,
  }),
};

import { endpointUrl, portabilityRoutes, type TResponseOf } from '@marquee/contract/routes';
import { mutationOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../lib/api-client.ts';

export type TImportResult = TResponseOf<typeof portabilityRoutes.importFile>;

const portabilityKeys = { all: ['portability'] as const };

/** The file types the import sends as they are (the server detects the format). */
function contentTypeOf(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.zip')) return 'application/zip';
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.json')) return 'application/json';
  return 'application/octet-stream';
}

/**
 * Sends a file to the import (a preview when `dryRun`), reporting how much of it has gone up: fetch cannot tell
 * an upload's progress, XMLHttpRequest can.
 */
export function uploadImport(file: File, dryRun: boolean, onProgress: (fraction: number) => void) {
  const url = endpointUrl(portabilityRoutes.importFile, {
    query: { ...(dryRun ? { dryRun: '1' as const } : {}), filename: file.name.slice(0, 200) },
  });
  return new Promise<TImportResult>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', contentTypeOf(file));
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as TImportResult);
      else {
        reject(new ApiError(request.status, request.statusText || String(request.status), request.response));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'Network error', null));
    request.send(file);
  });
}

/** The account's export, as the server writes it. */
export const exportAccountMutation = () =>
  mutationOptions({
    mutationKey: [...portabilityKeys.all, 'export'],
    mutationFn: () => apiGet(portabilityRoutes.exportAccount),
  });

/** Applies an import; everything the account keeps may have changed, so every query is asked again. */
export const importFileMutation = () =>
  mutationOptions({
    mutationKey: [...portabilityKeys.all, 'import'],
    mutationFn: ({
      file,
      dryRun,
      onProgress,
    }: {
      file: File;
      dryRun: boolean;
      onProgress: (f: number) => void;
    }) => uploadImport(file, dryRun, onProgress),
  });

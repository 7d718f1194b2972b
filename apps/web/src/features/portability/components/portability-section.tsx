import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { Download, Plus } from '../../../lib/icons.tsx';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { syncBookmarks, syncFollows, syncWatchHistory } from '../../accounts/account-sync.ts';
import { useStoredUser } from '../../accounts/use-user.ts';
import { browserExport, saveFile } from '../browser-export.ts';
import { exportAccountMutation, importFileMutation } from '../queries.ts';
import { ImportCounts, UnmatchedTitles } from './import-preview.tsx';

const exportName = (now: Date) => `marquee-export-${now.toISOString().slice(0, 10)}.json`;
const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? 'The file could not be imported. Please try again.')
    : 'The file could not be imported. Please try again.';

/** An upload's progress while a large file goes up. */
function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div
      role="progressbar"
      aria-label="Upload"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-white/10"
    >
      <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The content tab's "Your data": the export (the account's, or this browser's for a visitor) and the import of
 * a file from Marquee, Trakt, Letterboxd, movie-web or P-Stream, previewed before anything is written.
 */
export function PortabilitySection() {
  const user = useStoredUser();
  const isSignedIn = Boolean(user?.username);
  const client = useQueryClient();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState(0);
  const exporting = useMutation({
    ...exportAccountMutation(),
    onSuccess: (document) => saveFile(exportName(new Date()), JSON.stringify(document, null, 2)),
  });
  const preview = useMutation(importFileMutation());
  const apply = useMutation({
    ...importFileMutation(),
    onSuccess: () => {
      // The account changed under this device: take the merged state, then let every view ask again.
      void Promise.all([syncBookmarks(), syncWatchHistory({ quiet: true }), syncFollows()]).then(() =>
        client.invalidateQueries(),
      );
    },
  });

  function exportData() {
    if (isSignedIn) exporting.mutate();
    else saveFile(exportName(new Date()), JSON.stringify(browserExport(new Date()), null, 2));
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    apply.reset();
    setProgress(0);
    preview.mutate({ file: chosen, dryRun: true, onProgress: setProgress });
  }

  const pending = preview.isPending || apply.isPending;
  return (
    <section
      aria-labelledby="your-data-heading"
      className="mt-8 space-y-4 rounded-xl border border-zinc-200 p-4 dark:border-white/10"
    >
      <h2 id="your-data-heading" className="text-lg font-bold">
        Your data
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {isSignedIn
          ? 'Download everything your account keeps (profiles, bookmarks, watch history, settings, follows, ratings and the skip segments you marked) as one JSON file.'
          : 'Download what this browser keeps (bookmarks, watch history, settings and follows) as one JSON file.'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        isPending={exporting.isPending}
        icon={<Download className="h-4 w-4" aria-hidden="true" />}
        onClick={exportData}
      >
        Export
      </Button>
      {exporting.isError && <Alert>{messageOf(exporting.error)}</Alert>}

      <h3 className="pt-2 font-semibold">Import</h3>
      {!isSignedIn ? (
        <p className="text-sm">Sign in to import a file into your account.</p>
      ) : (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            A Marquee export, a Trakt export (ZIP), Letterboxd’s export (ZIP or one of its CSV files), or a
            movie-web or P-Stream backup. You see what it would change before anything is saved; what you
            removed since the file was made stays removed.
          </p>
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-zinc-300 px-4 text-sm font-semibold focus-within:ring-2 focus-within:ring-brand-500/40 hover:bg-zinc-100 dark:border-white/15 dark:hover:bg-white/5">
            <Plus className="h-4 w-4" aria-hidden="true" />
            Choose a file
            <input
              type="file"
              accept=".json,.zip,.csv,application/json,application/zip,text/csv"
              className="sr-only"
              disabled={pending}
              onChange={choose}
            />
          </label>
          {file && <p className="text-sm">{file.name}</p>}
          {pending && <UploadProgress fraction={progress} />}
          {preview.isError && <Alert>{messageOf(preview.error)}</Alert>}
          {apply.isError && <Alert>{messageOf(apply.error)}</Alert>}
          {apply.isSuccess ? (
            <div className="space-y-3">
              <Alert tone="success">Imported.</Alert>
              <ImportCounts result={apply.data} />
            </div>
          ) : (
            preview.isSuccess &&
            file && (
              <div className="space-y-3">
                <ImportCounts result={preview.data} />
                <UnmatchedTitles result={preview.data} />
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    isPending={apply.isPending}
                    onClick={() => {
                      setProgress(0);
                      apply.mutate({ file, dryRun: false, onProgress: setProgress });
                    }}
                  >
                    Import
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={apply.isPending}
                    onClick={() => {
                      setFile(undefined);
                      preview.reset();
                    }}
                  >
                    Cancel
                  </Button>
                </div>
              </div>
            )
          )}
        </>
      )}
    </section>
  );
}

import { Download, LoaderCircle, RotateCw, X } from '../../../lib/icons.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMegabytes } from '../../../lib/format.ts';
import {
  DownloadError,
  fetchParts,
  planDownload,
  saveFile,
  type TDownloadPlan,
  type TDownloadProgress,
} from '../hls-download.ts';
import { downloadLinkCheckQuery } from '../queries.ts';

type TPhase =
  | { name: 'ready' }
  | { name: 'downloading' }
  | { name: 'failed'; message: string }
  | { name: 'cancelled' }
  | { name: 'done'; fileName: string; objectUrl: string };

const button =
  'inline-flex h-11 items-center gap-2 rounded-full px-6 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-brand-500';
const primary = `${button} bg-brand-700 text-white shadow-sm hover:bg-brand-600`;
const secondary = `${button} border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800`;

/**
 * /download?data=...: the HLS download page of a signed link. It checks the link, then on
 * Start fetches the playlist's segments in order, a few at a time, with a progress bar, and saves one file.
 */
export default function DownloadPage() {
  const [params] = useSearchParams();
  const data = params.get('data');
  const [phase, setPhase] = useState<TPhase>({ name: 'ready' });
  const [progress, setProgress] = useState<TDownloadProgress | undefined>();
  const run = useRef<{ abort: AbortController; plan?: TDownloadPlan; results: (ArrayBuffer | undefined)[] }>(
    undefined,
  );

  const check = useQuery(downloadLinkCheckQuery(data));
  const target = check.data?.ok ? check.data.target : undefined;
  const invalid = check.isError
    ? 'This download link could not be checked. Reload the page to try again.'
    : check.data && !check.data.ok
      ? check.data.message
      : undefined;

  useEffect(() => () => run.current?.abort.abort(), []);
  const objectUrl = phase.name === 'done' ? phase.objectUrl : undefined;
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const start = async () => {
    if (!target) return;
    // A retry keeps what an earlier run of the same link already fetched.
    const current = run.current && !run.current.abort.signal.aborted ? run.current : undefined;
    const abort = new AbortController();
    const state = {
      abort,
      results: current?.results ?? [],
      ...(current?.plan ? { plan: current.plan } : {}),
    };
    run.current = state;
    setPhase({ name: 'downloading' });
    try {
      state.plan ??= await planDownload(target.url, abort.signal);
      await fetchParts(state.plan, state.results, { signal: abort.signal, onProgress: setProgress });
      const fileName = `${target.name}.${state.plan.extension}`;
      const url = saveFile(state.results as ArrayBuffer[], fileName, state.plan.mime);
      run.current = undefined;
      setPhase({ name: 'done', fileName, objectUrl: url });
    } catch (error) {
      if (abort.signal.aborted) return;
      // Keep what was fetched so Retry resumes; a new AbortController is made then.
      run.current = { ...state, abort: new AbortController() };
      const message =
        error instanceof DownloadError
          ? error.message
          : 'The download failed. Check your connection and try again.';
      setPhase({ name: 'failed', message });
    }
  };

  const cancel = () => {
    run.current?.abort.abort();
    run.current = undefined;
    setProgress(undefined);
    setPhase({ name: 'cancelled' });
  };

  const percent =
    progress && progress.segmentCount > 0
      ? Math.floor((progress.segmentsDone / progress.segmentCount) * 100)
      : 0;
  const showProgress = phase.name === 'downloading' || phase.name === 'failed' || phase.name === 'done';

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold sm:text-3xl">Download</h1>
      <section
        aria-labelledby="download-name"
        className="mt-6 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-white/10 dark:bg-zinc-900"
      >
        {check.isPending && (
          <p className="flex min-h-11 items-center gap-2 text-zinc-600 dark:text-zinc-400" role="status">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> Checking the download link…
          </p>
        )}
        {invalid && (
          <p role="alert" className="min-h-11 font-semibold text-red-600 dark:text-red-400">
            {invalid}
          </p>
        )}
        {target && (
          <>
            <h2 id="download-name" className="text-lg font-semibold break-words">
              {target.name}
            </h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              The video is fetched piece by piece in your browser and saved as one file. Keep this page open
              until it is saved.
            </p>
            {showProgress && (
              <div className="mt-5">
                <div
                  role="progressbar"
                  aria-label="Download progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-3 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
                >
                  <div
                    className="h-full rounded-full bg-brand-600 transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p
                  className="mt-2 text-sm text-zinc-600 tabular-nums dark:text-zinc-400"
                  data-testid="download-count"
                >
                  {progress
                    ? `${progress.segmentsDone} of ${progress.segmentCount} segments · ${formatMegabytes(progress.bytes)}`
                    : 'Reading the playlist…'}
                </p>
              </div>
            )}
            {phase.name === 'failed' && (
              <p role="alert" className="mt-4 text-sm font-semibold text-red-600 dark:text-red-400">
                {phase.message}
              </p>
            )}
            {phase.name === 'cancelled' && (
              <p role="status" className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
                Download cancelled.
              </p>
            )}
            {phase.name === 'done' && (
              <p role="status" className="mt-4 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                Saved as {phase.fileName}.{' '}
                <a href={phase.objectUrl} download={phase.fileName} className="underline">
                  Save again
                </a>
              </p>
            )}
            <div className="mt-5 flex flex-wrap gap-3 empty:hidden">
              {(phase.name === 'ready' || phase.name === 'cancelled') && (
                <button type="button" onClick={() => void start()} className={primary}>
                  <Download className="h-4 w-4" aria-hidden="true" /> Start download
                </button>
              )}
              {phase.name === 'failed' && (
                <button type="button" onClick={() => void start()} className={primary}>
                  <RotateCw className="h-4 w-4" aria-hidden="true" /> Retry
                </button>
              )}
              {(phase.name === 'downloading' || phase.name === 'failed') && (
                <button type="button" onClick={cancel} className={secondary}>
                  <X className="h-4 w-4" aria-hidden="true" /> Cancel
                </button>
              )}
            </div>
          </>
        )}
      </section>
    </main>
  );
}

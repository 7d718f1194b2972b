import { useQuery } from '@tanstack/react-query';
import { Download, FileVideo, Subtitles } from '../../../lib/icons.tsx';
import { sourcePaths } from '@marquee/contract/routes';
import { downloadFileName, qualityLabel, type TDownloadNameParts } from '@marquee/domain';
import { Dialog, DialogHeader, dialogPanelClass } from '../../../lib/ui/dialog.tsx';
import type { TPlayerMedia } from '../../title/use-open-player.ts';
import type { TPlayerCaption, TPlayerStream } from '../../player/types.ts';
import { hlsDownloadLinksQuery } from '../queries.ts';

const TITLE_ID = 'download-panel-title';

export interface TDownloadPanelProps {
  media: TPlayerMedia;
  streams: readonly TPlayerStream[];
  onClose: () => void;
}

const nameParts = (media: TPlayerMedia): TDownloadNameParts => ({
  title: media.title,
  year: media.year,
  season: media.season,
  episode: media.episode,
});

/** The height a quality key stands for, to list the tallest first ('4k' → 2160). */
const heightOf = (key: string) => (key.toLowerCase() === '4k' ? 2160 : Number.parseInt(key, 10) || 0);

const pill =
  'inline-flex h-10 items-center gap-2 rounded-full border border-zinc-300 px-4 text-sm font-semibold transition hover:border-brand-500 hover:bg-brand-600/10 focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-zinc-700';

/** An HLS stream: one link to the download page per rendition of its master playlist, tallest first. */
function HlsLinks({ playlist, media }: { playlist: string; media: TPlayerMedia }) {
  const links = useQuery(hlsDownloadLinksQuery(playlist, nameParts(media)));
  if (links.isPending) {
    return (
      <div className="flex flex-wrap gap-2" aria-busy="true" aria-label="Preparing download links">
        {[0, 1, 2].map((key) => (
          <span key={key} className="h-10 w-24 animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800" />
        ))}
      </div>
    );
  }
  if (links.isError) {
    return (
      <p className="text-sm text-red-600 dark:text-red-400">
        This stream cannot be prepared for download right now.{' '}
        <button type="button" onClick={() => void links.refetch()} className="font-semibold underline">
          Try again
        </button>
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2">
      {links.data.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={pill}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A file stream: each quality a direct download, saved under a clean name. */
function FileLinks({
  stream,
  media,
}: {
  stream: Extract<TPlayerStream, { type: 'file' }>;
  media: TPlayerMedia;
}) {
  const qualities = Object.entries(stream.qualities)
    .flatMap(([key, file]) => (file ? [{ key, file }] : []))
    .sort((a, b) => heightOf(b.key) - heightOf(a.key));
  return (
    <ul className="flex flex-wrap gap-2">
      {qualities.map(({ key, file }) => {
        const extension = file.type && /^[a-z0-9]{1,5}$/i.test(file.type) ? file.type : 'mp4';
        const quality = key === 'unknown' ? undefined : qualityLabel(key);
        const name = downloadFileName({ ...nameParts(media), quality, extension });
        return (
          <li key={key}>
            <a href={sourcePaths.download(file.url, name)} download={name} className={pill}>
              <FileVideo className="h-4 w-4" aria-hidden="true" />
              {qualityLabel(key)}
              <span className="text-xs font-normal uppercase text-zinc-500 dark:text-zinc-400">
                {extension}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function CaptionLinks({ captions, media }: { captions: readonly TPlayerCaption[]; media: TPlayerMedia }) {
  if (captions.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
        Subtitles
      </p>
      <ul className="flex flex-wrap gap-2">
        {captions.map((caption) => {
          const extension = `${caption.language}.${caption.type === 'srt' ? 'srt' : 'vtt'}`;
          const name = downloadFileName({ ...nameParts(media), extension });
          return (
            <li key={caption.id}>
              <a
                href={sourcePaths.download(caption.url, name)}
                download={name}
                className={`${pill} h-9 px-3`}
              >
                <Subtitles className="h-4 w-4" aria-hidden="true" />
                {caption.label ?? caption.language}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The download panel: opens after a successful source search when the user chose Download, and lists
 * what can be saved: each file quality as a direct download, each HLS rendition through the download page.
 */
export default function DownloadPanel({ media, streams, onClose }: TDownloadPanelProps) {
  const episode =
    media.season !== undefined && media.episode !== undefined
      ? `Season ${media.season}, episode ${media.episode}${media.episodeTitle ? `: ${media.episodeTitle}` : ''}`
      : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={TITLE_ID}
      className="mx-auto my-auto w-[min(34rem,calc(100%-1.5rem))]"
    >
      <div
        data-testid="download-panel"
        className={`${dialogPanelClass} max-h-[85vh] overflow-y-auto p-5 sm:p-6`}
      >
        <DialogHeader id={TITLE_ID} title={`Download ${media.title}`} onClose={onClose}>
          {episode && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{episode}</p>}
        </DialogHeader>
        <ul className="space-y-4">
          {streams.map((stream, index) => (
            <li
              key={stream.id ?? index}
              className="rounded-xl border border-zinc-200 p-4 dark:border-white/10"
              aria-label={stream.name ?? `Source ${index + 1}`}
            >
              <h3 className="font-semibold">{stream.name ?? `Source ${index + 1}`}</h3>
              <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">
                {stream.type === 'hls'
                  ? 'Streamed in pieces: pick a quality and the download page saves it as one file.'
                  : 'Files: pick a quality to save it.'}
              </p>
              {stream.type === 'hls' ? (
                <HlsLinks playlist={stream.playlist} media={media} />
              ) : (
                <FileLinks stream={stream} media={media} />
              )}
              <CaptionLinks captions={stream.captions ?? []} media={media} />
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

import { useId } from 'react';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import type { TPlayerStream } from '../types.ts';
import { CloseButton } from './close-button.tsx';

/** The name a source is listed under. */
export function streamName(stream: TPlayerStream, index: number): string {
  return stream.name?.trim() || `Source ${index + 1}`;
}

/** Several streams were found: the viewer picks one. */
export function SourceChoice({
  streams,
  onChoose,
  onClose,
}: {
  streams: readonly TPlayerStream[];
  onChoose: (index: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className="mx-auto my-auto w-[min(28rem,calc(100%-2rem))]"
    >
      <div data-testid="source-choice" className="rounded-2xl bg-zinc-900 p-6 text-white shadow-2xl">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            Choose a source
          </h2>
          <CloseButton label="Close" iconClassName="h-5 w-5" onClick={onClose} />
        </div>
        <ul className="grid gap-2">
          {streams.map((stream, index) => (
            <li key={stream.id ?? index}>
              <button
                type="button"
                onClick={() => onChoose(index)}
                className="w-full rounded-xl bg-white/5 px-4 py-3 text-left font-semibold hover:bg-white/10"
              >
                {streamName(stream, index)}
                <span className="ml-2 text-xs font-normal text-zinc-400">
                  {stream.type === 'hls' ? 'Adaptive (HLS)' : 'File'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

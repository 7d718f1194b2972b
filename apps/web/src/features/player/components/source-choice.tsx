import { X } from 'lucide-react';
import type { TPlayerStream } from '../types.ts';

/** The name a source is listed under. */
export function streamName(stream: TPlayerStream, index: number): string {
  return stream.name?.trim() || `Source ${index + 1}`;
}

/** Several streams were found: the viewer picks one (spec §4 "multiple streams prompt a choice"). */
export function SourceChoice({
  streams,
  onChoose,
  onClose,
}: {
  streams: readonly TPlayerStream[];
  onChoose: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <div className="grid h-full place-items-center p-4">
      <div className="w-full max-w-md rounded-2xl bg-zinc-900 p-6 shadow-2xl">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="text-lg font-bold">Choose a source</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close player"
            className="grid h-10 w-10 place-items-center rounded-full hover:bg-white/10"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
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
    </div>
  );
}

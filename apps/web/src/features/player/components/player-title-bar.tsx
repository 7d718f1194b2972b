import type { TPlayerRequest } from '../types.ts';
import { CloseButton } from './close-button.tsx';

/** The top of the player: Close, the title (with the episode's S/E and name). */
export function PlayerTitleBar({
  request,
  episodeLabel,
  onClose,
}: {
  request: TPlayerRequest;
  episodeLabel: string | undefined;
  onClose: () => void;
}) {
  return (
    <div
      slot="top-chrome"
      className="flex w-full items-center gap-3 bg-gradient-to-b from-black/70 to-transparent pt-[max(0.5rem,env(safe-area-inset-top))] pr-[max(0.75rem,env(safe-area-inset-right))] pb-3 pl-[max(0.5rem,env(safe-area-inset-left))] leading-normal"
    >
      <CloseButton label="Close player" iconClassName="h-6 w-6" onClick={onClose} />
      <div className="min-w-0">
        <h2 className="truncate text-lg font-semibold" data-testid="player-title">
          {request.title}
          {episodeLabel && <span className="text-zinc-300"> {episodeLabel}</span>}
        </h2>
        {request.episodeTitle && <p className="truncate text-sm text-zinc-300">{request.episodeTitle}</p>}
      </div>
    </div>
  );
}

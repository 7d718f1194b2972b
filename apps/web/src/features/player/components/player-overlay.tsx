import { useState } from 'react';
import { Dialog } from '../../../lib/ui/dialog.tsx';
import { playerOpener } from '../open-player.ts';
import type { TPlayerRequest } from '../types.ts';
import { PlayerView } from './player-view.tsx';
import { SourceChoice } from './source-choice.tsx';

/** The player over the page: one stream plays at once; several ask which first. */
export function PlayerOverlay({ request, onClose }: { request: TPlayerRequest; onClose: () => void }) {
  const [streamIndex, setStreamIndex] = useState<number | undefined>(
    request.streams.length === 1 ? 0 : undefined,
  );
  const [isSwitched, setSwitched] = useState(false);
  if (streamIndex === undefined) {
    return <SourceChoice streams={request.streams} onChoose={setStreamIndex} onClose={onClose} />;
  }
  const label = request.season
    ? `${request.title} S${request.season} E${request.episode ?? 1}`
    : request.title;
  return (
    <Dialog
      open
      coversPage
      onClose={onClose}
      label={`Player: ${label}`}
      returnFocusTo={playerOpener}
      className="h-dvh w-screen bg-black text-white"
    >
      <div data-testid="player" className="h-full w-full">
        <PlayerView
          // A new request (the next episode) or another source starts afresh.
          key={`${request.tmdbId}-${request.season ?? 0}-${request.episode ?? 0}-${streamIndex}`}
          request={request}
          streamIndex={streamIndex}
          isSwitched={isSwitched}
          onChooseStream={(index) => {
            setSwitched(true);
            setStreamIndex(index);
          }}
          onClose={onClose}
        />
      </div>
    </Dialog>
  );
}

import { lazy, Suspense } from 'react';
import { closePlayer, usePlayerRequest } from './open-player.ts';
import { loadPlayerCode } from './player-code.ts';

const PlayerOverlay = lazy(async () => ({ default: (await loadPlayerCode()).PlayerOverlay }));

/** Shows the player over the page while one is open; its code loads on first open, or ahead (player-code.ts). */
export function PlayerHost() {
  const request = usePlayerRequest();
  if (!request) return null;
  return (
    <Suspense
      fallback={<div className="fixed inset-0 z-50 bg-black" aria-busy="true" aria-label="Loading player" />}
    >
      <PlayerOverlay request={request} onClose={closePlayer} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { closePlayer, usePlayerRequest } from './open-player.ts';

const PlayerOverlay = lazy(async () => ({
  default: (await import('./components/player-overlay.tsx')).PlayerOverlay,
}));

/** Shows the player over the page while one is open; its code loads on first open. */
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

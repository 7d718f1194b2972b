import { useEffect, useRef } from 'react';
import { afterNextFrame } from '../../lib/first-paint.ts';
import { openPlayer } from '../player/open-player.ts';
import { loadPlayerCode } from '../player/player-code.ts';
import type { TPlayerRequest, TPlayerStream } from '../player/types.ts';
import { prepareStreamWarmUp, startStreamWarmUp } from '../player/warm-stream.ts';
import type { TSourceSearch } from '../sources/use-source-search.ts';

export type TPlayerMedia = Omit<TPlayerRequest, 'streams' | 'playToken'>;

/** Opens the player on what the search found (a click or play=true plays once a source is loaded). */
export function playFound(search: TSourceSearch, media: TPlayerMedia): void {
  const playToken = search.playToken ? { playToken: search.playToken } : {};
  const request = { ...media, streams: search.streams as TPlayerStream[], ...playToken };
  // The stream's first files start downloading now, while the player's code starts.
  startStreamWarmUp(request);
  openPlayer(request);
}

/** Opens the player once, when the search finds streams while playing is wanted. */
export function useOpenPlayerWhenFound(search: TSourceSearch, isWanted: boolean, media: TPlayerMedia): void {
  const opened = useRef<unknown[] | undefined>(undefined);
  const isSearching = isWanted && search.status === 'searching';
  useEffect(() => {
    if (!isSearching) return;
    prepareStreamWarmUp();
    // The player's module runs while the search is on the network, after the click's own frame is drawn.
    afterNextFrame(() => void loadPlayerCode().catch(() => undefined));
  }, [isSearching]);
  useEffect(() => {
    if (!isWanted || search.status !== 'found' || opened.current === search.streams) return;
    opened.current = search.streams;
    playFound(search, media);
  }, [isWanted, search, media]);
}

import { useEffect, useRef } from 'react';
import { openPlayer } from '../player/open-player.ts';
import type { TPlayerRequest, TPlayerStream } from '../player/types.ts';
import type { TSourceSearch } from '../sources/use-source-search.ts';

export type TPlayerMedia = Omit<TPlayerRequest, 'streams' | 'playToken'>;

/** Opens the player on what the search found (a click or play=true plays once a source is loaded). */
export function playFound(search: TSourceSearch, media: TPlayerMedia): void {
  const playToken = search.playToken ? { playToken: search.playToken } : {};
  openPlayer({ ...media, streams: search.streams as TPlayerStream[], ...playToken });
}

/** Opens the player once, when the search finds streams while playing is wanted. */
export function useOpenPlayerWhenFound(search: TSourceSearch, isWanted: boolean, media: TPlayerMedia): void {
  const opened = useRef<unknown[] | undefined>(undefined);
  useEffect(() => {
    if (!isWanted || search.status !== 'found' || opened.current === search.streams) return;
    opened.current = search.streams;
    playFound(search, media);
  }, [isWanted, search, media]);
}

import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { sourceRoutes, UI_TOKEN_HEADER } from '@marquee/contract/routes';
import type { TSourceEvents, TStream, TStreamRequest } from '@marquee/domain';
import { ApiError } from '../../lib/api-client.ts';
import { readStoredToken } from '../four-k/four-k-token.ts';
import { currentViewerNumber } from '../stats/viewer-id.ts';

// The client of POST /api/sources/search: the stream request goes out as JSON, the answer comes back as
// server-sent events (EventSource cannot POST, so fetch reads the stream and eventsource-parser splits it).

export type TSourceProgress = TSourceEvents['trying'];

export interface TFoundSources {
  /** The provider that found them. */
  provider: string;
  streams: TStream[];
  /** What the play of these streams must come with to count in the stats (see usePlayRecording). */
  playToken?: string;
}

export interface TFindSourcesOptions {
  signal: AbortSignal;
  /** Told each provider as the server starts asking it. */
  onProgress?: (progress: TSourceProgress) => void;
  /** Ask every provider and gather all their streams (the player's source menu). */
  all?: boolean;
}

/** A search answer that ended before saying whether anything was found. */
export class IncompleteSearchError extends Error {
  constructor() {
    super('The source search ended without an answer');
  }
}

/**
 * Asks the provider chain for the streams of `request`. Resolves with what the first provider that had any
 * found, or undefined when none had; rejects when the server refused the request or the answer broke off.
 */
export async function findSources(
  request: TStreamRequest,
  options: TFindSourcesOptions,
): Promise<TFoundSources | undefined> {
  // A 4K token on this device goes along: with a valid one the server offers the 2160p renditions too.
  const token = readStoredToken();
  const response = await fetch(sourceRoutes.search.path, {
    method: sourceRoutes.search.method,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { [UI_TOKEN_HEADER]: token } : {}),
    },
    // The browser's viewer number goes along: the play token of what is found is given for it.
    body: JSON.stringify({
      ...request,
      ...(options.all ? { all: true } : {}),
      viewer: currentViewerNumber(),
    }),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, response.statusText || String(response.status), body);
  }
  let outcome: { found: TFoundSources | undefined } | undefined;
  const onEvent = (message: EventSourceMessage) => {
    if (message.event === 'trying') {
      options.onProgress?.(JSON.parse(message.data) as TSourceEvents['trying']);
    } else if (message.event === 'found') {
      const found = JSON.parse(message.data) as TSourceEvents['found'];
      const playToken = found.playToken ? { playToken: found.playToken } : {};
      outcome = { found: { provider: found.name, streams: found.streams, ...playToken } };
    } else if (message.event === 'none') {
      outcome = { found: undefined };
    }
  };
  const parser = createParser({ onEvent });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
  parser.feed(decoder.decode());
  if (!outcome) throw new IncompleteSearchError();
  return outcome.found;
}

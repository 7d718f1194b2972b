// The player's error texts, word for word: visitors and support know them.
export const PLAYER_MESSAGES = {
  couldNotLoad: "The video couldn't be loaded.",
  hlsUnsupported: 'HLS is not supported in this browser',
  networkGaveUp: 'Network error: Failed to load after 3 attempts.',
  fatalHls: 'Fatal HLS error',
  unexpected: 'An unexpected error occurred',
  noQuality: 'No valid quality found',
  qualityMissing: 'Selected quality not available',
  initFailed: 'Failed to initialize video player',
  sourceFailed: (name: string) => `Failed to load source: ${name}`,
  sourceChangeFailed: 'Failed to change video source. Please try another source.',
  // Our own wording for these two.
  pipUnavailable: 'Picture-in-picture is not available in this browser.',
  networkHint: 'Check your internet connection, then reload.',
  transcodesBusy: 'The server is converting as many videos as it can.',
  transcodesBusyHint: 'Try again in a minute.',
} as const;

/** An error the player shows in place of the video, with a hint and a Reload button. */
export interface TPlayerError {
  message: string;
  hint?: string;
}

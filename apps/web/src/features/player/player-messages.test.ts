import { describe, expect, it } from 'vitest';
import { PLAYER_MESSAGES } from './player-messages.ts';

describe('the player’s error texts', () => {
  it('are the fixed texts, word for word', () => {
    expect(PLAYER_MESSAGES).toMatchObject({
      couldNotLoad: "The video couldn't be loaded.",
      hlsUnsupported: 'HLS is not supported in this browser',
      networkGaveUp: 'Network error: Failed to load after 3 attempts.',
      fatalHls: 'Fatal HLS error',
      unexpected: 'An unexpected error occurred',
      noQuality: 'No valid quality found',
      qualityMissing: 'Selected quality not available',
      initFailed: 'Failed to initialize video player',
      sourceChangeFailed: 'Failed to change video source. Please try another source.',
    });
    expect(PLAYER_MESSAGES.sourceFailed('Demo mirror')).toBe('Failed to load source: Demo mirror');
  });
});

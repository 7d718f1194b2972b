import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/safe-storage.ts';
import { readStoredToken, storeSubmittedToken } from './four-k-token.ts';

const TOKEN = `eyJhbGciOiJIUzI1NiJ9.${'x'.repeat(60)}.sig`;

describe('the 4K token on this device', () => {
  it('stores a submitted token in ui-token, sets the 4kToken flag and clears 4kTokenSynced', () => {
    const area = memoryStorage({ '4kTokenSynced': 'true' });
    expect(storeSubmittedToken(TOKEN, area)).toBe(true);
    expect(area.get('ui-token')).toBe(TOKEN);
    expect(area.get('4kToken')).toBe('true');
    expect(area.get('4kTokenSynced')).toBeNull();
    expect(readStoredToken(area)).toBe(TOKEN);
  });

  it("keeps nothing that breaks the stored-token rule (over 50 characters, starting with 'ey')", () => {
    const area = memoryStorage();
    expect(storeSubmittedToken('abcey' + 'x'.repeat(60), area)).toBe(false);
    expect(area.get('ui-token')).toBeNull();
    expect(area.get('4kToken')).toBeNull();
    expect(readStoredToken(memoryStorage({ 'ui-token': 'ey-short' }))).toBeUndefined();
    // One that could not be sent in the Ui-Token header is not read back either.
    expect(readStoredToken(memoryStorage({ 'ui-token': `ey${'é'.repeat(60)}` }))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/storage/safe-storage.ts';
import { markTokenSynced, readStoredToken, storeSubmittedToken, tokenToSync } from './four-k-token.ts';

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

  it("for the account sync: a device without a valid token takes the account's, and has nothing to send", () => {
    const area = memoryStorage({ 'ui-token': 'not a token' });
    expect(tokenToSync(TOKEN, area)).toBeUndefined();
    expect(area.get('ui-token')).toBe(TOKEN);
    expect(tokenToSync('ey-bad', memoryStorage())).toBeUndefined();
  });

  it("for the account sync: a device's own token goes up once, unless the account has it already", () => {
    const area = memoryStorage({ 'ui-token': TOKEN });
    expect(tokenToSync(null, area)).toBe(TOKEN);
    expect(tokenToSync(TOKEN, area)).toBeUndefined();
    markTokenSynced(area);
    expect(area.get('4kTokenSynced')).toBe('true');
    expect(tokenToSync(null, area)).toBeUndefined();
  });
});

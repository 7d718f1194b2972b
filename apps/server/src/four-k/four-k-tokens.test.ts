import { isStorableToken } from '@marquee/domain';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFourKTokens,
  MEDIA_GRANT_LIFETIME_SECONDS,
  mintToken,
  TOKEN_DEFAULT_DAYS,
  TOKEN_MAX_DAYS,
  TokenMintError,
} from './four-k-tokens.ts';

const KEY = 'a-test-premium-key-that-is-long-enough-1234';

describe('4K tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("mints a JWT that meets the stored-token rule (over 50 characters, starting with 'ey') and names its holder", async () => {
    const token = await mintToken(KEY, { name: 'Ann' });
    expect(isStorableToken(token)).toBe(true);
    expect(token.split('.')).toHaveLength(3);
    expect(await createFourKTokens(KEY).verify(token)).toBe('Ann');
  });

  it('refuses a token signed with another key, altered, cut short, or not a token at all', async () => {
    const tokens = createFourKTokens(KEY);
    const other = await mintToken('another-key-another-key-another-key', { name: 'Ann' });
    const good = await mintToken(KEY, { name: 'Ann' });
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const forged = `${header}.${Buffer.from(JSON.stringify({ iss: 'marquee', aud: 'marquee:4k', sub: 'Bob' })).toString('base64url')}.${signature}`;
    for (const bad of [
      other,
      forged,
      good.slice(0, -3),
      `${header}.${payload}.`,
      'ey' + 'x'.repeat(60),
      '',
      undefined,
    ]) {
      expect(await tokens.verify(bad)).toBeUndefined();
    }
  });

  it('refuses an unsigned token (alg none) and one of HS512', async () => {
    const tokens = createFourKTokens(KEY);
    const claims = { iss: 'marquee', aud: 'marquee:4k', sub: 'Eve' };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(await tokens.verify(`${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`)).toBeUndefined();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(KEY));
    expect(await tokens.verify(hs512)).toBeUndefined();
  });

  it('ends a token minted with --days once the days are over', async () => {
    const token = await mintToken(KEY, { name: 'Ann', days: 2 });
    const tokens = createFourKTokens(KEY);
    expect(await tokens.verify(token)).toBe('Ann');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000 + 60_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('needs a name of plain text and whole days', async () => {
    await expect(mintToken(KEY, { name: '  ' })).rejects.toBeInstanceOf(TokenMintError);
    await expect(mintToken(KEY, { name: 'x'.repeat(101) })).rejects.toBeInstanceOf(TokenMintError);
    await expect(mintToken(KEY, { name: 'a\nb' })).rejects.toBeInstanceOf(TokenMintError);
    await expect(mintToken(KEY, { name: 'Ann', days: 0 })).rejects.toBeInstanceOf(TokenMintError);
    await expect(mintToken(KEY, { name: 'Ann', days: 1.5 })).rejects.toBeInstanceOf(TokenMintError);
    await expect(mintToken(KEY, { name: 'Ann', days: TOKEN_MAX_DAYS + 1 })).rejects.toBeInstanceOf(
      TokenMintError,
    );
  });

  it('gives a token minted without days the default lifetime', async () => {
    const now = Date.UTC(2030, 0, 1);
    const token = await mintToken(KEY, { name: 'Ann', now });
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number
    >;
    expect(claims.exp! - claims.iat!).toBe(TOKEN_DEFAULT_DAYS * 24 * 60 * 60);
  });

  it('reads its key when first needed (the one kept in the database), and a key it cannot read is an error', async () => {
    const key = new Uint8Array(32).fill(7);
    const source = vi.fn(async () => key);
    const tokens = createFourKTokens(source);
    expect(await tokens.verify(await mintToken(key, { name: 'Ann' }))).toBe('Ann');
    expect(await tokens.verify(await mintToken(KEY, { name: 'Ann' }))).toBeUndefined();
    expect(await tokens.verifyGrant(await tokens.grantMedia())).toBe(true);
    const unreadable = createFourKTokens(() => Promise.reject(new Error('database down')));
    await expect(unreadable.verify(await mintToken(key, { name: 'Ann' }))).rejects.toThrow('database down');
  });
});

describe('media grants', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('open the 2160p files for a few hours, and are no 4K token (nor a token a grant)', async () => {
    const tokens = createFourKTokens(KEY);
    const grant = await tokens.grantMedia();
    expect(await tokens.verifyGrant(grant)).toBe(true);
    expect(await tokens.verify(grant)).toBeUndefined();
    expect(await tokens.verifyGrant(await mintToken(KEY, { name: 'Ann' }))).toBe(false);
    expect(await createFourKTokens('another-key-another-key-another-key').verifyGrant(grant)).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (MEDIA_GRANT_LIFETIME_SECONDS + 60) * 1000);
    expect(await tokens.verifyGrant(grant)).toBe(false);
  });
});

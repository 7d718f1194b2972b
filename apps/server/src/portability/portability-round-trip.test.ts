import type { TMarqueeExport } from '@marquee/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { AccountClient, PASSWORD } from '../../test/support/portability/account-client.ts';

const T0 = Date.UTC(2025, 0, 1);
// Few ids and times, so bookmarks, removals and episodes of one title meet.
const at = fc.integer({ min: 0, max: 50 }).map((offset) => T0 + offset * 1000);
const mediaId = fc.integer({ min: 1, max: 6 });

const bookmarkArb = fc
  .record({
    mediaId,
    mediaType: fc.constantFrom('movie' as const, 'tv' as const),
    category: fc.constantFrom('watchlist', 'favorites', 'Later', 'Ünïcode list'),
    addedAt: at,
    removedAt: fc.option(at, { nil: undefined }),
  })
  .map(({ removedAt, ...entry }) =>
    removedAt === undefined ? entry : { ...entry, deletedAt: Math.max(removedAt, entry.addedAt) },
  );

const historyArb = fc.dictionary(
  mediaId.map(String),
  fc.oneof(
    fc.record({
      type: fc.constant('movie' as const),
      title: fc
        .string({ minLength: 1, maxLength: 20, unit: 'grapheme-ascii' })
        .filter((t) => t.trim() !== ''),
      progress: fc.record({ watched: fc.integer({ min: 0, max: 100 }), duration: fc.constant(100) }),
      updatedAt: at,
    }),
    fc.record({
      type: fc.constant('show' as const),
      title: fc.constantFrom('=1+1', 'Show', '@cmd'),
      updatedAt: at,
      episodes: fc.dictionary(
        fc.constantFrom('s1e1', 's1e2', 's2e1'),
        fc.record({ progress: fc.record({ watched: fc.nat(50), duration: fc.constant(50) }), updatedAt: at }),
        { minKeys: 1, maxKeys: 3 },
      ),
    }),
  ),
  { maxKeys: 5 },
);

const accountArb = fc.record({
  bookmarks: fc.uniqueArray(bookmarkArb, {
    maxLength: 8,
    selector: (entry) => `${entry.mediaType}:${entry.mediaId}:${entry.category}`,
  }),
  history: historyArb,
  settings: fc.option(
    fc.record({
      settings: fc.record({
        autoplay: fc.boolean(),
        captionOffsets: fc.dictionary(
          fc.constantFrom('movie:1', 'tv:2:1:1'),
          fc.record({ offset: fc.integer({ min: -20, max: 20 }), updatedAt: at }),
        ),
      }),
      updatedAt: at,
    }),
    { nil: undefined },
  ),
  follows: fc.uniqueArray(
    fc.record({
      kind: fc.constantFrom('follow' as const, 'dismiss' as const),
      mediaType: fc.constant('tv' as const),
      mediaId,
      updatedAt: at,
    }),
    { maxLength: 4, selector: (entry) => `${entry.kind}:${entry.mediaId}` },
  ),
  secondProfile: fc.boolean(),
});

/** What a round trip must keep: the profiles and their data (not the export's time or the account's dates). */
const kept = (document: TMarqueeExport) => document.profiles;

describe.each(testDatabases())('export, delete, import on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
  }, 180_000);
  afterAll(async () => server?.stop());

  it('gives the same account back, for generated accounts', async () => {
    await fc.assert(
      fc.asyncProperty(accountArb, async (generated) => {
        const account = await new AccountClient(server.app).signUp();
        if (generated.secondProfile) {
          const made = await account.json<{ id: number }>('POST', '/api/users/me/profiles', {
            name: 'Kid',
            kind: 'kids',
          });
          expect(made.id).toBeGreaterThan(0);
        }
        await account.json('POST', '/api/sync/bookmarks', { bookmarks: generated.bookmarks });
        await account.json('POST', '/api/sync/watch-history', { items: generated.history });
        if (generated.settings) await account.json('POST', '/api/sync/settings', generated.settings);
        await account.json('POST', '/api/sync/follows', { follows: generated.follows });
        const exported = await account.json<TMarqueeExport>('GET', '/api/users/me/export');

        await account.json('DELETE', '/api/users/me', { password: PASSWORD });
        const again = await new AccountClient(server.app, account.username).signUp();
        const file = Buffer.from(JSON.stringify(exported));
        const preview = await again.upload(file, { type: 'application/json', query: { dryRun: '1' } });
        expect(preview.statusCode, preview.body).toBe(200);
        const applied = await again.upload(file, { type: 'application/json' });
        expect(applied.statusCode, applied.body).toBe(200);
        expect(applied.json()).toMatchObject({ counts: preview.json<{ counts: unknown }>().counts });
        const restored = await again.json<TMarqueeExport>('GET', '/api/users/me/export');
        expect(kept(restored)).toEqual(kept(exported));

        // Importing the same file once more changes nothing.
        const twice = await again.upload(file, { type: 'application/json' });
        const counts = twice.json<{ counts: Record<string, { added: number; updated: number }> }>().counts;
        expect(Object.values(counts).every((count) => count.added === 0 && count.updated === 0)).toBe(true);
        expect(kept(await again.json<TMarqueeExport>('GET', '/api/users/me/export'))).toEqual(kept(exported));
      }),
      { numRuns: 6 },
    );
  }, 300_000);
});

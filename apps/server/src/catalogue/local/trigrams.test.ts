import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarity, strictWordSimilarity, trigramSet } from './trigrams.ts';

// The in-memory search must score names exactly as pg_trgm does: each pair is asked of PostgreSQL too.
describe('trigram similarity agrees with pg_trgm', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create({ extensions: { pg_trgm } });
    await pg.exec('create extension if not exists pg_trgm');
  });
  afterAll(async () => pg?.close());

  async function both(a: string, b: string) {
    const { rows } = await pg.query<{ s: number; w: number }>(
      'select similarity($1, $2) as s, strict_word_similarity($1, $2) as w',
      [a, b],
    );
    const ours = { s: similarity(trigramSet(a), trigramSet(b)), w: strictWordSimilarity(trigramSet(a), b) };
    return { theirs: rows[0]!, ours };
  }

  it.each([
    ['brakin bad', 'Breaking Bad'],
    ['cold enigne', 'Cold Engine'],
    ['the wicked', 'The Wicked Tower'],
    ['bryan', 'Bryan Cranston'],
    ["Chloe's Doctor", "chloe's doctor"],
    ['a', 'A Soldier for Walter Stone'],
    ['El Camino', 'El Camino: A Breaking Bad Movie'],
    ['x', ''],
    ['Amélie', 'amelie'],
    ['3 idiots', '3 Idiots'],
  ])('%s ~ %s', async (a, b) => {
    const { theirs, ours } = await both(a, b);
    expect(ours.s).toBeCloseTo(theirs.s, 6);
    expect(ours.w).toBeCloseTo(theirs.w, 6);
  });

  it('for generated pairs of words', async () => {
    const word = fc.stringMatching(/^[abcde]{1,6}$/);
    const text = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
    await fc.assert(
      fc.asyncProperty(text, text, async (a, b) => {
        const { theirs, ours } = await both(a, b);
        expect(ours.s).toBeCloseTo(theirs.s, 6);
        expect(ours.w).toBeCloseTo(theirs.w, 6);
      }),
      { numRuns: 300 },
    );
  });
});

// node --import tsx --test bench/: the generated catalogue is one the importer accepts, and repeatable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseImportFile } from '../../apps/server/src/catalogue/local/import-catalogue.ts';
import { generateCatalogue } from './generate-titles.mjs';
import { prefix, searchQueries } from './search-queries.mjs';

test('the generated catalogue passes the importer’s validation, movies and series', () => {
  const catalogue = generateCatalogue(2_000);
  const parsed = parseImportFile(catalogue);
  assert.equal(parsed.movies.length + parsed.tv.length, 2_000);
  assert.ok(parsed.movies.length > 1_000 && parsed.tv.length > 300);
  assert.ok(
    parsed.movies.some((m) => (m.credits?.cast.length ?? 0) > 0),
    'some titles credit people',
  );
});

test('the same count gives the same catalogue, with names mostly distinct', () => {
  assert.deepEqual(generateCatalogue(500), generateCatalogue(500));
  const { movies, tv } = generateCatalogue(5_000);
  const names = [...movies.map((m) => m.title), ...tv.map((t) => t.name)];
  assert.ok(new Set(names).size > names.length * 0.95);
});

test('queries mix exact names, prefixes and typos, each naming the title it means', () => {
  const catalogue = generateCatalogue(1_000);
  const queries = searchQueries(catalogue, 90);
  assert.equal(queries.length, 90);
  assert.deepEqual(new Set(queries.map((q) => q.kind)), new Set(['exact', 'prefix', 'typo']));
  for (const q of queries) {
    if (q.kind === 'exact') assert.equal(q.query, q.name);
    if (q.kind === 'prefix') assert.equal(q.query, prefix(q.name));
    if (q.kind === 'typo') assert.notEqual(q.query, q.name.toLowerCase());
  }
});

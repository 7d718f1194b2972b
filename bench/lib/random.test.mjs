// node --test bench/: the bench's pure helpers (not part of npm test, like the bench itself).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRandom, typo } from './random.mjs';
import { percentile } from './report.mjs';

test('a seeded random generator repeats its sequence for the same seed', () => {
  const a = seededRandom(5);
  const b = seededRandom(5);
  const first = [a(), a(), a()];
  assert.deepEqual([b(), b(), b()], first);
  assert.ok(first.every((x) => x >= 0 && x < 1));
  assert.notDeepEqual([seededRandom(6)()], [first[0]]);
});

test('a typo changes one letter: dropped, swapped with the next, or replaced', () => {
  const random = seededRandom(1);
  for (let i = 0; i < 200; i++) {
    const made = typo('Breaking Bad', random);
    const lower = 'breaking bad';
    const dropped = made.length === lower.length - 1;
    const sameLength = made.length === lower.length;
    const differing = [...made].filter((c, j) => c !== lower[j]).length;
    assert.ok(dropped || (sameLength && differing <= 2), `"${made}" is more than one edit away`);
  }
});

test('percentile picks the nearest-rank value', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 95), 95);
  assert.equal(percentile(values, 100), 100);
  assert.ok(Number.isNaN(percentile([], 50)));
});

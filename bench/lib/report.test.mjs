// node --test bench/: the results' table and the README section it is copied into.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calibrationFacts, createCalibration } from './calibration.mjs';
import { END, START, withResults } from './readme-results.mjs';
import { renderTable, row } from './report.mjs';

test('a row that does not count says why in its result and is marked so, met or missed', () => {
  const table = renderTable([
    row('After load', '`/`', 'longest task 90 ms', 'no task over 100 ms', true),
    row('Interactions', 'switch the theme', '240 ms', '≤ 200 ms', false, 'host slower than index 1,000'),
  ]);
  const [, , met, missed] = table.split('\n');
  assert.equal(met, '| After load | `/` | longest task 90 ms | no task over 100 ms | ✓ |');
  assert.equal(
    missed,
    '| Interactions | switch the theme | 240 ms (not counting: host slower than index 1,000) | ≤ 200 ms | ✗ **miss** · not counting |',
  );
});

test('the README section takes the facts, the CPU calibration and every row of the results', () => {
  const calibration = createCalibration({ lighthouse: 3000, page: 2600 }, 'medians before the audits');
  const results = [
    '# Benchmark results',
    '',
    'Measured by `npm run bench` in 12.0 minutes.',
    '',
    '- Date: 2026-11-26 13:00 UTC',
    calibrationFacts(calibration),
    '',
    renderTable([
      row('Lighthouse', '`/`', 'score 97 · CPU 6×', 'score ≥ 95', true),
      row('After load', '`/`', 'longest task 90 ms', 'no task over 100 ms', true),
      row('Interactions', 'switch the theme', '80 ms', '≤ 200 ms', true),
      row('First frame', 'Watch to playing', 'p50 0.90 s', 'p50 ≤ 1.0 s', true),
    ]),
    '',
  ].join('\n');
  const readme = `# Marquee\n\n## Performance\n\nText.\n\n${START}\n\nold table\n\n${END}\n\n## Next\n`;
  const updated = withResults(readme, results);
  const section = updated.slice(updated.indexOf(START), updated.indexOf(END));
  assert.doesNotMatch(section, /old table|Measured by/);
  for (const expected of [
    '- Date:',
    'CPU slowdown 6×',
    '| Lighthouse |',
    '| After load |',
    '| Interactions |',
    '| First frame |',
  ]) {
    assert.ok(section.includes(expected), `the section lacks ${expected}`);
  }
  assert.ok(updated.endsWith(`${END}\n\n## Next\n`));
  assert.throws(() => withResults('# no markers', results), /no <!-- bench-results:start -->/);
});

// The README's Performance section holds the latest full run: the facts (with the CPU calibration) and the
// whole table of bench/results.md, between two markers.
export const START = '<!-- bench-results:start -->';
export const END = '<!-- bench-results:end -->';

/** The README with its section between the markers replaced by the results' facts and table. */
export function withResults(readme, results) {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md has no ${START} ... ${END} section`);
  const body = results.slice(results.indexOf('\n- Date:') + 1).trim();
  return `${readme.slice(0, from + START.length)}\n\n${body}\n\n${readme.slice(to)}`;
}

// node bench/copy-table.mjs: copies the table and facts of bench/results.md into README.md's Performance
// section (between its bench-results markers), so the README shows the latest full run.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, RESULTS_FILE } from './lib/paths.mjs';

const README = path.join(REPO_ROOT, 'README.md');
const START = '<!-- bench-results:start -->';
const END = '<!-- bench-results:end -->';

const results = fs.readFileSync(RESULTS_FILE, 'utf8');
const body = results.slice(results.indexOf('\n- Date:') + 1).trim();
const readme = fs.readFileSync(README, 'utf8');
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < from) throw new Error(`README.md has no ${START} ... ${END} section`);
fs.writeFileSync(README, `${readme.slice(0, from + START.length)}\n\n${body}\n\n${readme.slice(to)}`);
console.log('README.md Performance section updated from bench/results.md');

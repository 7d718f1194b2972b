// node bench/copy-table.mjs: copies the facts and table of bench/results.md into README.md's Performance
// section (between its bench-results markers), so the README shows the latest full run.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, RESULTS_FILE } from './lib/paths.mjs';
import { withResults } from './lib/readme-results.mjs';

const README = path.join(REPO_ROOT, 'README.md');

fs.writeFileSync(README, withResults(fs.readFileSync(README, 'utf8'), fs.readFileSync(RESULTS_FILE, 'utf8')));
console.log('README.md Performance section updated from bench/results.md');

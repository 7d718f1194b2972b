#!/usr/bin/env node
// `npm test`: every test. Unit and server tests (Vitest), then the browser tests (Playwright driving
// Debian's Chromium) against a freshly built web app. Without Chromium the browser tests are reported as
// skipped, except under CI=true, where a missing browser is a failure. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true' || process.env.CI === '1';
fs.mkdirSync('test-results', { recursive: true });

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;

// 1. Unit and server tests.
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit.json',
]);
const unit = readJson('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
if (unitStatus !== 0) exitCode = 1;
if (!unit && unitStatus !== 0) failed += 1;

// 2. Browser tests.
if (!fs.existsSync(chromium)) {
  if (isCi) {
    console.error(`\nBrowser tests cannot run: no Chromium at ${chromium} (CI requires it).`);
    failed += 1;
    exitCode = 1;
  } else {
    console.warn(`\nBrowser tests skipped: no Chromium at ${chromium} (install Debian's chromium package).`);
  }
} else {
  const buildStatus = run('npm', ['run', 'build', '--silent']);
  if (buildStatus !== 0) {
    console.error('\nThe web app did not build; browser tests not run.');
    failed += 1;
    exitCode = 1;
  } else {
    const e2eStatus = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
    const e2e = readJson('test-results/e2e.json');
    if (e2e?.stats) {
      passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
      failed += e2e.stats.unexpected;
      skipped += e2e.stats.skipped;
    } else if (e2eStatus !== 0) {
      failed += 1;
    }
    if (e2eStatus !== 0) exitCode = 1;
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode || (failed > 0 ? 1 : 0));

// The bench's one table (markdown) and the facts about the machine it ran on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { REPO_ROOT } from './paths.mjs';

/**
 * A row of the table; `ok` is true (target met), false (missed) or undefined (no target); `notCounting` says
 * why a figure taken at an emulated CPU does not count (the host was too slow or too unsteady).
 */
export function row(part, measure, result, target, ok, notCounting) {
  const shown = notCounting ? `${result} (not counting: ${notCounting})` : result;
  return { part, measure, result: shown, target: target ?? '', ok, notCounting };
}

const mark = ({ ok, notCounting }) =>
  [ok === undefined ? '' : ok ? '✓' : '✗ **miss**', notCounting ? 'not counting' : '']
    .filter(Boolean)
    .join(' · ');

export function renderTable(rows) {
  const lines = ['| Part | Measure | Result | Target | |', '| --- | --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| ${r.part} | ${r.measure} | ${r.result} | ${r.target} | ${mark(r)} |`);
  return lines.join('\n');
}

function gitCommit() {
  try {
    return execFileSync('git', ['log', '-1', '--format=%h %s'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Date, commit, Node version, CPU model and cores, memory, and how busy the machine was. */
export function machineFacts(loadAtStart, startedAt) {
  const cpus = os.cpus();
  const load = (averages) => averages.map((a) => a.toFixed(1)).join(' / ');
  return [
    `- Date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Commit: ${gitCommit()}`,
    `- Node ${process.version} on ${os.platform()} ${os.arch()}`,
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`,
    `- Memory: ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `- Load average (1 / 5 / 15 min) at start: ${load(loadAtStart)}, at end: ${load(os.loadavg())}`,
  ].join('\n');
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const ratio = (value) => `${value.toFixed(2)}×`;
export const int = (value) => Math.round(value).toLocaleString('en-US');

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

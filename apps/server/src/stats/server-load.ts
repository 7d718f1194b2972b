import os from 'node:os';
import { performance } from 'node:perf_hooks';

/**
 * The server's load now, 0 to 100: the system's one-minute load average over its processors. Where the
 * system has no load average (Windows answers zeros), this process's event-loop utilization instead.
 */
export function serverLoadPercent(
  system: { loadavg: () => number[]; cpus: number; platform: string } = {
    loadavg: os.loadavg,
    cpus: os.availableParallelism(),
    platform: process.platform,
  },
): number {
  const percent =
    system.platform === 'win32'
      ? performance.eventLoopUtilization().utilization * 100
      : ((system.loadavg()[0] ?? 0) / Math.max(1, system.cpus)) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

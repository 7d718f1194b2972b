// Main-thread tasks of a Chromium trace (JSON trace events) and their summary: the longest task and the time
// tasks blocked the thread past 50 ms, as Total Blocking Time counts it.

/** Tasks run by the renderer's scheduler, by their names in the traces of recent and older Chromium versions. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);
/** A task longer than this blocks input (the long-task threshold). */
export const LONG_TASK_MS = 50;

/** The renderer main thread that wrote the `TimeStamp` event with `marker` (console.timeStamp), and that mark. */
function markedThread(events, marker) {
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === marker);
  if (!mark) throw new Error(`The trace has no mark "${marker}"`);
  return { pid: mark.pid, tid: mark.tid, ts: mark.ts };
}

/**
 * The top-level tasks (start and length in ms) of the main thread that wrote `marker`, starting within
 * `windowMs` after it. A task nested inside another (a nested run loop) is part of its parent.
 */
export function tasksAfterMark(events, marker, windowMs) {
  const { pid, tid, ts: from } = markedThread(events, marker);
  const to = from + windowMs * 1000;
  const tasks = events
    .filter(
      (e) =>
        e.pid === pid && e.tid === tid && e.ph === 'X' && TASK_NAMES.has(e.name) && e.ts >= from && e.ts < to,
    )
    .sort((a, b) => a.ts - b.ts);
  const topLevel = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    topLevel.push({ startMs: (task.ts - from) / 1000, durationMs: (task.dur ?? 0) / 1000 });
  }
  return topLevel;
}

/**
 * The longest task, and of the tasks over 50 ms: how many, their whole time, and their time past 50 ms (blocking).
 */
export function summarizeTasks(tasks) {
  let longestMs = 0;
  let longCount = 0;
  let longMs = 0;
  let blockingMs = 0;
  for (const { durationMs } of tasks) {
    longestMs = Math.max(longestMs, durationMs);
    if (durationMs > LONG_TASK_MS) {
      longCount += 1;
      longMs += durationMs;
      blockingMs += durationMs - LONG_TASK_MS;
    }
  }
  return { count: tasks.length, longestMs, longCount, longMs, blockingMs };
}

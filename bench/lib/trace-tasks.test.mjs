// node --test bench/: main-thread tasks from a trace's events, and their summary.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarizeTasks, tasksAfterMark } from './trace-tasks.mjs';

const MAIN = { pid: 7, tid: 1 };
const task = (ms, durationMs, where = MAIN, name = 'RunTask') => ({
  ...where,
  ph: 'X',
  name,
  ts: ms * 1000,
  dur: durationMs * 1000,
});
const mark = { ...MAIN, ph: 'I', name: 'TimeStamp', ts: 1_000_000, args: { data: { message: 'loaded' } } };

test("only the marked thread's top-level tasks within the window after the mark count", () => {
  const events = [
    task(900, 300), // before the mark
    mark,
    task(1010, 20),
    task(1100, 120),
    task(1150, 40), // nested in the task before: part of it
    task(1300, 70, { pid: 7, tid: 2 }), // another thread
    task(1400, 90, { pid: 8, tid: 1 }), // another process
    task(1500, 60, MAIN, 'ThreadControllerImpl::RunTask'),
    task(1600, 10, MAIN, 'v8.compile'), // not a task
    task(2100, 500), // after the window
  ];
  assert.deepEqual(tasksAfterMark(events, 'loaded', 1000), [
    { startMs: 10, durationMs: 20 },
    { startMs: 100, durationMs: 120 },
    { startMs: 500, durationMs: 60 },
  ]);
});

test('a trace without the mark is an error', () => {
  assert.throws(() => tasksAfterMark([task(1, 1)], 'loaded', 1000), /no mark "loaded"/);
});

test('the summary gives the longest task and, of those over 50 ms, their count, time and time past 50 ms', () => {
  const tasks = [20, 120, 60, 50].map((durationMs, i) => ({ startMs: i * 200, durationMs }));
  assert.deepEqual(summarizeTasks(tasks), {
    count: 4,
    longestMs: 120,
    longCount: 2,
    longMs: 180,
    blockingMs: 80,
  });
  assert.deepEqual(summarizeTasks([]), { count: 0, longestMs: 0, longCount: 0, longMs: 0, blockingMs: 0 });
});

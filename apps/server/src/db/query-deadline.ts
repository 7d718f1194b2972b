import type postgres from 'postgres';
import { noAnswerError } from './database-errors.ts';

type TPending = postgres.PendingQuery<postgres.Row[]>;
type TCallback = (sql: postgres.Sql) => unknown;

/**
 * The query, failed with `noAnswerError` when it has not settled within `deadlineMs`, whether it waited for a
 * connection or for the server. It is not cancelled: postgres-js's cancel opens a connection of its own and
 * drops that one's failure unhandled; a silent connection is ended by its socket's own deadline instead.
 * Lazy as postgres-js's own queries are (Drizzle calls `.values()` before awaiting).
 */
function deadlined(pending: TPending, deadlineMs: number) {
  let settled: Promise<unknown> | undefined;
  const run = () =>
    (settled ??= new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(noAnswerError(deadlineMs)), deadlineMs);
      pending.then(resolve, reject).finally(() => clearTimeout(timer));
    }));
  const query = {
    values() {
      // Marks the query for arrays of values; it still runs only when awaited.
      void pending.values();
      return query;
    },
    then: (onValue?: (value: unknown) => unknown, onError?: (error: unknown) => unknown) =>
      run().then(onValue, onError),
  };
  return query;
}

/**
 * A transaction whose start (waiting for a connection, then BEGIN) has the deadline, and whose queries each
 * have it; one that starts after its caller gave up is rolled back at once. A connection lost during it fails
 * it anyway (postgres-js), so it never waits on a silent server longer than one deadline.
 */
function deadlinedTransaction(
  start: (callback: TCallback) => Promise<unknown>,
  fn: TCallback,
  deadlineMs: number,
) {
  let state: 'waiting' | 'started' | 'abandoned' = 'waiting';
  const running = start((tx) => {
    if (state === 'abandoned') throw noAnswerError(deadlineMs);
    state = 'started';
    return fn(withQueryDeadline(tx, deadlineMs));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (state !== 'waiting') return;
      state = 'abandoned';
      reject(noAnswerError(deadlineMs));
    }, deadlineMs);
    running.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The client with a client-side deadline on what Drizzle asks of it: every query (`unsafe`), and the start and
 * queries of transactions (`begin`, `savepoint`). The server's statement timeout stops slow statements; this
 * stops the wait for a server that does not answer at all, or for a connection to one.
 */
export function withQueryDeadline(sql: postgres.Sql, deadlineMs: number): postgres.Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<postgres.Sql['unsafe']>) => deadlined(target.unsafe(...args), deadlineMs);
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const fn = args.pop() as TCallback;
          // `savepoint` lives on a transaction's client only.
          const method = Reflect.get(target, property) as (...rest: unknown[]) => Promise<unknown>;
          const start = (callback: TCallback) => method(...args, callback);
          return deadlinedTransaction(start, fn, deadlineMs);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

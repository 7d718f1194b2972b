import type postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseUnavailableMessage } from './database-errors.ts';
import { withQueryDeadline } from './query-deadline.ts';

/** A stand-in for postgres-js: queries settle when the test says, transactions start when it says. */
function fakeClient() {
  const queries: { text: string; isValues: boolean; settle: (rows: unknown) => void }[] = [];
  const starts: (() => void)[] = [];
  const client = {
    options: { parsers: {} },
    unsafe(text: string) {
      let settle: (rows: unknown) => void = () => {};
      const answer = new Promise((resolve) => (settle = resolve));
      const query = Object.assign(answer, {
        values: () => {
          entry.isValues = true;
          return query;
        },
      });
      const entry = { text, isValues: false, settle };
      queries.push(entry);
      return query;
    },
    begin(fn: (tx: unknown) => unknown) {
      return new Promise((resolve, reject) => {
        starts.push(() => new Promise((run) => run(fn(client))).then(resolve, reject));
      });
    },
  };
  return { client: client as unknown as postgres.Sql, queries, starts };
}

describe('the client-side query deadline', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what the query answers, in values mode when asked', async () => {
    const { client, queries } = fakeClient();
    const sql = withQueryDeadline(client, 1000);
    const answer = sql.unsafe('select 1').values();
    queries[0]!.settle([[1]]);
    expect(await answer).toEqual([[1]]);
    expect(queries[0]!.isValues).toBe(true);
    expect(sql.options).toBe((client as unknown as { options: unknown }).options);
  });

  it('fails a query left unanswered past the deadline, as a database not answering (503)', async () => {
    vi.useFakeTimers();
    const { client } = fakeClient();
    const answer = withQueryDeadline(client, 1000).unsafe('select 1');
    const failure = expect(answer).rejects.toSatisfy(
      (error) => databaseUnavailableMessage(error) !== undefined,
    );
    await vi.advanceTimersByTimeAsync(1000);
    await failure;
  });

  it('fails a transaction that did not start in time, and rolls it back if it starts later', async () => {
    vi.useFakeTimers();
    const { client, starts } = fakeClient();
    const work = vi.fn();
    const transaction = withQueryDeadline(client, 1000).begin(work);
    const failure = expect(transaction).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    await vi.advanceTimersByTimeAsync(1000);
    await failure;
    starts[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).not.toHaveBeenCalled();
  });

  it('gives the queries inside a transaction the deadline too, and lets a long transaction finish', async () => {
    vi.useFakeTimers();
    const { client, queries, starts } = fakeClient();
    const transaction = withQueryDeadline(client, 1000).begin(async (tx) => {
      const first = await tx.unsafe('select 1');
      const second = tx.unsafe('select 2');
      return [first, await second];
    });
    starts[0]!();
    await vi.advanceTimersByTimeAsync(900);
    queries[0]!.settle('one');
    await vi.advanceTimersByTimeAsync(900);
    queries[1]!.settle('two');
    expect(await transaction).toEqual(['one', 'two']);

    const stuck = withQueryDeadline(client, 1000).begin((tx) => tx.unsafe('select 3'));
    const failure = expect(stuck).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    starts[1]!();
    await vi.advanceTimersByTimeAsync(1000);
    await failure;
  });
});

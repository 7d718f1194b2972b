import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('runs identical concurrent calls once and gives every caller the answer', async () => {
    const flights = new SingleFlight();
    const gate = deferred<string>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return gate.promise;
    };
    const calls = Array.from({ length: 10 }, () => flights.run('k', work));
    expect(flights.size).toBe(1);
    gate.resolve('answer');
    expect(await Promise.all(calls)).toEqual(Array(10).fill('answer'));
    expect(runs).toBe(1);
  });

  it('runs different keys apart', async () => {
    const flights = new SingleFlight();
    const answers = await Promise.all([flights.run('a', async () => 1), flights.run('b', async () => 2)]);
    expect(answers).toEqual([1, 2]);
  });

  it('shares a failure, then forgets it so the next call runs again', async () => {
    const flights = new SingleFlight();
    const gate = deferred<string>();
    const first = flights.run('k', () => gate.promise);
    const second = flights.run('k', () => Promise.resolve('not run'));
    gate.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(second).rejects.toThrow('down');
    expect(flights.size).toBe(0);
    expect(await flights.run('k', async () => 'again')).toBe('again');
  });
});

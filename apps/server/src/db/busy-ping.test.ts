import { describe, expect, it } from 'vitest';
import { pingUnlessBusy } from './busy-ping.ts';

const never = () => new Promise<never>(() => {});

describe('pingUnlessBusy', () => {
  it('answers busy at once while a statement runs, without asking', async () => {
    let asked = false;
    const ask = () => {
      asked = true;
      return Promise.resolve();
    };
    expect(await pingUnlessBusy(() => true, ask, 50)).toEqual({ ok: true, latencyMs: 0, busy: true });
    expect(asked).toBe(false);
  });

  it('answers busy when a statement was taken up while the ping waited behind it', async () => {
    let busy = false;
    const ask = () => {
      busy = true;
      return never();
    };
    expect(await pingUnlessBusy(() => busy, ask, 20)).toMatchObject({ ok: true, busy: true });
  });

  it('is down when the ping times out and nothing runs', async () => {
    expect(await pingUnlessBusy(() => false, never, 20)).toMatchObject({ ok: false });
    expect(await pingUnlessBusy(undefined, never, 20)).toMatchObject({ ok: false });
  });

  it('is up when the ping answers', async () => {
    const answer = await pingUnlessBusy(
      () => false,
      () => Promise.resolve(),
      1_000,
    );
    expect(answer).toMatchObject({ ok: true });
    expect(answer.busy).toBeUndefined();
  });
});

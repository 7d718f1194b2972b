import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildAnswer, restoreAnswer, storeAnswer } from './answer.ts';

const value = {
  page: 1,
  results: Array.from({ length: 20 }, (_, i) => ({
    id: i,
    title: `Title ${i}`,
    overview: 'A long story. '.repeat(5),
  })),
};

describe('buildAnswer', () => {
  it('holds the JSON body and brotli and gzip forms that decode to it', async () => {
    const answer = await buildAnswer(value, 1000);
    expect(JSON.parse(answer.body.toString())).toEqual(value);
    expect(zlib.brotliDecompressSync(answer.br!).equals(answer.body)).toBe(true);
    expect(zlib.gunzipSync(answer.gzip!).equals(answer.body)).toBe(true);
    expect(answer.br!.length).toBeLessThan(answer.body.length);
    expect(answer.expiresAt).toBe(1000);
  });

  it('gives equal bodies equal strong ETags, and different bodies different ones', async () => {
    const [a, b, c] = await Promise.all([
      buildAnswer(value, 1),
      buildAnswer(value, 2),
      buildAnswer({ ...value, page: 2 }, 1),
    ]);
    expect(a.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(b.etag).toBe(a.etag);
    expect(c.etag).not.toBe(a.etag);
  });

  it('keeps no compressed form that is not smaller than the body', async () => {
    const answer = await buildAnswer({ a: 1 }, 1);
    expect(answer.br).toBeUndefined();
    expect(answer.gzip).toBeUndefined();
  });
});

describe('storeAnswer and restoreAnswer', () => {
  it('round-trip an answer through JSON, as a shared cache keeps it', async () => {
    const answer = await buildAnswer(value, 1234);
    const back = restoreAnswer(JSON.parse(JSON.stringify(storeAnswer(answer))));
    expect(back).toEqual(answer);
  });

  it('read anything else as a miss', () => {
    expect(restoreAnswer(undefined)).toBeUndefined();
    expect(restoreAnswer({ body: 1 })).toBeUndefined();
    expect(restoreAnswer('text')).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTmdb } from '../../../test/fake-tmdb/fake-tmdb-server.ts';
import { clearRedisCache, startTmdbServer, testCaches } from '../../../test/fake-tmdb/tmdb-test-server.ts';
import type { TTestServer } from '../../../test/helper.ts';

const api = (path: string) => `/api/tmdb/3${path}`;

// Several instances behind a load balancer: with Redis they share one cache, in memory each keeps its own.
describe.each(testCaches())('two server instances on a $name cache', (cache) => {
  const isShared = cache.name === 'redis';
  let fake: FakeTmdb;
  let servers: TTestServer[] = [];
  beforeAll(async () => {
    fake = await FakeTmdb.start();
    servers = await Promise.all([startTmdbServer(fake, cache), startTmdbServer(fake, cache)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (fake) await clearRedisCache(cache, fake);
    await fake?.close();
  });

  it(`call TMDB ${isShared ? 'once' : 'once each'} for the same request`, async () => {
    const [a, b] = servers;
    const first = await a!.app.inject(api('/movie/1001?append_to_response=credits,similar'));
    const second = await b!.app.inject(api('/movie/1001?append_to_response=credits,similar'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fake.callsTo('/movie/1001')).toHaveLength(isShared ? 1 : 2);
  });
});

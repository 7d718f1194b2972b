// Per-address limits hold against a client that writes its own X-Forwarded-For: only the proxies TRUST_PROXY
// names are believed (none by default), and the address counted is the right-most one no trusted proxy wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

const report = { url: 'http://x/', message: 'spam' };
const partnerRequest = {
  name: 'Limit Tester',
  email: 'limit@tester.example',
  kind: 'other',
  message: 'A request sent again and again with a new forwarded address each time.',
};

/** The statuses of `count` posts of `payload`, the i-th (from 1) sent with the headers `headersOf(i)`. */
async function statuses(
  server: TTestServer,
  url: string,
  payload: unknown,
  count: number,
  remoteAddress: string,
  headersOf: (i: number) => Record<string, string>,
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await server.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80', ...headersOf(i) },
      payload: JSON.stringify(payload),
    });
    codes.push(res.statusCode);
  }
  return codes;
}

const refusedAfter = (allowed: number, count: number, okStatus = 201) => [
  ...Array<number>(allowed).fill(okStatus),
  ...Array<number>(count - allowed).fill(429),
];

describe.each(testDatabases())('client addresses on $name', (database) => {
  describe('with no proxy trusted (the default)', () => {
    let server: TTestServer;
    beforeAll(async () => {
      server = await startTestServer(database, {}, { seed: false });
    });
    afterAll(async () => {
      await server?.stop();
    });

    // Sent from this machine, as `curl` on the server would: a loopback peer is no proxy either.
    it('20 error reports with a rotating X-Forwarded-For are refused (429) after the 10th', async () => {
      const codes = await statuses(server, '/api/reports', report, 20, '127.0.0.1', (i) => ({
        'x-forwarded-for': `10.0.0.${i}, 203.0.113.9`,
      }));
      expect(codes).toEqual(refusedAfter(10, 20));
    });

    it('partnership requests with a rotating X-Forwarded-For are refused after the 5th', async () => {
      const codes = await statuses(
        server,
        '/api/partners/submissions',
        partnerRequest,
        8,
        '10.0.0.3',
        (i) => ({
          'x-forwarded-for': `203.0.113.${i}`,
        }),
      );
      expect(codes).toEqual(refusedAfter(5, 8));
    });
  });

  describe('behind one trusted proxy hop, with the limits set lower', () => {
    let server: TTestServer;
    beforeAll(async () => {
      server = await startTestServer(
        database,
        { TRUST_PROXY: '1', REPORTS_PER_HOUR: '3', PARTNER_REQUESTS_PER_HOUR: '2' },
        { seed: false },
      );
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('counts the address the proxy wrote, so a rotating left part earns nothing', async () => {
      const codes = await statuses(server, '/api/reports', report, 6, '10.0.0.1', (i) => ({
        'x-forwarded-for': `10.0.0.${i}, 203.0.113.9`,
      }));
      expect(codes).toEqual(refusedAfter(3, 6));
      // Another client behind the same proxy has an allowance of its own.
      const other = await statuses(server, '/api/reports', report, 1, '10.0.0.1', () => ({
        'x-forwarded-for': '203.0.113.10',
      }));
      expect(other).toEqual([201]);
    });

    it('takes PARTNER_REQUESTS_PER_HOUR from the settings', async () => {
      const codes = await statuses(
        server,
        '/api/partners/submissions',
        partnerRequest,
        3,
        '10.0.0.1',
        () => ({
          'x-forwarded-for': '203.0.113.11',
        }),
      );
      expect(codes).toEqual(refusedAfter(2, 3));
    });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorReports, partnerSubmissions } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  postJson,
  postRaw,
  startTestServer,
  testConfig,
  testDatabases,
  type TTestServer,
} from '../../test/helper.ts';

/** The default limits per address (REPORTS_PER_HOUR, PARTNER_REQUESTS_PER_HOUR). */
const { reportsPerHour: REPORTS_PER_HOUR, partnerRequestsPerHour: PARTNER_REQUESTS_PER_HOUR } = testConfig();

let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 200)}.${address % 200}`;

/** A local webhook receiver: answers with the statuses given, in turn (then 204), and keeps the bodies. */
async function startReceiver(statuses: number[] = []) {
  const bodies: unknown[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const status = statuses.shift() ?? 204;
      if (status < 300) bodies.push(JSON.parse(text));
      response.writeHead(status).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    bodies,
    /** Resolves once `count` bodies were taken. */
    async taken(count: number) {
      while (bodies.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const report = {
  url: 'http://localhost/movies/550',
  status: 500,
  message: 'Error: Internal Server Error',
  report: 'It broke when I opened the page',
  browser: 'Mozilla/5.0 Test',
  stack: `Error: Internal Server Error\n${'    at somewhere (app.js:1:1)\n'.repeat(100)}`,
};

describe.each(testDatabases())('feedback on $name', (database) => {
  describe('reports and partnership requests without a webhook', () => {
    let server: TTestServer;
    beforeAll(async () => {
      server = await startTestServer(database, {}, { seed: false });
      return () => server.stop();
    });

    it('stores a report with its stack cut to 1000 characters, and its time', async () => {
      const res = await postJson(server.app, '/api/reports', report, nextAddress());
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: number }>();
      const [row] = await server.database.db.select().from(errorReports).where(eq(errorReports.id, id));
      expect(row).toMatchObject({
        url: report.url,
        status: 500,
        message: report.message,
        report: report.report,
        browser: report.browser,
        forwardedAt: null,
      });
      expect(row!.stack).toBe(report.stack.slice(0, 1000));
      expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
    });

    it('refuses bad reports with a 400 JSON error', async () => {
      for (const payload of [
        { ...report, url: 'x'.repeat(5000) },
        { ...report, status: 'bad' },
        { ...report, extra: 1 },
        { url: report.url },
        { ...report, message: 'a\u0000b' },
      ]) {
        const res = await postJson(server.app, '/api/reports', payload, nextAddress());
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json()).toHaveProperty('error');
      }
      const form = await postRaw(server.app, '/api/reports', 'application/x-www-form-urlencoded', 'url=x');
      expect(form.statusCode).toBe(415);
    });

    it(`limits one address to ${REPORTS_PER_HOUR} reports, then answers 429 JSON`, async () => {
      const remoteAddress = nextAddress();
      const send = () => postJson(server.app, '/api/reports', report, remoteAddress);
      for (let i = 0; i < REPORTS_PER_HOUR; i++) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/Too many reports/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('stores a valid partnership request and names the wrong fields of a bad one', async () => {
      const good = {
        name: '  Open Film Club ',
        email: 'team@openfilm.example',
        website: 'https://openfilm.example',
        kind: 'community',
        message: 'We host screenings of public-domain films and would like to work together.',
      };
      const res = await postJson(server.app, '/api/partners/submissions', good, nextAddress());
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await server.database.db
        .select()
        .from(partnerSubmissions)
        .where(eq(partnerSubmissions.id, res.json<{ id: number }>().id));
      expect(row).toMatchObject({ name: 'Open Film Club', kind: 'community', website: good.website });

      const bad = await postJson(
        server.app,
        '/api/partners/submissions',
        { ...good, email: 'nope', kind: 'cash', website: 'javascript:alert(1)' },
        nextAddress(),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/email/);
      expect(bad.json().error).toMatch(/kind/);
      expect(bad.json().error).toMatch(/website/);
    });

    it(`limits one address to ${PARTNER_REQUESTS_PER_HOUR} partnership requests an hour, then answers 429 JSON`, async () => {
      const remoteAddress = nextAddress();
      const send = () =>
        postJson(
          server.app,
          '/api/partners/submissions',
          {
            name: 'Limit Tester',
            email: 'limit@tester.example',
            kind: 'other',
            message: 'A request sent again and again by the same address.',
          },
          remoteAddress,
        );
      const before = await server.database.db.$count(partnerSubmissions);
      for (let i = 0; i < PARTNER_REQUESTS_PER_HOUR; i++) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/Too many partnership requests/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await server.database.db.$count(partnerSubmissions)).toBe(before + PARTNER_REQUESTS_PER_HOUR);
      // A post from another site is refused before it counts or is stored.
      const crossSite = await postJson(
        server.app,
        '/api/partners/submissions',
        { name: 'x' },
        nextAddress(),
        {
          origin: 'https://elsewhere.example',
        },
      );
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toHaveProperty('error');
    });
  });

  // Each test starts a server of its own (a busy machine can take a while to start one).
  describe('forwarding to REPORT_WEBHOOK_URL', { timeout: 120_000 }, () => {
    it('forwards a stored report as a chat embed', async () => {
      const receiver = await startReceiver();
      const server = await startTestServer(database, { REPORT_WEBHOOK_URL: receiver.url }, { seed: false });
      try {
        const res = await postJson(server.app, '/api/reports', report);
        expect(res.statusCode).toBe(201);
        await receiver.taken(1);
        const embed = (receiver.bodies[0] as { embeds: Record<string, unknown>[] }).embeds[0]!;
        expect(embed.title).toMatch(/Error report/);
        expect(embed.description).toBe(report.message);
        expect(typeof embed.timestamp).toBe('string');
        const fields = embed.fields as { name: string; value: string }[];
        expect(fields.map((field) => field.name)).toEqual([
          'URL',
          'Status',
          'Report',
          'Browser',
          'Stack trace',
        ]);
        expect(fields[0]!.value).toBe(report.url);
        expect(fields[1]!.value).toBe('500');
        expect(fields[4]!.value).toContain(report.stack.slice(0, 1000));
        // Forwarded once, and marked so.
        await expect
          .poll(async () => {
            const [row] = await server.database.db.select().from(errorReports);
            return row?.forwardedAt instanceof Date;
          })
          .toBe(true);
      } finally {
        await server.stop();
        await receiver.close();
      }
    });

    it('keeps a report whose forward failed and sends it on a later round', async () => {
      // Down twice (the first try and the first retry), then up.
      const receiver = await startReceiver([503, 500]);
      const server = await startTestServer(
        database,
        { REPORT_WEBHOOK_URL: receiver.url },
        { seed: false, reportForwarding: { retryIntervalMs: 100, backoffMs: 50 } },
      );
      try {
        const res = await postJson(server.app, '/api/reports', { ...report, report: 'retry me' });
        expect(res.statusCode).toBe(201);
        await receiver.taken(1);
        expect(receiver.bodies).toHaveLength(1);
        await expect
          .poll(async () => {
            const [row] = await server.database.db.select().from(errorReports);
            return { attempts: row?.attempts, isForwarded: row?.forwardedAt instanceof Date };
          })
          .toEqual({ attempts: 3, isForwarded: true });
      } finally {
        await server.stop();
        await receiver.close();
      }
    });
  });
});

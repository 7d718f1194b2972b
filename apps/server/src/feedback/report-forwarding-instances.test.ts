// Error reports with several forwarders on one database: each stored report reaches the webhook once, whichever
// instance stored it, and however the instances' rounds overlap (claims in the database, SKIP LOCKED).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../db/schema.ts';
import { createServer, type TServer } from '../server.ts';
import { ReportForwarder } from './report-forwarder.ts';
import { FeedbackRepository } from './feedback.repository.ts';
import { postJson, startTestServer, testConfig, testDatabases, type TTestServer } from '../../test/helper.ts';

const REPORTS = 24;

/** A webhook that takes a little while to answer (so rounds overlap) and counts each report it gets. */
async function startSlowReceiver() {
  const titles: string[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      titles.push((JSON.parse(text) as { embeds: { title: string }[] }).embeds[0]!.title);
      setTimeout(() => response.writeHead(204).end(), 15);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    titles,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const report = (n: number) => ({
  url: `http://localhost/page/${n}`,
  status: 500,
  message: `Error number ${n}`,
});

/** Each title once: no report was sent twice, none left out. */
function expectEachOnce(titles: string[], ids: number[]) {
  expect([...titles].sort()).toEqual(ids.map((id) => `Error report #${id}`).sort());
}

describe.each(testDatabases())('report forwarding with two forwarders on $name', (database) => {
  let server: TTestServer;
  let receiver: Awaited<ReturnType<typeof startSlowReceiver>>;
  beforeAll(async () => {
    receiver = await startSlowReceiver();
    // No webhook for the server itself: the two forwarders below are the only senders.
    server = await startTestServer(database, {}, { seed: false });
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('two forwarders racing over the same due reports send each one once', async () => {
    const ids: number[] = [];
    for (let n = 0; n < REPORTS; n++) {
      const res = await postJson(server.app, '/api/reports', report(n), `10.77.${n}.1`);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    const forwarders = [0, 1].map(
      () => new ReportForwarder(new FeedbackRepository(server.database.db), { webhookUrl: receiver.url }),
    );
    await Promise.all(forwarders.map((forwarder) => forwarder.forwardDue()));
    expectEachOnce(receiver.titles, ids);
    const rows = await server.database.db.select().from(errorReports);
    expect(rows.every((row) => row.forwardedAt instanceof Date && row.attempts === 1)).toBe(true);
  });
});

const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.runIf(postgres)('error reports on two instances sharing PostgreSQL', { timeout: 120_000 }, () => {
  let servers: TServer[] = [];
  let receiver: Awaited<ReturnType<typeof startSlowReceiver>>;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    receiver = await startSlowReceiver();
    const target = await postgres!.create();
    drop = target.drop;
    for (let i = 0; i < 2; i++) {
      servers.push(
        await createServer(testConfig({ DATABASE_URL: target.url, REPORT_WEBHOOK_URL: receiver.url }), {
          logger: false,
          seed: false,
          // Both look for due reports often, so their rounds overlap.
          reportForwarding: { retryIntervalMs: 20, backoffMs: 50 },
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
    await drop();
    await receiver?.close();
  });

  it('a report stored by either instance is forwarded once, by one of them', async () => {
    const ids = await Promise.all(
      Array.from({ length: REPORTS }, async (_, n) => {
        const res = await postJson(servers[n % 2]!.app, '/api/reports', report(n), `10.78.${n}.1`);
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: number }>().id;
      }),
    );
    await expect.poll(() => receiver.titles.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(REPORTS);
    // Stopping waits for rounds under way: anything sent twice would have arrived by then.
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
    expectEachOnce(receiver.titles, ids);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { attributeValue } from '../../test/support/html-attribute.ts';

describe.each(testDatabases())('site info on $name', (database) => {
  let server: TTestServer;
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-site-'));
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    fs.writeFileSync(
      path.join(siteDir, 'site.json'),
      JSON.stringify({
        contactEmail: 'help@operator.example',
        community: [{ name: 'Operator <chat>', url: 'https://chat.operator.example/invite?a=1&b="2"' }],
      }),
    );
    server = await startTestServer(database, { SITE_DIR: siteDir }, { seed: false, webDist });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("answers the operator's contact details and community links at GET /api/site", async () => {
    const res = await server.app.inject('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      contactEmail: 'help@operator.example',
      dmcaEmail: 'help@operator.example',
      community: [{ name: 'Operator <chat>', url: 'https://chat.operator.example/invite?a=1&b="2"' }],
    });
  });

  it('puts them in every page as an escaped meta tag', async () => {
    const res = await server.app.inject('/tos');
    expect(res.statusCode).toBe(200);
    const match = /<meta name="marquee-site" content="([^"]*)">/.exec(res.body);
    expect(match).not.toBeNull();
    expect(res.body).not.toContain('<chat>');
    const decoded = attributeValue(match![1]!);
    expect(JSON.parse(decoded).contactEmail).toBe('help@operator.example');
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZAdsFile, ZAnnouncementsFile, ZInfoBoxesFile } from '@marquee/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHIPPED_SITE_DIR, SiteFiles } from '../shared/site-files.ts';
import { infoBoxesHead } from './info-boxes-head.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { attributeValue } from '../../test/support/html-attribute.ts';

const readShipped = async (name: string): Promise<unknown> =>
  JSON.parse(await fs.readFile(path.join(SHIPPED_SITE_DIR, name), 'utf8'));

describe('the shipped notices', () => {
  it('are valid: no announcement, the two shipped info boxes, and our own house ads', async () => {
    expect(ZAnnouncementsFile.parse(await readShipped('announcements.json'))).toEqual([]);
    const boxes = ZInfoBoxesFile.parse(await readShipped('info-boxes.json'));
    expect(boxes.map((box) => box.title)).toEqual(['Major update: 25 sources', 'Partial downtime']);
    const ads = ZAdsFile.parse(await readShipped('ads.json'));
    expect(ads.map((ad) => ad.link)).toEqual(['/donate', '/advertise']);
    // House ads only: every picture and link stays on this site.
    const urls = ads.flatMap((ad) => [ad.gifUrl, ad.mobileGifUrl, ad.link]);
    for (const url of urls) expect(url).toMatch(/^\/[^/]/);
  });
});

describe('notices endpoints', () => {
  let server: TTestServer;
  let siteDir: string;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
  /** Writes a site file and moves the clock past the one-second recheck, so the next request reads it. */
  const write = async (name: string, value: unknown) => {
    await fs.writeFile(path.join(siteDir, name), typeof value === 'string' ? value : JSON.stringify(value));
    vi.setSystemTime(Date.now() + 1_100);
  };

  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'notices-site-'));
    await fs.mkdir(path.join(siteDir, 'ads'));
    server = await startTestServer(testDatabases()[0]!, { SITE_DIR: siteDir }, { seed: false });
  });
  // Only Date is faked in each test: the site files' recheck reads it; timers and the database stay real.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await server?.stop();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it("serves the shipped files while the operator's folder has none", async () => {
    const ads = await get('/ads.json');
    expect(ads.statusCode).toBe(200);
    expect(ads.headers['content-type']).toMatch(/^application\/json/);
    expect(ads.json()).toEqual(await readShipped('ads.json'));
    expect((await get('/infoBoxes.json')).json()).toEqual(await readShipped('info-boxes.json'));
    expect((await get('/modalData.json')).json()).toEqual([]);
  });

  it("serves the operator's announcements, with a short max-age and an ETag the browser can revalidate", async () => {
    const items = [{ id: 'welcome', title: 'Welcome', content: 'Hello', repeat: 'weekly', priority: 2 }];
    await write('announcements.json', items);
    const first = await get('/modalData.json');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(items);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/modalData.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps serving the last good version when an edit breaks the rules', async () => {
    const good = [{ id: 'a1', gifUrl: '/site/ads/a1.gif', link: '/donate', startDate: '2026-01-01' }];
    await write('ads.json', good);
    expect((await get('/ads.json')).json()).toEqual(good);
    // A javascript: link is refused, so the good version stays.
    await write('ads.json', [{ id: 'a1', gifUrl: '/x.gif', link: 'javascript:alert(1)' }]);
    expect((await get('/ads.json')).json()).toEqual(good);
    await write('ads.json', '[{"id": ');
    expect((await get('/ads.json')).json()).toEqual(good);
  });

  it("serves the ads' pictures from the operator's folder first, then the shipped one", async () => {
    await fs.writeFile(path.join(siteDir, 'ads', 'own.gif'), Buffer.from('GIF89a'));
    const own = await get('/site/ads/own.gif');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/gif');
    expect(own.headers['cache-control']).toBe('public, max-age=3600');
    const shipped = await get('/site/ads/donate.gif');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
  });

  it('answers a missing or badly named picture with a JSON 4xx', async () => {
    const missing = await get('/site/ads/nothing.gif');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No such picture: ads/nothing.gif' });
    for (const bad of ['/site/ads/..%2Fads.json', '/site/ads/.hidden.gif', '/site/ads/readme.txt']) {
      const answer = await get(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().error, bad).toMatch(/^Invalid request: params 'file'/);
    }
    const folder = await get('/site/secrets/donate.gif');
    expect(folder.statusCode).toBe(400);
    expect(folder.json().error).toMatch(/^Invalid request: params 'folder'/);
  });
});

describe('notice file rules', () => {
  it('refuse repeated ids, unsafe links and colours, and dates that are not dates', () => {
    const twice = [
      { id: 'x', title: 'A' },
      { id: 'x', title: 'B' },
    ];
    expect(ZAnnouncementsFile.safeParse(twice).success).toBe(false);
    expect(
      ZAnnouncementsFile.safeParse([{ id: 'x', title: 'A', bgColor: 'red;position:fixed' }]).success,
    ).toBe(false);
    expect(
      ZAnnouncementsFile.safeParse([{ id: 'x', title: 'A', image: '//evil.example/a.png' }]).success,
    ).toBe(false);
    expect(ZAnnouncementsFile.safeParse([{ id: 'x', title: 'A', startsAt: 'tomorrow' }]).success).toBe(false);
    expect(
      ZAdsFile.safeParse([{ id: 'a', gifUrl: '/a.gif', link: '/', endDate: '2026-02-30' }]).success,
    ).toBe(false);
    expect(ZAdsFile.safeParse([{ id: 'a', gifUrl: '/a.gif', link: '/', priority: -1 }]).success).toBe(false);
    expect(
      ZInfoBoxesFile.safeParse([{ id: 'b', title: 'T', content: '', type: 'notice', dismissible: true }])
        .success,
    ).toBe(false);
  });
});

describe('the info boxes in every page', () => {
  it('are a meta tag with the validated list, every character that could end it escaped', async () => {
    const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'notices-head-'));
    const boxes = [
      { id: 'update', title: 'New "sources" <b>', content: "It's & more", type: 'info', dismissible: true },
    ];
    await fs.writeFile(path.join(siteDir, 'info-boxes.json'), JSON.stringify(boxes));
    const tags = await infoBoxesHead(new SiteFiles(siteDir))({
      pathname: '/',
      search: new URLSearchParams(),
    });
    await fs.rm(siteDir, { recursive: true, force: true });
    expect(tags).toHaveLength(1);
    const match = /^<meta name="marquee-info-boxes" content="([^"<>]*)">$/.exec(tags[0]!);
    expect(match).not.toBeNull();
    const decoded = attributeValue(match![1]!);
    expect(JSON.parse(decoded)).toEqual(boxes);
  });

  it("carry the shipped boxes while the operator's folder has none", async () => {
    const tags = await infoBoxesHead(new SiteFiles(undefined))({
      pathname: '/movies',
      search: new URLSearchParams(),
    });
    expect(tags[0]).toContain('major-update-25-sources');
  });
});

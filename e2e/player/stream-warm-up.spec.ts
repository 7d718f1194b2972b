import { expect, test, type Page } from '@playwright/test';
import { player, seedPartWatchedMovie, storeSettings, video } from './player-helpers.ts';

// Once Watch has found the demo stream, a worker downloads its master playlist, the start level's playlist, the
// init segment and the segments of the first 4 s from the start position while the player's code starts; hls.js then reads the
// playlists from the search's answer and finds the media files in the browser's cache. Seek thumbnails wait for the picture. Desktop only: nothing here differs by width.
test.skip(({ isMobile }) => isMobile, 'the downloads are the same at every width');

const TITLE_PAGE = '/movies/832-m';

/** The demo stream's requests in order: the worker's (fetch) and hls.js's (xhr), captions left out. */
function recordStreamRequests(page: Page) {
  const requests: { file: string; by: string }[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/api/sources/demo/')[1];
    if (file && !file.startsWith('captions/')) requests.push({ file, by: request.resourceType() });
  });
  return requests;
}

/** How many bytes the page's own request for each file moved (0: it came from the cache), in request order. */
function playerTransfers(page: Page) {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        (entry) => entry.initiatorType === 'xmlhttprequest' && entry.name.includes('/api/sources/demo/'),
      )
      .map((entry) => ({ file: entry.name.split('/api/sources/demo/')[1], bytes: entry.transferSize })),
  );
}

/**
 * Holds the source search's answer until the warm-up's worker (made at the click) has started: on a phone's
 * network the search takes a round trip or more and the worker is ready by then, but on a loaded test machine
 * the local search can answer first. Through CDP for that one request: a Playwright route would turn the
 * browser's cache off, which these tests look at.
 */
async function answerSearchOnceWorkerIsUp(page: Page, holdMaster?: Promise<unknown>) {
  const workerUp = page.waitForEvent('worker').then((worker) => worker.evaluate(() => true));
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const until = request.url.includes('/api/sources/search') ? workerUp : holdMaster;
    void until?.then(() => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined));
  });
  const patterns = [{ urlPattern: '*/api/sources/search*' }];
  if (holdMaster) patterns.push({ urlPattern: '*/api/sources/demo/master.m3u8' });
  await cdp.send('Fetch.enable', { patterns });
}

async function watchUntilPlaying(
  page: Page,
  holdMaster?: Promise<unknown>,
  beforeWatch?: () => Promise<void>,
) {
  await answerSearchOnceWorkerIsUp(page, holdMaster);
  await page.goto(TITLE_PAGE);
  await beforeWatch?.();
  await page
    .getByRole('button', { name: /^(Watch|Resume\b.*)$/ })
    .first()
    .click();
  await expect(player(page)).toBeVisible();
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]');
    return video !== null && !video.paused && video.currentTime > 0.5;
  });
}

test('the stream found by Watch downloads ahead of the player, which takes its first files from the cache', async ({
  page,
}) => {
  const requests = recordStreamRequests(page);
  await watchUntilPlaying(page);

  const warmed = requests.filter(({ by }) => by === 'fetch').map(({ file }) => file);
  expect(warmed).toHaveLength(5);
  const [master, level, init, segment, second] = warmed;
  expect(master).toBe('master.m3u8');
  expect(level).toMatch(/^\d+p\/index\.m3u8$/);
  const levelDir = level!.split('/')[0];
  expect(init).toBe(`${levelDir}/init.mp4`);
  expect(segment).toBe(`${levelDir}/segment-000.m4s`);
  // The demo's segments last 2 s: the second one too, asked for once the first had arrived.
  expect(second).toBe(`${levelDir}/segment-001.m4s`);
  // The player read both playlists from the search's answer, asking the network for neither; the media files
  // were asked for before the player asked for them: its requests moved no bytes.
  const transfers = await playerTransfers(page);
  for (const file of [master, level]) {
    expect(
      requests.filter((request) => request.file === file && request.by === 'xhr'),
      file,
    ).toEqual([]);
  }
  for (const file of [init, segment, second]) {
    expect(transfers.find((entry) => entry.file === file)?.bytes, `${file} from the cache`).toBe(0);
  }
  // The segment after those was not warmed: it came over the network (the check above can fail).
  await expect
    .poll(async () =>
      (await playerTransfers(page)).find(({ file }) => file === `${levelDir}/segment-002.m4s`),
    )
    .toEqual(expect.objectContaining({ bytes: expect.any(Number) }));
  const next = (await playerTransfers(page)).find(({ file }) => file === `${levelDir}/segment-002.m4s`);
  expect(next?.bytes).toBeGreaterThan(0);
});

test("the search's answer carries the playlists, so the worker asks for all four files at once", async ({
  page,
}) => {
  const requests = recordStreamRequests(page);
  // The master playlist's answer is held until the worker has asked for the three files that follow it: they
  // can only be asked for first because the search's answer gave the playlists' text.
  const threeMore = expect
    .poll(() => requests.filter(({ by }) => by === 'fetch').length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(4);
  await watchUntilPlaying(page, threeMore);
  await threeMore;
  expect(requests.filter(({ by }) => by === 'fetch').map(({ file }) => file)).toEqual([
    'master.m3u8',
    expect.stringMatching(/^\d+p\/index\.m3u8$/),
    expect.stringMatching(/^\d+p\/init\.mp4$/),
    expect.stringMatching(/^\d+p\/segment-000\.m4s$/),
    // Asked for once the first segment arrived, which it may before the master playlist is let through.
    expect.stringMatching(/^\d+p\/segment-001\.m4s$/),
  ]);
});

test("on a slow connection the warm-up and the player start on a level the connection's estimate carries", async ({
  page,
}) => {
  // 150 kbps once the page and the player's code are in: the browser's estimate (Network Information's
  // downlink) follows the emulated network. 70 % of it carries only the 360p level (100 kbps) of the demo
  // stream, where this screen would start on 1080p.
  const slowNetwork = async () => {
    // The page fetches the player's code once idle (the files its meta tag lists): only then slow the network.
    await page.waitForFunction(() => {
      const listed = document.querySelector<HTMLMetaElement>('meta[name="marquee-later-code"]');
      const arrived = new Set(
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
          .map((entry) => new URL(entry.name).pathname),
      );
      return (listed?.content.split(/\s+/).filter(Boolean) ?? []).every((file) => arrived.has(file));
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (150 * 1000) / 8,
      uploadThroughput: (750 * 1000) / 8,
    });
    await expect
      .poll(() =>
        page.evaluate(() => (navigator as { connection?: { downlink?: number } }).connection?.downlink),
      )
      .toBe(0.15);
  };
  const requests = recordStreamRequests(page);
  await watchUntilPlaying(page, undefined, slowNetwork);
  expect(requests.find(({ by, file }) => by === 'fetch' && file.endsWith('index.m3u8'))?.file).toBe(
    '360p/index.m3u8',
  );
  expect(requests.find(({ by, file }) => by === 'xhr' && file.includes('/segment-'))?.file).toBe(
    '360p/segment-000.m4s',
  );
  expect(await video(page).evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(360);
});

test('a resumed title warms the segment it resumes in, the first the player asks for', async ({ page }) => {
  await seedPartWatchedMovie(page);
  const requests = recordStreamRequests(page);
  await watchUntilPlaying(page);

  const warmedSegment = requests.find(({ by, file }) => by === 'fetch' && file.includes('/segment-'))?.file;
  const firstPlayed = requests.find(({ by, file }) => by === 'xhr' && file.includes('/segment-'))?.file;
  expect(warmedSegment).toBeDefined();
  expect(warmedSegment).not.toMatch(/segment-000/);
  expect(firstPlayed).toBe(warmedSegment);
});

test('seek thumbnails wait for the picture: none of their downloads starts before it plays', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener(
      'playing',
      (event) => {
        const target = window as { firstPlayingAt?: number };
        target.firstPlayingAt ??= event.timeStamp;
      },
      true,
    );
  });
  // Previews on, and the picture started at 720p, so the thumbnails' own 360p level is told apart.
  await storeSettings(page, { preview: true, quality: '720p' });
  await watchUntilPlaying(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/sources/demo/360p/')).length,
      ),
    )
    .toBeGreaterThan(0);
  const early = await page.evaluate(() => {
    const playingAt = (window as { firstPlayingAt?: number }).firstPlayingAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/sources/demo/360p/') && entry.startTime < playingAt)
      .map((entry) => entry.name);
  });
  expect(early).toEqual([]);
});

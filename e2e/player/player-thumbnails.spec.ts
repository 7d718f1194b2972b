import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { answerSourceSearch, demoFile, fileStream } from './file-streams.ts';
import { MOVIE_PAGE, openPlayer, player } from './player-helpers.ts';

// Seek-bar thumbnails: 160x90 JPEG frames every 10 s for a video under 300 s (the demo is
// 30 s: 0, 10 and 20 s), shown by media-chrome from a thumbnails track; the default icon where a frame
// cannot be had in time. Desktop only: nothing differs by width.
test.skip(({ isMobile }) => isMobile, 'the player behaves the same at every width');
test.describe.configure({ timeout: 60_000 });

interface TSprite {
  cues: string[];
  width: number;
  height: number;
  /** The colour at the centre and at the top-left corner of each frame. */
  frames: { centre: number[]; corner: number[] }[];
}

/** Reads the thumbnails track once the player has made it: its cues and its sprite's size and pixels. */
async function readSprite(page: Page): Promise<TSprite> {
  const track = page.getByTestId('player-video').locator('track[label="thumbnails"]');
  await expect(track).toHaveCount(1, { timeout: 30_000 });
  // The page's content policy keeps fetch off blob: URLs; the track's cues and an image read them instead.
  await expect
    .poll(() => track.evaluate((element: HTMLTrackElement) => element.track.cues?.length ?? 0))
    .toBeGreaterThan(0);
  return track.evaluate(async (element: HTMLTrackElement) => {
    const list = element.track.cues;
    const cues = Array.from({ length: list?.length ?? 0 }, (_, index) => list![index] as VTTCue);
    const time = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 23);
    const texts = cues.map((cue) => `${time(cue.startTime)} --> ${time(cue.endTime)}\n${cue.text}`);
    const image = new Image();
    image.src = /^(blob:[^#\s]+)#/.exec(cues[0]?.text ?? '')?.[1] ?? '';
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixel = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    const frames = [0, 1, 2].map((index) => ({
      centre: pixel(index * 160 + 80, 45),
      corner: pixel(index * 160 + 4, 4),
    }));
    return { cues: texts, width: image.naturalWidth, height: image.naturalHeight, frames };
  });
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) <= 16);
// The default icon: a light play mark on a dark tile.
const ICON = [161, 161, 170];
const TILE = [39, 39, 42];

test('thumbnails: 160x90 frames every 10 s in one sprite that the seek bar previews', async ({ page }) => {
  await openPlayer(page, MOVIE_PAGE);
  const sprite = await readSprite(page);
  expect(sprite.cues).toHaveLength(3);
  expect(sprite.cues[0]).toMatch(/^00:00:00\.000 --> 00:00:10\.000\nblob:\S+#xywh=0,0,160,90$/);
  expect(sprite.cues[1]).toMatch(/^00:00:10\.000 --> 00:00:20\.000\nblob:\S+#xywh=160,0,160,90$/);
  expect(sprite.cues[2]).toMatch(/^00:00:20\.000 --> 00:00:30\.\d{3}\nblob:\S+#xywh=320,0,160,90$/);
  expect(sprite).toMatchObject({ width: 480, height: 90 });
  // Real frames, not the default icon.
  expect(sprite.frames.some((frame) => !near(frame.centre, ICON) || !near(frame.corner, TILE))).toBe(true);
  // Hovering the seek bar previews the frame of that moment.
  await player(page).hover();
  const range = page.locator('media-time-range');
  const box = (await range.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  await expect(page.locator('media-controller')).toHaveAttribute('mediapreviewimage', /^blob:/);
  await expect(page.locator('media-controller')).toHaveAttribute('mediapreviewcoords', '160 0 160 90');
});

test('thumbnails: a frame that cannot load in time is the default icon', async ({ page }) => {
  // The thumbnails are read from the smallest rendition (360p): its segments never come.
  await page.route('**/api/sources/demo/360p/*.m4s', () => undefined);
  await openPlayer(page, MOVIE_PAGE);
  const sprite = await readSprite(page);
  expect(sprite.cues).toHaveLength(3);
  for (const frame of sprite.frames) {
    expect(near(frame.centre, ICON), `centre ${frame.centre.join(',')}`).toBe(true);
    expect(near(frame.corner, TILE), `corner ${frame.corner.join(',')}`).toBe(true);
  }
});

test('thumbnails: a library file shows the sprite the server made, asked for again until it is ready', async ({
  page,
}) => {
  const file = 'Films/Film.mp4';
  const version = '0123456789abcdef';
  const query = new URLSearchParams({ file, v: version }).toString();
  const sprite = await sharp({
    create: { width: 480, height: 90, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await answerSourceSearch(page, [
    {
      ...fileStream('Library: Film', {}),
      qualities: { '720': { url: '/api/sources/library/Films/Film.mp4', type: 'mp4' } },
    },
  ]);
  await page.route('**/api/sources/library/Films/Film.mp4', (route) =>
    route.fulfill({ status: 200, contentType: 'video/mp4', body: demoFile('720p') }),
  );
  const asked: string[] = [];
  await page.route('**/api/sources/library-thumbnails?*', (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('file')!);
    const answer =
      asked.length === 1
        ? { status: 'making', retryAfterS: 1 }
        : { status: 'ready', track: `/api/sources/library-thumbnails/track.vtt?${query}` };
    return route.fulfill({ json: answer });
  });
  const cue = (from: string, to: string, x: number) =>
    `${from} --> ${to}\n/api/sources/library-thumbnails/sprite.jpg?${query}#xywh=${x},0,160,90`;
  await page.route('**/api/sources/library-thumbnails/track.vtt?*', (route) =>
    route.fulfill({
      contentType: 'text/vtt',
      body: `WEBVTT\n\n${cue('00:00:00.000', '00:00:10.000', 0)}\n\n${cue('00:00:10.000', '00:00:20.000', 160)}\n\n${cue('00:00:20.000', '00:00:30.000', 320)}\n`,
    }),
  );
  await page.route('**/api/sources/library-thumbnails/sprite.jpg?*', (route) =>
    route.fulfill({ contentType: 'image/jpeg', body: sprite }),
  );

  await openPlayer(page, MOVIE_PAGE);
  const track = page.getByTestId('player-video').locator('track[label="thumbnails"]');
  await expect(track).toHaveAttribute('src', `/api/sources/library-thumbnails/track.vtt?${query}`, {
    timeout: 30_000,
  });
  expect(asked).toEqual([file, file]);
  await player(page).hover();
  const range = page.locator('media-time-range');
  const box = (await range.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  await expect(page.locator('media-controller')).toHaveAttribute(
    'mediapreviewimage',
    /\/api\/sources\/library-thumbnails\/sprite\.jpg\?file=Films%2FFilm\.mp4&v=0123456789abcdef#xywh=\d+,0,160,90$/,
  );
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Downloads (issue #9): the panel after a Download search, and the HLS download page saving the demo stream.

const DEMO = path.resolve(import.meta.dirname, '../../apps/server/public/demo');

/** The bytes one rendition of the demo stream is made of: its init section and every segment. */
function renditionSize(folder: string): number {
  const playlist = fs.readFileSync(path.join(DEMO, folder, 'index.m3u8'), 'utf8');
  const files = ['init.mp4', ...playlist.split('\n').filter((line) => line.endsWith('.m4s'))];
  return files.reduce((sum, file) => sum + fs.statSync(path.join(DEMO, folder, file)).size, 0);
}

test("a movie's Download opens the panel listing the demo stream's qualities and its captions", async ({
  page,
}) => {
  await page.goto('/movies/832');
  await page.getByRole('button', { name: 'Download' }).click();
  const panel = page.getByRole('dialog', { name: 'Download M' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  const links = panel.getByRole('link');
  await expect(panel.getByRole('link', { name: '1080p' })).toHaveAttribute(
    'href',
    /^\/download\?data=[\w-]+$/,
  );
  await expect(panel.getByRole('link', { name: '720p' })).toBeVisible();
  await expect(panel.getByRole('link', { name: '360p' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/api/sources/demo/captions/en.vtt?download=M%20(1931).en.vtt',
  );
  expect(await links.count()).toBe(5);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('a file stream lists each quality as a direct download saved under a clean name', async ({ page }) => {
  // A file stream whose qualities are files the server really serves, so the saved name comes from its header.
  await page.route('**/api/sources/search', (route) =>
    route.fulfill({
      contentType: 'text/event-stream',
      body: `event: found\ndata: ${JSON.stringify({
        provider: 'library',
        name: 'Library',
        streams: [
          {
            id: 'file',
            name: 'Library: M',
            provider: 'library',
            type: 'file',
            qualities: {
              '720': { url: '/api/sources/demo/720p/init.mp4', type: 'mp4' },
              '1080': { url: '/api/sources/demo/1080p/init.mp4', type: 'mp4' },
            },
            captions: [],
          },
        ],
      })}\n\n`,
    }),
  );
  await page.goto('/movies/832');
  await page.getByRole('button', { name: 'Download' }).click();
  const panel = page.getByRole('dialog', { name: 'Download M' });
  await expect(panel.getByRole('link')).toHaveText(['1080pmp4', '720pmp4'], { timeout: 15_000 });
  const saved = page.waitForEvent('download');
  await panel.getByRole('link', { name: /1080p/ }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('M (1931) 1080p.mp4');
  const file = await download.path();
  expect(fs.statSync(file).size).toBe(fs.statSync(path.join(DEMO, '1080p/init.mp4')).size);
});

test('the download page saves an HLS rendition as one file with a progress bar', async ({ page }) => {
  await page.goto('/movies/832');
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('dialog', { name: 'Download M' }).getByRole('link', { name: '720p' }).click();
  await expect(page).toHaveURL(/\/download\?data=/);
  await expect(page.getByRole('heading', { name: 'M (1931) 720p' })).toBeVisible();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Start download' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('M (1931) 720p.mp4');
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.length).toBe(renditionSize('720p'));
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('download-count')).toContainText(/^(\d+) of \1 segments/);
  await expect(page.getByText('Saved as M (1931) 720p.mp4.')).toBeVisible();
});

test('an MPEG-TS stream is saved as one .ts file starting with the sync byte, after a failed segment is retried', async ({
  page,
  request,
}) => {
  const segment = (index: number) => Buffer.concat([Buffer.from([0x47, index]), Buffer.alloc(186, index)]);
  let failures = 2; // both tries of the second segment fail once; Retry then fetches it
  await page.route('**/api/sources/demo/ts-test/**', (route) => {
    const url = route.request().url();
    if (url.endsWith('index.m3u8')) {
      return route.fulfill({
        contentType: 'application/vnd.apple.mpegurl',
        body: '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\ns0.ts\n#EXTINF:2,\ns1.ts\n#EXTINF:2,\ns2.ts\n#EXT-X-ENDLIST\n',
      });
    }
    const index = Number(/s(\d)\.ts$/.exec(url)?.[1]);
    if (index === 1 && failures > 0) {
      failures -= 1;
      return route.fulfill({ status: 503, body: 'busy' });
    }
    return route.fulfill({ contentType: 'video/mp2t', body: segment(index) });
  });
  const link = await request.post('/api/downloads/links', {
    data: { url: '/api/sources/demo/ts-test/index.m3u8', name: 'TS test' },
  });
  const { data } = (await link.json()) as { data: string };
  await page.goto(`/download?data=${data}`);
  await page.getByRole('button', { name: 'Start download' }).click();
  await expect(page.getByRole('alert')).toHaveText('A segment could not be downloaded (error 503).');
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Retry' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('TS test.ts');
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.length).toBe(3 * 188);
  expect(bytes[0]).toBe(0x47);
  expect(bytes[188]).toBe(0x47);
  expect(bytes[189]).toBe(1);
});

test('an expired link and a changed link say so', async ({ page, request }) => {
  const link = await request.post('/api/downloads/links', {
    data: { url: '/api/sources/demo/720p/index.m3u8', name: 'M (1931) 720p' },
  });
  const { data } = (await link.json()) as { data: string };
  const fields = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Record<string, unknown>;
  const changed = Buffer.from(JSON.stringify({ ...fields, name: 'Something else' })).toString('base64url');
  await page.goto(`/download?data=${changed}`);
  await expect(page.getByRole('alert')).toHaveText('This download link is damaged or has been changed.');
  await page.goto('/download?data=not-a-link');
  await expect(page.getByRole('alert')).toHaveText('This download link is damaged or has been changed.');

  await page.clock.install({ time: Date.now() + 25 * 60 * 60 * 1000 });
  await page.goto(`/download?data=${data}`);
  await expect(page.getByRole('alert')).toHaveText('This download link has expired.');
  await expect(page.getByRole('button', { name: 'Start download' })).toHaveCount(0);
});

test("the episode page's Download toggle opens the panel instead of the player, and Play Episode opens it again", async ({
  page,
}) => {
  await page.goto('/series/1396-breaking-bad/1/3');
  const controls = page.getByTestId('episode-play-controls');
  await expect(controls.getByRole('button').first()).toHaveText('Play Episode', { timeout: 15_000 });
  await controls.getByRole('button', { name: 'Download' }).click();
  const panel = page.getByRole('dialog', { name: 'Download Breaking Bad' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Season 1, episode 3/)).toBeVisible();
  await expect(panel.getByRole('link', { name: '720p' })).toHaveAttribute('href', /^\/download\?data=/);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await controls.getByRole('button', { name: 'Play Episode' }).click();
  await expect(panel).toBeVisible();
});

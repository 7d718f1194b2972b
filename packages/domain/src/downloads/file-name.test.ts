import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  cleanFileName,
  downloadFileName,
  FALLBACK_FILE_NAME,
  FILE_NAME_MAX_LENGTH,
  isCleanFileName,
} from './file-name.ts';

describe('clean file names', () => {
  it('leaves an ordinary name as it is', () => {
    expect(cleanFileName('Inception (2010) 1080p.mp4')).toBe('Inception (2010) 1080p.mp4');
    expect(cleanFileName('Amélie (2001) 720p.mp4')).toBe('Amélie (2001) 720p.mp4');
  });
  it('strips path separators, so a name cannot climb out of the downloads folder', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('etc passwd');
    expect(cleanFileName('C:\\Windows\\system.ini')).toBe('C Windows system.ini');
  });
  it('removes the characters Windows reserves: < > : " | ? *', () => {
    expect(cleanFileName('Mission: Impossible? <Fallout> "Cut" | *')).toBe('Mission Impossible Fallout Cut');
  });
  it('removes control and invisible format characters (a right-to-left override could fake an extension)', () => {
    expect(cleanFileName('bad\u0000name\u0007\u009f.mp4')).toBe('badname.mp4');
    expect(cleanFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(cleanFileName('tab\tand\nnew line')).toBe('tab and new line');
  });
  it('trims spaces and dots at either end and makes runs of spaces one', () => {
    expect(cleanFileName('  .hidden   name .  ')).toBe('hidden name');
  });
  it('puts an underscore before a Windows device name', () => {
    expect(cleanFileName('CON')).toBe('_CON');
    expect(cleanFileName('nul.mp4')).toBe('_nul.mp4');
    expect(cleanFileName('Console.mp4')).toBe('Console.mp4');
  });
  it(`cuts a long name to ${FILE_NAME_MAX_LENGTH} characters, keeping its extension and whole characters`, () => {
    const long = cleanFileName(`${'a'.repeat(200)}.mp4`);
    expect(long).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(long.endsWith('a.mp4')).toBe(true);
    const emoji = cleanFileName('😀'.repeat(200));
    expect(Array.from(emoji)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(/\p{Cs}/u.test(emoji)).toBe(false);
  });
  it('falls back to a name when nothing usable is left', () => {
    expect(cleanFileName('')).toBe(FALLBACK_FILE_NAME);
    expect(cleanFileName(' /\\:*?. ')).toBe(FALLBACK_FILE_NAME);
    expect(cleanFileName('\u0000', 'film')).toBe('film');
  });
  it('tells a clean name from one that would change', () => {
    expect(isCleanFileName('M (1931) 1080p.mp4')).toBe(true);
    expect(isCleanFileName('')).toBe(false);
    expect(isCleanFileName('a/b.mp4')).toBe(false);
    expect(isCleanFileName(' padded.mp4')).toBe(false);
    expect(isCleanFileName('x'.repeat(FILE_NAME_MAX_LENGTH + 1))).toBe(false);
  });
});

describe('ASCII fallback names', () => {
  it('drops accents and replaces other characters with an underscore', () => {
    expect(asciiFileName('Amélie (2001).mp4')).toBe('Amelie (2001).mp4');
    expect(asciiFileName('千と千尋の神隠し.mp4')).toBe('________.mp4');
  });
});

describe('download file names', () => {
  it('names a movie by title, year and quality', () => {
    expect(downloadFileName({ title: 'Inception', year: 2010, quality: '1080p', extension: 'mp4' })).toBe(
      'Inception (2010) 1080p.mp4',
    );
  });
  it('names an episode with its season and episode numbers', () => {
    expect(
      downloadFileName({ title: 'Breaking Bad', year: 2008, season: 1, episode: 3, quality: '720p' }),
    ).toBe('Breaking Bad (2008) S01E03 720p');
  });
  it('cleans what the title brings, and names an empty title', () => {
    expect(downloadFileName({ title: 'AC/DC: Live', extension: 'mp4' })).toBe('AC DC Live.mp4');
    expect(downloadFileName({ title: '  ', extension: 'mp4' })).toBe('download.mp4');
  });
});

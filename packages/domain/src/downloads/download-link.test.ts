import { describe, expect, it } from 'vitest';
import {
  decodeDownloadLink,
  DOWNLOAD_LINK_LIFETIME_MS,
  downloadLinkExpiry,
  downloadLinkSignedText,
  downloadLinkState,
  encodeDownloadLink,
  isDownloadableUrl,
  type TDownloadLink,
} from './download-link.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const link: TDownloadLink = {
  url: '/api/sources/demo/720p/index.m3u8',
  name: 'Amélie (2001) 720p',
  expires: downloadLinkExpiry(NOW),
  sig: 'a'.repeat(43),
};
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('download link payload', () => {
  it('expires 24 hours after it is made', () => {
    expect(DOWNLOAD_LINK_LIFETIME_MS).toBe(86_400_000);
    expect(downloadLinkExpiry(NOW) - NOW).toBe(86_400_000);
  });
  it('is base64url JSON of url, name, expires and sig, and decodes back (non-ASCII names too)', () => {
    const data = encodeDownloadLink(link);
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))).toEqual(link);
    expect(decodeDownloadLink(data)).toEqual(link);
  });
  it('refuses what is not base64url JSON of a link', () => {
    for (const data of ['', 'not base64!', '%%%', 'a', base64url('text'), base64url([1]), '////']) {
      expect(decodeDownloadLink(data)).toBeUndefined();
    }
    expect(decodeDownloadLink(Buffer.from('{"url":').toString('base64url'))).toBeUndefined();
    expect(decodeDownloadLink(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'))).toBeUndefined();
    expect(decodeDownloadLink('A'.repeat(7000))).toBeUndefined();
  });
  it('refuses a link with a missing or extra field, or a field of the wrong kind', () => {
    const { sig: _sig, ...unsigned } = link;
    expect(decodeDownloadLink(base64url(unsigned))).toBeUndefined();
    expect(decodeDownloadLink(base64url({ ...link, extra: 1 }))).toBeUndefined();
    expect(decodeDownloadLink(base64url({ ...link, expires: String(link.expires) }))).toBeUndefined();
    expect(decodeDownloadLink(base64url({ ...link, expires: 1.5 }))).toBeUndefined();
    expect(decodeDownloadLink(base64url({ ...link, sig: 'short' }))).toBeUndefined();
    expect(decodeDownloadLink(base64url({ ...link, name: '../evil' }))).toBeUndefined();
    expect(decodeDownloadLink(base64url({ ...link, url: 'javascript:alert(1)' }))).toBeUndefined();
  });
  it('accepts site paths and http(s) URLs without credentials as playlist addresses', () => {
    expect(isDownloadableUrl('/api/sources/demo/master.m3u8')).toBe(true);
    expect(isDownloadableUrl('https://cdn.example.org/film/index.m3u8?t=1')).toBe(true);
    expect(isDownloadableUrl('//evil.example/x.m3u8')).toBe(false);
    expect(isDownloadableUrl('https://user:pw@example.org/x.m3u8')).toBe(false);
    expect(isDownloadableUrl('data:text/plain,#EXTM3U')).toBe(false);
    expect(isDownloadableUrl('/a b.m3u8')).toBe(false);
    expect(isDownloadableUrl(`/${'a'.repeat(2000)}`)).toBe(false);
  });
  it('signs url, name and expires in a fixed order', () => {
    expect(downloadLinkSignedText(link)).toBe(JSON.stringify([link.url, link.name, link.expires]));
  });
  it('works until it expires, and a link that claims to last longer than 24 hours is damaged', () => {
    expect(downloadLinkState(link, NOW)).toBe('valid');
    expect(downloadLinkState(link, link.expires - 1)).toBe('valid');
    expect(downloadLinkState(link, link.expires)).toBe('expired');
    expect(downloadLinkState({ ...link, expires: NOW + 2 * DOWNLOAD_LINK_LIFETIME_MS }, NOW)).toBe('damaged');
  });
});

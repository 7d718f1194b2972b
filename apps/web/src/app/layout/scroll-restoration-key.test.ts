import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createScrollRestorationKey } from './scroll-restoration-key.ts';

const at = (path: string, key: string): Location => {
  const url = new URL(path, 'http://marquee.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key };
};

describe('scroll restoration key', () => {
  it("keeps React Router's key of the entries it pushed", () => {
    expect(createScrollRestorationKey('entry-1')(at('/tos', 'k3y'), [])).toBe('k3y');
    expect(createScrollRestorationKey(undefined)(at('/tos', 'k3y'), [])).toBe('k3y');
  });

  it("keys a page load's first entry by the browser's entry key, so two page loads never share a position", () => {
    const firstLoad = createScrollRestorationKey('entry-1');
    const secondLoad = createScrollRestorationKey('entry-2');
    expect(firstLoad(at('/tos', 'default'), [])).not.toBe(secondLoad(at('/tos', 'default'), []));
    expect(firstLoad(at('/tos', 'default'), [])).toBe(firstLoad(at('/tos', 'default'), []));
    // location.replace keeps the browser's entry key for the next page.
    expect(firstLoad(at('/tos', 'default'), [])).not.toBe(firstLoad(at('/dmca', 'default'), []));
  });

  it('without the Navigation API, keys the first entry by its address', () => {
    const key = createScrollRestorationKey(undefined);
    expect(key(at('/tos', 'default'), [])).toBe('/tos');
    expect(key(at('/search?query=star', 'default'), [])).toBe('/search?query=star');
    expect(key(at('/dmca', 'default'), [])).not.toBe(key(at('/tos', 'default'), []));
  });
});

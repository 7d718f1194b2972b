import { describe, expect, it } from 'vitest';
import { PAGES } from './pages.ts';
import { isWebAppPath, matchPathPattern, WEB_PATH_PATTERNS } from './web-paths.ts';

describe('the web app paths', () => {
  it('match as the router does: named segments, any case, a trailing slash ignored', () => {
    expect(matchPathPattern('/movies/:movieId', '/movies/550-fight-club')).toEqual({
      movieId: '550-fight-club',
    });
    expect(matchPathPattern('/movies/:movieId', '/Movies/550/')).toEqual({ movieId: '550' });
    expect(matchPathPattern('/', '/')).toEqual({});
    expect(matchPathPattern('/movies/:movieId', '/movies')).toBeUndefined();
    expect(matchPathPattern('/movies/:movieId', '/movies/550/cast')).toBeUndefined();
    expect(matchPathPattern('/movies/:movieId', '/movies/%E0%A4%A')).toBeUndefined();
  });

  it('tell pages from unknown addresses', () => {
    for (const path of ['/', '/forgot-password', '/reset-password', '/series/1396/1/2', '/4k', '/terms']) {
      expect(isWebAppPath(path), path).toBe(true);
    }
    for (const path of ['/no/such/page', '/moviess', '/series/1396/1', '/account/extra']) {
      expect(isWebAppPath(path), path).toBe(false);
    }
  });

  it('hold every page the server prepares', () => {
    for (const page of PAGES) expect(WEB_PATH_PATTERNS).toContain(page.pattern);
  });
});

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shuffle.ts';
import {
  AD_PRICES,
  chooseAd,
  eligibleAds,
  isAdRunning,
  parseDismissedAds,
  recordAdDismissal,
  type TAd,
} from './ads.ts';

const ad = (id: string, extra: Partial<TAd> = {}): TAd => ({
  id,
  gifUrl: `/site/ads/${id}.gif`,
  link: '/',
  ...extra,
});
const TODAY = '2026-06-15';

describe('which ads run today', () => {
  it('keeps ads whose date range covers today, both ends included', () => {
    expect(isAdRunning({ startDate: '2026-06-15', endDate: '2026-06-15' }, TODAY)).toBe(true);
    expect(isAdRunning({ startDate: '2026-06-16' }, TODAY)).toBe(false);
    expect(isAdRunning({ endDate: '2026-06-14' }, TODAY)).toBe(false);
    expect(isAdRunning({}, TODAY)).toBe(true);
  });
  it('leaves out an ad dismissed today, and only today', () => {
    const ads = [ad('a'), ad('b')];
    expect(eligibleAds(ads, TODAY, { a: TODAY }).map((x) => x.id)).toEqual(['b']);
    expect(eligibleAds(ads, '2026-06-16', { a: TODAY }).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

describe('choosing an ad', () => {
  it('picks at random weighted by priority (1 by default)', () => {
    const ads = [ad('one'), ad('three', { priority: 3 }), ad('six', { priority: 6 })];
    const random = seededRandom(20260615);
    const counts: Record<string, number> = { one: 0, three: 0, six: 0 };
    const draws = 30_000;
    for (let i = 0; i < draws; i++) {
      const chosen = chooseAd(ads, { today: TODAY, dismissed: {}, random });
      counts[chosen!.id]! += 1;
    }
    // Expected shares 1/10, 3/10, 6/10; a 1.5 point tolerance is over five standard deviations here.
    expect(Math.abs(counts.one! / draws - 0.1)).toBeLessThan(0.015);
    expect(Math.abs(counts.three! / draws - 0.3)).toBeLessThan(0.015);
    expect(Math.abs(counts.six! / draws - 0.6)).toBeLessThan(0.015);
  });
  it('maps the random number onto the weights in order', () => {
    const ads = [ad('a', { priority: 1 }), ad('b', { priority: 3 })];
    const at = (value: number) => chooseAd(ads, { today: TODAY, dismissed: {}, random: () => value })?.id;
    expect(at(0)).toBe('a');
    expect(at(0.2499)).toBe('a');
    expect(at(0.25)).toBe('b');
    expect(at(0.9999)).toBe('b');
  });
  it('never picks an ad that is not running or was dismissed today', () => {
    const ads = [
      ad('gone', { endDate: '2026-06-14', priority: 100 }),
      ad('closed', { priority: 100 }),
      ad('left'),
    ];
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      expect(chooseAd(ads, { today: TODAY, dismissed: { closed: TODAY }, random })?.id).toBe('left');
    }
  });
  it('gives nothing when no ad is eligible or all weigh 0', () => {
    const random = seededRandom(1);
    expect(chooseAd([], { today: TODAY, dismissed: {}, random })).toBeUndefined();
    expect(chooseAd([ad('zero', { priority: 0 })], { today: TODAY, dismissed: {}, random })).toBeUndefined();
  });
  it('gives a specific ad by id, while it runs and is not dismissed', () => {
    const ads = [ad('a', { priority: 100 }), ad('b')];
    const options = { today: TODAY, dismissed: {}, random: () => 0 };
    expect(chooseAd(ads, { ...options, id: 'b' })?.id).toBe('b');
    expect(chooseAd(ads, { ...options, id: 'missing' })).toBeUndefined();
    expect(chooseAd(ads, { ...options, dismissed: { b: TODAY }, id: 'b' })).toBeUndefined();
  });
});

describe('the dismissed map (dismissedAds)', () => {
  it('records today and forgets earlier days', () => {
    expect(recordAdDismissal({ old: '2026-06-14', same: TODAY }, 'new', TODAY)).toEqual({
      same: TODAY,
      new: TODAY,
    });
  });
  it('reads only id-to-day entries from storage', () => {
    expect(parseDismissedAds({ a: TODAY, b: 3 })).toEqual({ a: TODAY });
    expect(parseDismissedAds(['a'])).toEqual({});
    expect(parseDismissedAds(null)).toEqual({});
  });
});

describe('prices', () => {
  it('offers the in-player companion only as the special spot, at 80', () => {
    expect(Object.values(AD_PRICES.companion).filter((price) => price !== null)).toEqual([80]);
    expect(AD_PRICES.banner.movie).toBe(70);
    expect(AD_PRICES['in-list'].special).toBe(75);
    expect(AD_PRICES.square.footer).toBe(25);
  });
});

import type { TSegmentAction, TSegmentKind } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { segmentSkipOf } from './segment-skip.ts';
import type { TSegmentPlan } from './use-segments.ts';

const intro = { kind: 'intro' as const, start: 4, end: 10, duration: 30, source: 'import' as const };
const credits = { kind: 'credits' as const, start: 24, end: 30, duration: 30, source: 'import' as const };
const clock = (time: number) => ({ time, duration: 30, isPlaying: true, isEnded: false, hasStarted: true });
const plan = (
  active: TSegmentPlan['active'],
  action: TSegmentAction = 'button',
  isFallbackIntro = false,
): TSegmentPlan => ({
  segments: active ? [active] : [],
  active,
  actionOf: (_kind: TSegmentKind) => action,
  creditsStart: undefined,
  isFallbackIntro,
});

describe('the skip button', () => {
  it('names the playing segment and jumps to its end, when its kind is set to a button', () => {
    expect(segmentSkipOf(plan(intro), clock(5), true)).toEqual({ label: 'Skip Intro', target: 10 });
    expect(segmentSkipOf(plan(intro, 'auto'), clock(5), true)).toBeUndefined();
    expect(segmentSkipOf(plan(intro, 'off'), clock(5), true)).toBeUndefined();
  });

  it("leaves an episode's credits to Next Episode, and offers Skip Credits in a movie", () => {
    expect(segmentSkipOf(plan(credits), clock(25), true)).toBeUndefined();
    expect(segmentSkipOf(plan(credits), clock(25), false)).toEqual({ label: 'Skip Credits', target: 30 });
  });

  it('falls back on the 3% / 30 s Skip Intro only for an episode with no known opening', () => {
    const fallback = segmentSkipOf(plan(undefined, 'button', true), clock(0.5), true);
    expect(fallback?.label).toBe('Skip Intro');
    expect(fallback?.target).toBeCloseTo(0.9);
    expect(segmentSkipOf(plan(undefined, 'button', false), clock(0.5), true)).toBeUndefined();
    expect(segmentSkipOf(plan(undefined, 'button', true), clock(0.5), false)).toBeUndefined();
  });
});

import type { TPublishedSegmentOf, TSegmentAction, TSegmentKind } from '@marquee/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeVideo } from '../playback/fake-media.ts';
import type { TSegmentPlan } from './use-segments.ts';
import { useSegmentAutoSkip } from './use-segment-auto-skip.ts';

const segment = (kind: TSegmentKind, start: number, end: number, duration = 30): TPublishedSegmentOf => ({
  kind,
  start,
  end,
  duration,
  source: 'import',
});

const planAt = (active: TPublishedSegmentOf | undefined, action: TSegmentAction = 'auto'): TSegmentPlan => ({
  segments: active ? [active] : [],
  active,
  actionOf: () => action,
  creditsStart: undefined,
  isFallbackIntro: false,
});

function skipping(isEpisode = false) {
  const video = new FakeVideo();
  video.duration = 30;
  video.currentTime = 0;
  video.seeks.length = 0;
  const hook = renderHook(({ plan }) => useSegmentAutoSkip(video.element, plan, isEpisode), {
    initialProps: { plan: planAt(undefined) },
  });
  return { video, show: (plan: TSegmentPlan) => hook.rerender({ plan }) };
}

describe('useSegmentAutoSkip', () => {
  it('jumps to the end of an intro set to skip automatically, once', () => {
    const { video, show } = skipping();
    show(planAt(segment('intro', 1, 7)));
    expect(video.seeks).toEqual([7]);
    show(planAt(undefined));
    show(planAt(segment('intro', 1, 7)));
    expect(video.seeks).toEqual([7]);
  });

  it('leaves a segment set to a button or to nothing alone', () => {
    const { video, show } = skipping();
    show(planAt(segment('intro', 1, 7), 'button'));
    show(planAt(segment('recap', 8, 12), 'off'));
    expect(video.seeks).toEqual([]);
  });

  it("plays a movie's last moment at its credits, so the video ends by itself", () => {
    const { video, show } = skipping();
    video.playTo(24);
    show(planAt(segment('credits', 24, 30)));
    expect(video.seeks).toEqual([29.5]);
    expect(video.play).toHaveBeenCalledOnce();
  });

  it('skips a kind once even when the segments come back scaled to a length learnt later', () => {
    const { video, show } = skipping();
    video.playTo(24);
    show(planAt(segment('credits', 23.934, 30)));
    // The last segment arrived: the video is 30.08 s long, and the credits are asked for again at that length.
    video.duration = 30.083;
    video.playTo(25);
    show(planAt(segment('credits', 24, 30.083, 30.083)));
    expect(video.seeks).toEqual([29.5]);
  });

  it("leaves an episode's credits to the Up next card", () => {
    const { video, show } = skipping(true);
    show(planAt(segment('credits', 24, 30)));
    expect(video.seeks).toEqual([]);
    expect(video.play).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ENGINE_OPTIONS, FakeVideo } from './playback/fake-media.ts';
import type { TPlayerStream } from './types.ts';
import { useStreamPlayback } from './use-stream-playback.ts';

const FILES: TPlayerStream = {
  type: 'file',
  qualities: { '360': { url: '/f/360.mp4' }, '720': { url: '/f/720.mp4' } },
};

describe('useStreamPlayback', () => {
  it("shows the engine's qualities and errors, and Reload loads again from where it stopped", () => {
    const video = new FakeVideo();
    const { result, unmount } = renderHook(() => useStreamPlayback(video.element, FILES, ENGINE_OPTIONS));
    expect(result.current.qualities.map((option) => option.value)).toEqual(['360', '720']);
    expect(video.src).toBe('/f/720.mp4');

    act(() => result.current.setQuality('360'));
    expect(result.current.quality).toBe('360');

    act(() => video.fire('error'));
    expect(result.current.error).toEqual({ message: "The video couldn't be loaded." });
    video.playTo(33);
    act(() => result.current.reload());
    expect(result.current.error).toBeUndefined();
    expect(result.current.quality).toBe('720');
    video.playTo(0);
    video.fire('loadedmetadata');
    expect(video.seeks).toEqual([33]);

    unmount();
    expect(video.src).toBe('');
  });

  it('starts the stream in the commit that shows the video, before the browser paints it', () => {
    const video = new FakeVideo();
    let sourceAtLayout: string | undefined;
    renderHook(() => {
      const playback = useStreamPlayback(video.element, FILES, ENGINE_OPTIONS);
      // Runs after the hook's own layout effects and before any passive effect.
      useLayoutEffect(() => {
        sourceAtLayout ??= video.src;
      }, []);
      return playback;
    });
    expect(sourceAtLayout).toBe('/f/720.mp4');
  });

  it('shows what makes a stream unplayable without loading it', () => {
    const video = new FakeVideo();
    const stream: TPlayerStream = { type: 'file', qualities: { '720': { url: '' } } };
    const { result } = renderHook(() => useStreamPlayback(video.element, stream, ENGINE_OPTIONS));
    expect(result.current.error).toEqual({ message: 'No valid quality found' });
    expect(result.current.qualities).toEqual([]);
    expect(video.load).not.toHaveBeenCalled();
  });

  it('loads nothing while there is no stream yet, then the stream when it comes', () => {
    const video = new FakeVideo();
    const { result, rerender } = renderHook(
      ({ stream }: { stream: TPlayerStream | undefined }) =>
        useStreamPlayback(video.element, stream, ENGINE_OPTIONS),
      { initialProps: { stream: undefined as TPlayerStream | undefined } },
    );
    expect(result.current).toMatchObject({ qualities: [], error: undefined });
    expect(video.src).toBe('');
    rerender({ stream: FILES });
    expect(video.src).toBe('/f/720.mp4');
  });

  it('loads nothing until the video is there', () => {
    const { result } = renderHook(() => useStreamPlayback(null, FILES, ENGINE_OPTIONS));
    act(() => result.current.setQuality('360'));
    expect(result.current).toMatchObject({ qualities: [], quality: 'auto', error: undefined });
  });
});

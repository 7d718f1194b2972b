import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePlaybackClock } from './use-playback-clock.ts';

function videoElement(paused: boolean): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
  return video;
}

describe('usePlaybackClock hasStarted', () => {
  it('is false while loading and true from the first playing', () => {
    const video = videoElement(false);
    const { result } = renderHook(() => usePlaybackClock(video));
    act(() => {
      video.dispatchEvent(new Event('loadedmetadata'));
      video.dispatchEvent(new Event('canplay'));
    });
    // Playing is asked for (autoplay): ready to play is not started yet.
    expect(result.current.hasStarted).toBe(false);
    act(() => void video.dispatchEvent(new Event('playing')));
    expect(result.current.hasStarted).toBe(true);
    act(() => void video.dispatchEvent(new Event('pause')));
    expect(result.current.hasStarted).toBe(true);
  });

  it('is true once a paused video can play (no autoplay: the picture waits for the viewer)', () => {
    const video = videoElement(true);
    const { result } = renderHook(() => usePlaybackClock(video));
    expect(result.current.hasStarted).toBe(false);
    act(() => void video.dispatchEvent(new Event('canplay')));
    expect(result.current.hasStarted).toBe(true);
  });
});

describe('usePlaybackClock time', () => {
  it('moves to a position as soon as a seek to it starts, before its data has loaded', () => {
    const video = videoElement(true);
    let position = 30;
    Object.defineProperty(video, 'currentTime', { get: () => position, configurable: true });
    const { result } = renderHook(() => usePlaybackClock(video));
    expect(result.current.time).toBe(30);
    position = 12;
    act(() => void video.dispatchEvent(new Event('seeking')));
    expect(result.current.time).toBe(12);
  });
});

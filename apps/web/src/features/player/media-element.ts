// Changes to the media elements, in one place: React state holds the elements, and these are the only
// writes made to them (their source, position, rate and tracks).

/** Points the element at a file (or a native HLS playlist). */
export function setMediaSource(video: HTMLVideoElement, url: string): void {
  video.src = url;
}

/** Empties the element. */
export function clearMediaSource(video: HTMLVideoElement): void {
  video.removeAttribute('src');
  video.load();
}

/** Moves playback to `time` seconds. */
export function seekMedia(video: HTMLVideoElement, time: number): void {
  video.currentTime = time;
}

/** Sets the playback speed. */
export function setMediaRate(video: HTMLVideoElement, rate: number): void {
  video.playbackRate = rate;
}

/** Starts playback; a refusal (autoplay without a user gesture) leaves it paused with its play button. */
export function playMedia(video: HTMLVideoElement): void {
  video.play().catch(() => undefined);
}

/** Loads a text track's cues without the browser drawing them (our caption layer does). */
export function hideTrack(track: HTMLTrackElement): void {
  track.track.mode = 'hidden';
}

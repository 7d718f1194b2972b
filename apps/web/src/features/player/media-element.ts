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

/**
 * Ends the video as if it had played to the end: paused at its last moment. (Seeking to a segment's end instead
 * can stop short of the stream's own end, and a streamed video then waits there for data that never comes.)
 */
export function endMedia(video: HTMLVideoElement): void {
  video.pause();
  if (Number.isFinite(video.duration)) video.currentTime = video.duration;
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

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

/** How much of its end an ended-early video still plays: more than hls.js's fragment look-up tolerance (0.25 s). */
const LAST_MOMENT_SECONDS = 0.5;

/**
 * Ends the video as if it had played to the end, by playing its last moment: the video then stops at its end by
 * itself. Seeking to the end instead is not enough for a streamed video: the length known before its last segment
 * is in (the playlist's) can fall short of the media's, and a video paused there has not ended. (A segment's own
 * end can stop short of the stream's end too, and the video would wait there for data that never comes.)
 */
export function endMedia(video: HTMLVideoElement): void {
  if (!Number.isFinite(video.duration)) return;
  video.currentTime = Math.max(video.currentTime, video.duration - LAST_MOMENT_SECONDS);
  playMedia(video);
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

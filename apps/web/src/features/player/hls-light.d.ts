// hls.js ships no types for its light build (no alternate audio, subtitles or DRM: ours are WebVTT files).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}

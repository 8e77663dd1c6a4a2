// hls.js ships no types for its "light" build (same API, fewer features: no subtitles, alt audio or EME).
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}

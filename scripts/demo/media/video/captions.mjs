/** English caption cues per captioned clip: [startSeconds, endSeconds, text]. */
export const CAPTION_CUES = {
  'fractal-dive': [
    [0.5, 3.5, 'Welcome to Aurora Games TV.'],
    [4, 7, 'This demo stream was drawn entirely by code.'],
    [7.5, 10.5, 'We are diving into the Mandelbrot set…'],
    [11, 14, '…where every edge hides another edge.'],
    [14.5, 17.5, '[soft synth tone continues]'],
    [18, 21, 'Captions are on: this is the English track.'],
    [21.5, 23.8, 'Thanks for watching!'],
  ],
  'signal-check': [
    [0.5, 3.5, 'Signal check: one, two, three.'],
    [4, 7, 'Colour bars and a moving marker keep the picture alive.'],
    [7.5, 10.5, 'The timecode in the corner counts every frame.'],
    [11, 14, '[a quiet tone plays in both channels]'],
    [14.5, 17.5, 'If you can read this, captions work.'],
    [18, 21, 'Two renditions are available: 360p and 180p.'],
    [21.5, 23.8, 'Back to the programme in a moment.'],
  ],
};

function timestamp(seconds) {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  const pad = (value, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(millis, 3)}`;
}

/**
 * A WebVTT file. `mpegtsStart` (90 kHz ticks of the first video frame) goes into X-TIMESTAMP-MAP so HLS
 * players align the cues with the MPEG-TS segments; browsers ignore that header for a plain `<track>`.
 */
export function buildVtt(clipId, mpegtsStart) {
  const cues = CAPTION_CUES[clipId];
  if (!cues) throw new Error(`no captions for clip ${clipId}`);
  const lines = ['WEBVTT', `X-TIMESTAMP-MAP=MPEGTS:${mpegtsStart},LOCAL:00:00:00.000`, ''];
  cues.forEach(([start, end, text], index) => {
    lines.push(String(index + 1), `${timestamp(start)} --> ${timestamp(end)}`, text, '');
  });
  return lines.join('\n');
}

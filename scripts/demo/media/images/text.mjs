import sharp from 'sharp';

/** Pixel width of `text` in DejaVu Sans Bold (or Condensed Bold) at `size` px, measured by Pango. */
const widths = new Map();
export async function textWidth(text, size, condensed = false) {
  const font = `${condensed ? 'DejaVu Sans Condensed Bold' : 'DejaVu Sans Bold'} ${size}`;
  const key = `${font}|${text}`;
  if (!widths.has(key)) {
    const { width } = await sharp({ text: { text: escapeXml(text), font, dpi: 72 } }).metadata();
    widths.set(key, width ?? text.length * size * 0.62);
  }
  return widths.get(key);
}

/** Greedy word wrap against measured widths; returns the lines, or null when a word alone is too wide. */
async function wrap(text, size, maxWidth, condensed) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if ((await textWidth(candidate, size, condensed)) <= maxWidth) line = candidate;
    else if (!line) return null;
    else {
      lines.push(line);
      line = word;
      if ((await textWidth(line, size, condensed)) > maxWidth) return null;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size (stepping down from `max`) whose wrap fits in `maxLines` lines of `maxWidth`. */
export async function fitTitle(text, { maxWidth, maxLines = 3, max = 108, min = 52 }) {
  for (const condensed of [false, true]) {
    for (let size = max; size >= min; size -= 4) {
      const lines = await wrap(text, size, maxWidth, condensed);
      if (lines && lines.length <= maxLines) return { lines, size, condensed };
    }
  }
  return { lines: await wrap(text, min, Number.POSITIVE_INFINITY, true), size: min, condensed: true };
}

export function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

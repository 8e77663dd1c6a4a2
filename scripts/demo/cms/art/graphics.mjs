/**
 * Larger generated artwork: sport hero backgrounds, the home hero poster, the event logo, federation
 * emblems, partner logos and podcast covers. All SVG; the generator rasterises the photo-like ones to JPEG.
 */
import { pictogram } from './pictograms.mjs';

const FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"';
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const gradientDefs = (id, [dark, light], angle = 'x1="0" y1="1" x2="1" y2="0"') =>
  `<linearGradient id="${id}" ${angle}><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>`;

/** 1600×640 background behind a sport's (and its athletes') page header. */
export function sportCoverSvg(random, sport) {
  const tiles = Array.from({ length: 7 }, (_, i) => {
    const x = 80 + i * 210 + random.int(-30, 30);
    const y = random.int(40, 420);
    const scale = (random.int(8, 14) / 10).toFixed(1);
    return `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${random.int(-20, 20)} 50 50)" opacity="0.07">${pictogram(sport.code)}</g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 640" width="1600" height="640">
<defs>${gradientDefs('bg', sport.gradient)}
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="1600" height="640" fill="url(#bg)"/>
<path d="M900 0 L1150 0 L700 640 L450 640 Z" fill="#fff" opacity="0.07"/><path d="M1200 0 L1300 0 L850 640 L750 640 Z" fill="#fff" opacity="0.05"/>
${tiles}
<g transform="translate(1080 90) scale(4.6)" opacity="0.32">${pictogram(sport.code)}</g>
<rect width="1600" height="640" fill="url(#shade)"/>
</svg>`;
}

/** 1920×1080 poster of the home hero: an aurora over a night skyline. */
export function heroPosterSvg(random) {
  const stars = Array.from({ length: 140 }, () => {
    const r = (random.int(4, 16) / 10).toFixed(1);
    return `<circle cx="${random.int(0, 1920)}" cy="${random.int(0, 620)}" r="${r}" fill="#fff" opacity="${(random.int(3, 9) / 10).toFixed(1)}"/>`;
  }).join('');
  const band = (color, d, opacity) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="150" opacity="${opacity}" filter="url(#blur)"/>`;
  let skyline = 'M0 1080 V900';
  for (let x = 0; x <= 1920; x += random.int(50, 110)) skyline += ` H${x} V${random.int(820, 960)}`;
  skyline += ' H1920 V1080 Z';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="1920" height="1080">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050818"/><stop offset="0.6" stop-color="#111a3d"/><stop offset="1" stop-color="#1d2452"/></linearGradient>
<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="55"/></filter></defs>
<rect width="1920" height="1080" fill="url(#sky)"/>${stars}
${band('#34d399', 'M-100 520 C300 260 700 640 1100 380 S1800 240 2050 420', 0.75)}
${band('#22d3ee', 'M-100 420 C400 200 800 520 1200 300 S1700 160 2050 300', 0.45)}
${band('#a78bfa', 'M-100 320 C300 120 900 420 1300 200 S1800 120 2050 180', 0.4)}
<path d="${skyline}" fill="#070a17"/>
<ellipse cx="960" cy="1060" rx="700" ry="60" fill="#34d399" opacity="0.12" filter="url(#blur)"/>
</svg>`;
}

const EMBLEM = `<circle cx="60" cy="60" r="54" fill="#0b1026"/><circle cx="60" cy="60" r="54" fill="none" stroke="#34d399" stroke-width="6"/>
<path d="M22 78 Q60 20 98 78" fill="none" stroke="#34d399" stroke-width="9" stroke-linecap="round"/>
<path d="M32 84 Q60 42 88 84" fill="none" stroke="#22d3ee" stroke-width="8" stroke-linecap="round"/>
<path d="M42 90 Q60 62 78 90" fill="none" stroke="#a78bfa" stroke-width="7" stroke-linecap="round"/>`;

/** Horizontal event logo for the header and footer (white wordmark for dark backgrounds). */
export function eventLogoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 120" width="480" height="120">${EMBLEM}
<text x="134" y="66" ${FONT} font-weight="bold" font-size="46" fill="#ffffff" letter-spacing="2">AURORA</text>
<text x="136" y="102" ${FONT} font-size="26" fill="#a7f3d0" letter-spacing="7">GAMES 2026</text></svg>`;
}

/** The emblem shown under the countdown. */
export function eventBadgeSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 220" width="720" height="440">
<g transform="translate(120 0)">${EMBLEM}</g>
<text x="180" y="164" text-anchor="middle" ${FONT} font-weight="bold" font-size="30" fill="#ffffff" letter-spacing="2">AURORA GAMES</text>
<text x="180" y="202" text-anchor="middle" ${FONT} font-size="26" fill="#a7f3d0" letter-spacing="10">2026</text></svg>`;
}

/** Round federation emblem: ring, the main sport's pictogram and the abbreviation. */
export function federationLogoSvg(federation, sport) {
  const [dark, light] = sport.gradient;
  const size = federation.abbreviation.length > 4 ? 40 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">
<defs>${gradientDefs('fg', [dark, light])}</defs>
<circle cx="100" cy="100" r="94" fill="url(#fg)"/><circle cx="100" cy="100" r="82" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>
<g transform="translate(70 30) scale(0.6)">${pictogram(sport.code)}</g>
<text x="100" y="${size > 45 ? 150 : 146}" text-anchor="middle" ${FONT} font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(federation.abbreviation)}</text></svg>`;
}

/** Landscape card picture for federation widgets. */
export function federationCardSvg(federation, sport) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs>${gradientDefs('cg', sport.gradient)}</defs>
<rect width="640" height="360" fill="url(#cg)"/>
<path d="M380 0 H520 L300 360 H160 Z" fill="#fff" opacity="0.08"/>
<g transform="translate(390 60) scale(2.4)" opacity="0.9">${pictogram(sport.code)}</g>
<text x="36" y="300" ${FONT} font-weight="bold" font-size="64" fill="#ffffff">${escapeXml(federation.abbreviation)}</text></svg>`;
}

const PARTNER_MARKS = [
  (c) => `<circle cx="60" cy="60" r="40" fill="${c}"/><circle cx="60" cy="60" r="18" fill="#0e1116"/>`,
  (c) => `<polygon points="60,16 104,96 16,96" fill="${c}"/>`,
  (c) => `<rect x="22" y="22" width="76" height="76" rx="18" fill="${c}"/><path d="M40 60 H80 M60 40 V80" stroke="#0e1116" stroke-width="10"/>`,
  (c) => `<path d="M16 80 Q40 20 60 60 T104 40" fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round"/>`,
  (c) => `<polygon points="60,14 100,38 100,82 60,106 20,82 20,38" fill="${c}"/>`,
  (c) => `<path d="M20 96 L60 20 L100 96 Z M44 96 L60 64 L76 96 Z" fill="${c}" fill-rule="evenodd"/>`,
  (c) => `<circle cx="44" cy="60" r="28" fill="${c}"/><circle cx="76" cy="60" r="28" fill="${c}" opacity="0.6"/>`,
];

export function partnerLogoSvg(partner, index) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 120" width="400" height="120">
${PARTNER_MARKS[index % PARTNER_MARKS.length](partner.color)}
<text x="124" y="72" ${FONT} font-weight="bold" font-size="${partner.name.length > 14 ? 26 : 32}" fill="#ffffff">${escapeXml(partner.name)}</text></svg>`;
}

/** Square podcast cover (iTunes asks for at least 1400×1400). */
export function podcastCoverSvg(podcast) {
  const [dark, light] = podcast.colors;
  const words = podcast.title.toUpperCase().split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [words.join(' ')];
  const text = lines
    .map((line, i) => `<text x="120" y="${980 + i * 130}" ${FONT} font-weight="bold" font-size="112" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  const waves = Array.from({ length: 9 }, (_, i) => {
    const h = [120, 260, 400, 300, 520, 340, 240, 420, 160][i];
    return `<rect x="${220 + i * 110}" y="${520 - h / 2}" width="60" height="${h}" rx="30" fill="#ffffff" opacity="${0.35 + (i % 3) * 0.2}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400" width="1400" height="1400">
<defs>${gradientDefs('pg', [dark, light], 'x1="0" y1="0" x2="1" y2="1"')}</defs>
<rect width="1400" height="1400" fill="url(#pg)"/><circle cx="1180" cy="220" r="360" fill="#fff" opacity="0.07"/>
${waves}${text}
<text x="120" y="1290" ${FONT} font-size="48" fill="#ffffff" opacity="0.8" letter-spacing="6">AURORA GAMES 2026</text></svg>`;
}

/**
 * Portrait-style illustrations for the fictional athletes: a head-and-shoulders figure in the sport's
 * colours with the country flag on the jersey. Varied by the seeded random source (skin, hair, style).
 */
const SKIN = ['#f6d2b8', '#eac1a0', '#d9a47e', '#c68863', '#a86b46', '#8a5535', '#6b3f27'];
const HAIR = ['#1f1a17', '#3b2a20', '#5a3d2b', '#8a5a35', '#b88a4a', '#d8b26e', '#4a4a4a'];

function shade(hex, factor) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const HAIR_BACK = {
  long: (c) => `<path d="M150 270 Q138 150 240 146 Q342 150 330 270 L344 440 Q240 462 136 440 Z" fill="${c}"/>`,
  ponytail: (c) => `<path d="M300 200 Q372 230 350 360 Q340 300 306 260 Z" fill="${c}"/>`,
};
const HAIR_FRONT = {
  short: (c) => `<path d="M160 262 Q150 160 240 158 Q330 160 320 262 Q306 206 240 204 Q176 206 160 262 Z" fill="${c}"/>`,
  long: (c) => `<path d="M158 270 Q150 158 240 156 Q330 158 322 270 Q300 196 250 200 Q230 230 186 226 Q168 238 158 270 Z" fill="${c}"/>`,
  ponytail: (c) => `<path d="M160 262 Q152 160 240 158 Q328 160 320 262 Q300 200 240 202 Q180 200 160 262 Z" fill="${c}"/>`,
  bun: (c) => `<circle cx="240" cy="156" r="34" fill="${c}"/><path d="M160 262 Q152 166 240 164 Q328 166 320 262 Q300 206 240 206 Q180 206 160 262 Z" fill="${c}"/>`,
  buzz: (c) => `<path d="M164 250 Q160 168 240 166 Q320 168 316 250 Q300 212 240 210 Q180 212 164 250 Z" fill="${c}" opacity="0.75"/>`,
  curly: (c) =>
    [170, 196, 222, 248, 274, 300, 310]
      .map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 190 : 176}" r="${i === 6 ? 20 : 28}" fill="${c}"/>`)
      .join('') + `<path d="M162 250 Q160 190 240 186 Q320 190 318 250 Q300 214 240 212 Q180 214 162 250 Z" fill="${c}"/>`,
};
const STYLES = { f: ['long', 'ponytail', 'bun', 'curly', 'short'], m: ['short', 'buzz', 'curly', 'short', 'buzz'] };

/** `flag` is the `{ svg, width, height }` from flags.mjs; `gradient` the sport's two colours. */
export function portraitSvg(random, { gradient, flag, gender, number }) {
  const [dark, light] = gradient;
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const style = random.pick(STYLES[gender]);
  const headband = random.next() < 0.25;
  const flagHeight = Math.round((44 * flag.height) / flag.width);
  const flagPatch = flag.svg.replace(/width="\d+" height="\d+"/, `x="318" y="492" width="44" height="${flagHeight}"`);
  const light1 = random.int(20, 70);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 600" width="480" height="600">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="480" height="600" fill="url(#bg)"/>
<path d="M${-40 + light1} 600 L${180 + light1} 0 H${260 + light1} L${40 + light1} 600 Z" fill="#ffffff" opacity="0.08"/>
<path d="M${300 + light1} 600 L${480 + light1} 120 V260 L${380 + light1} 600 Z" fill="#ffffff" opacity="0.06"/>
<circle cx="240" cy="250" r="220" fill="url(#glow)"/>
${HAIR_BACK[style]?.(hair) ?? ''}
<path d="M40 600 Q52 452 240 430 Q428 452 440 600 Z" fill="${dark}"/>
<path d="M40 600 Q52 452 240 430 Q428 452 440 600 L404 600 Q392 484 240 466 Q88 484 76 600 Z" fill="${light}" opacity="0.55"/>
<rect x="204" y="330" width="72" height="116" rx="28" fill="${shade(skin, 0.88)}"/>
<path d="M196 436 L240 492 L284 436 Q262 430 240 430 Q218 430 196 436 Z" fill="${shade(skin, 0.88)}"/>
<path d="M190 438 L240 500 L290 438" fill="none" stroke="${light}" stroke-width="10" stroke-linejoin="round"/>
<ellipse cx="162" cy="282" rx="15" ry="24" fill="${shade(skin, 0.92)}"/>
<ellipse cx="318" cy="282" rx="15" ry="24" fill="${shade(skin, 0.92)}"/>
<ellipse cx="240" cy="272" rx="80" ry="98" fill="${skin}"/>
${HAIR_FRONT[style](hair)}
${headband ? `<path d="M160 238 Q240 206 320 238 L320 254 Q240 222 160 254 Z" fill="${light}"/>` : ''}
<path d="M196 254 Q210 246 224 252 M256 252 Q270 246 284 254" fill="none" stroke="${shade(hair, 0.9)}" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="210" cy="278" rx="7.5" ry="8.5" fill="#2b2421"/><ellipse cx="270" cy="278" rx="7.5" ry="8.5" fill="#2b2421"/>
<circle cx="212.5" cy="275" r="2.2" fill="#ffffff"/><circle cx="272.5" cy="275" r="2.2" fill="#ffffff"/>
<path d="M240 290 Q233 316 246 320" fill="none" stroke="${shade(skin, 0.72)}" stroke-width="4" stroke-linecap="round"/>
<path d="M214 340 Q240 ${random.int(354, 362)} 266 340" fill="none" stroke="#8c3b3b" stroke-width="5.5" stroke-linecap="round"/>
<ellipse cx="196" cy="318" rx="16" ry="9" fill="#e0716b" opacity="0.18"/><ellipse cx="284" cy="318" rx="16" ry="9" fill="#e0716b" opacity="0.18"/>
${flagPatch}
<text x="150" y="566" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="58" fill="#ffffff" opacity="0.85">${number}</text>
</svg>`;
}

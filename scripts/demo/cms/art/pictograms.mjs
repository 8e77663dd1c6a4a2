/**
 * Sport pictograms: simple white line-and-shape drawings on a 100×100 grid, transparent background,
 * meant to sit on the sport's gradient tile.
 */
const S = 'stroke="#FFFFFF" fill="none" stroke-linecap="round" stroke-linejoin="round"';
const F = 'fill="#FFFFFF"';

const PICTOGRAMS = {
  // bow with string and a nocked arrow
  ARC: `<path d="M38 10 Q4 50 38 90" ${S} stroke-width="7"/><path d="M38 10 L38 90" ${S} stroke-width="2.5"/>
    <path d="M18 50 H82" ${S} stroke-width="5"/><polygon points="80,41 96,50 80,59" ${F}/>
    <path d="M18 50 l-8 -8 M18 50 l-8 8 M26 50 l-8 -8 M26 50 l-8 8" ${S} stroke-width="3.5"/>`,
  // ball with seams over sand waves
  BHB: `<circle cx="50" cy="40" r="26" ${S} stroke-width="6"/><path d="M25 33 Q50 48 75 33 M50 14 Q36 40 50 66" ${S} stroke-width="4"/>
    <path d="M8 86 q10.5 -9 21 0 t21 0 t21 0 t21 0" ${S} stroke-width="6"/>`,
  // canoe hull, double-bladed paddle, water line
  CNM: `<path d="M6 62 Q50 88 94 62 Q50 72 6 62 Z" ${F}/><path d="M26 22 L74 70" ${S} stroke-width="5"/>
    <ellipse cx="24" cy="20" rx="5" ry="11" transform="rotate(-45 24 20)" ${F}/><ellipse cx="76" cy="72" rx="5" ry="11" transform="rotate(-45 76 72)" ${F}/>
    <circle cx="50" cy="38" r="7" ${F}/>`,
  // football with laces and a flag
  FFB: `<ellipse cx="42" cy="56" rx="30" ry="18" transform="rotate(-30 42 56)" ${S} stroke-width="6"/>
    <path d="M30 63 L54 49 M36 52 l5 8 M42 48 l5 8 M48 45 l5 8" ${S} stroke-width="3.5"/>
    <path d="M74 12 V52" ${S} stroke-width="4"/><polygon points="76,12 96,20 76,28" ${F}/>`,
  // tied belt with hanging ends
  JJI: `<path d="M8 38 H92" ${S} stroke-width="11"/><rect x="40" y="28" width="20" height="22" rx="4" ${F}/>
    <path d="M45 50 L34 86 M55 50 L68 86" stroke="#FFFFFF" fill="none" stroke-width="10"/>`,
  // boxing glove
  KIK: `<path d="M30 32 Q30 12 52 12 H62 Q84 12 84 38 V54 Q84 68 68 70 H42 Q30 70 30 58 Z" ${F}/>
    <path d="M30 46 Q14 44 15 57 Q17 69 32 64" ${F}/><rect x="38" y="74" width="42" height="16" rx="4" ${F}/>
    <path d="M46 24 Q60 20 72 28" stroke="#000000" stroke-opacity="0.25" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  // basket on a tall post, ball
  KOR: `<path d="M46 30 V90 M34 92 H58" ${S} stroke-width="5"/><path d="M32 12 H60 L56 32 H36 Z" ${S} stroke-width="5"/>
    <path d="M40 12 L42 32 M50 12 V32" ${S} stroke-width="2.5"/><circle cx="77" cy="56" r="11" ${F}/>`,
  // stick with netted head and ball
  LAX: `<path d="M18 90 L60 38" ${S} stroke-width="6"/><path d="M60 38 Q48 12 70 8 Q94 6 88 30 Q82 46 60 38 Z" ${S} stroke-width="4.5"/>
    <path d="M66 14 L74 40 M78 10 L82 36 M62 24 L86 22" ${S} stroke-width="2"/><circle cx="28" cy="30" r="8" ${F}/>`,
  // control flag (square split diagonally) on a pole
  ORI: `<path d="M26 12 V92" ${S} stroke-width="5"/><rect x="32" y="16" width="48" height="48" ${S} stroke-width="4.5"/>
    <polygon points="32,16 80,16 32,64" ${F}/>`,
  // barbell with plates
  PWL: `<path d="M6 50 H94" ${S} stroke-width="5"/><rect x="18" y="24" width="11" height="52" rx="3" ${F}/>
    <rect x="31" y="32" width="8" height="36" rx="2" ${F}/><rect x="71" y="24" width="11" height="52" rx="3" ${F}/>
    <rect x="61" y="32" width="8" height="36" rx="2" ${F}/>`,
  // quad skate boot with wheels
  RSK: `<path d="M26 12 H52 V46 Q52 56 62 56 H78 Q90 56 90 68 V72 H22 V18 Q22 12 26 12 Z" ${F}/>
    <path d="M30 24 H44 M30 32 H44 M30 40 H44" stroke="#000000" stroke-opacity="0.25" stroke-width="3" stroke-linecap="round"/>
    <circle cx="34" cy="83" r="9" ${F}/><circle cx="76" cy="83" r="9" ${F}/>`,
  // overhanging wall with holds and a rope from the top anchor
  CLB: `<path d="M16 92 L30 8 H84 L76 92 Z" ${S} stroke-width="5"/><path d="M57 8 V52" ${S} stroke-width="3" stroke-dasharray="4 5"/>
    <circle cx="57" cy="56" r="4" ${F}/><path d="M36 24 q6 -7 12 0 q1 6 -6 7 q-7 0 -6 -7 Z" ${F}/>
    <path d="M66 30 q7 -5 11 2 q-1 6 -7 6 q-6 -1 -4 -8 Z" ${F}/><path d="M30 62 q8 -6 13 1 q0 6 -7 6 q-8 0 -6 -7 Z" ${F}/>
    <path d="M60 72 q9 -4 12 3 q-2 6 -8 5 q-7 -1 -4 -8 Z" ${F}/>`,
  // board with bindings, tow handle, wave
  WKB: `<g transform="rotate(-18 50 58)"><rect x="16" y="50" width="68" height="16" rx="8" ${F}/></g>
    <path d="M64 38 L90 10 M84 6 L96 16" ${S} stroke-width="4"/><path d="M4 84 q11 -10 23 0 t23 0 t23 0 t23 0" ${S} stroke-width="6"/>`,
  // ball flying over the tape strung between two posts
  FIS: `<path d="M8 90 V50 M92 90 V50 M8 54 H92" ${S} stroke-width="5"/><circle cx="64" cy="26" r="14" ${F}/>
    <path d="M14 86 Q26 30 46 24" ${S} stroke-width="3.5" stroke-dasharray="4 7"/>`,
  // a medal with ribbon (archived category)
  CHD: `<path d="M34 8 L50 40 L66 8" ${S} stroke-width="7"/><circle cx="50" cy="62" r="24" ${S} stroke-width="6"/><circle cx="50" cy="62" r="9" ${F}/>`,
};

export function pictogram(code) {
  const body = PICTOGRAMS[code];
  if (!body) throw new Error(`no pictogram for ${code}`);
  return body;
}

export function sportLogoSvg(code) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="512" height="512">${pictogram(code)}</svg>`;
}

/**
 * Country flags drawn from simple geometry (approximations: no coats of arms or detailed emblems).
 * Each flag returns `{ svg, width, height }` with the flag's real aspect ratio.
 */
const svg = (w, h, body) => {
  const width = 600;
  const height = Math.round((width * h) / w);
  return {
    width,
    height,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${width}" height="${height}">${body}</svg>`,
  };
};

function stripes(direction, colors, weights = colors.map(() => 1), w = 30, h = 20) {
  const total = weights.reduce((a, b) => a + b, 0);
  let offset = 0;
  return colors
    .map((color, i) => {
      const size = ((direction === 'h' ? h : w) * weights[i]) / total;
      const rect =
        direction === 'h'
          ? `<rect x="0" y="${offset}" width="${w}" height="${size + 0.01}" fill="${color}"/>`
          : `<rect x="${offset}" y="0" width="${size + 0.01}" height="${h}" fill="${color}"/>`;
      offset += size;
      return rect;
    })
    .join('');
}

const horizontal = (colors, weights) => svg(30, 20, stripes('h', colors, weights));
const vertical = (colors) => svg(30, 20, stripes('v', colors));

/** Nordic cross: `w`×`h` flag, cross centred at `cx`, arms `arm` wide; optional inner cross. */
function nordic(w, h, cx, arm, bg, cross, inner, innerArm) {
  const bar = (color, size) =>
    `<rect x="${cx - size / 2}" y="0" width="${size}" height="${h}" fill="${color}"/>` +
    `<rect x="0" y="${h / 2 - size / 2}" width="${w}" height="${size}" fill="${color}"/>`;
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${bg}"/>${bar(cross, arm)}${inner ? bar(inner, innerArm) : ''}`);
}

function starPoints(cx, cy, r, rotation = -90) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}
const star = (cx, cy, r, fill, rotation) => `<polygon points="${starPoints(cx, cy, r, rotation)}" fill="${fill}"/>`;

const MAPLE_LEAF =
  'M0,-7 L1.2,-4.6 L2.6,-5.2 L2.1,-1.6 L4.3,-3.6 L4.8,-2.4 L7,-2.9 L6.2,-0.6 L7,0 L3.6,2.8 L4.1,4 L0.5,3.5 ' +
  'L0.6,7 L-0.6,7 L-0.5,3.5 L-4.1,4 L-3.6,2.8 L-7,0 L-6.2,-0.6 L-7,-2.9 L-4.8,-2.4 L-4.3,-3.6 L-2.1,-1.6 ' +
  'L-2.6,-5.2 L-1.2,-4.6 Z';

function usa() {
  const stripeHeight = 100 / 13;
  let body = '';
  for (let i = 0; i < 13; i++) {
    body += `<rect x="0" y="${(i * stripeHeight).toFixed(3)}" width="190" height="${(stripeHeight + 0.05).toFixed(3)}" fill="${i % 2 ? '#FFFFFF' : '#B31942'}"/>`;
  }
  body += `<rect width="76" height="${(7 * stripeHeight).toFixed(3)}" fill="#0A3161"/>`;
  for (let row = 0; row < 9; row++) {
    const count = row % 2 ? 5 : 6;
    for (let col = 0; col < count; col++) {
      const x = 6.3 + col * 12.6 + (row % 2 ? 6.3 : 0);
      body += `<circle cx="${x.toFixed(1)}" cy="${(5.4 + row * 5.4).toFixed(1)}" r="1.9" fill="#FFFFFF"/>`;
    }
  }
  return svg(190, 100, body);
}

function greatBritain() {
  return svg(
    60,
    30,
    '<rect width="60" height="30" fill="#012169"/>' +
      '<path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" stroke-width="6"/>' +
      '<path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" stroke-width="2"/>' +
      '<path d="M30,0 V30 M0,15 H60" stroke="#FFFFFF" stroke-width="10"/>' +
      '<path d="M30,0 V30 M0,15 H60" stroke="#C8102E" stroke-width="6"/>',
  );
}

function greece() {
  let body = '';
  for (let i = 0; i < 9; i++) body += `<rect x="0" y="${i * 2}" width="27" height="2" fill="${i % 2 ? '#FFFFFF' : '#0D5EAF'}"/>`;
  body += '<rect width="10" height="10" fill="#0D5EAF"/><rect x="4" y="0" width="2" height="10" fill="#FFFFFF"/><rect x="0" y="4" width="10" height="2" fill="#FFFFFF"/>';
  return svg(27, 18, body);
}

function india() {
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 12;
    const dx = (2.6 * Math.cos(a)).toFixed(2);
    const dy = (2.6 * Math.sin(a)).toFixed(2);
    spokes += `<line x1="${15 - dx}" y1="${10 - dy}" x2="${15 + Number(dx)}" y2="${10 + Number(dy)}" stroke="#000080" stroke-width="0.2"/>`;
  }
  return svg(30, 20, stripes('h', ['#FF9933', '#FFFFFF', '#138808']) + `<circle cx="15" cy="10" r="2.8" fill="none" stroke="#000080" stroke-width="0.4"/>${spokes}`);
}

const FLAGS = {
  ARG: () => svg(30, 20, stripes('h', ['#74ACDF', '#FFFFFF', '#74ACDF']) + '<circle cx="15" cy="10" r="2.2" fill="#F6B40E" stroke="#85340A" stroke-width="0.2"/>'),
  AUT: () => horizontal(['#C8102E', '#FFFFFF', '#C8102E']),
  BEL: () => vertical(['#000000', '#FDDA24', '#EF3340']),
  BRA: () =>
    svg(100, 70, '<rect width="100" height="70" fill="#009739"/><polygon points="8.5,35 50,6.1 91.5,35 50,63.9" fill="#FEDD00"/><circle cx="50" cy="35" r="17.5" fill="#012169"/><path d="M33,31 Q50,26 67,39" fill="none" stroke="#FFFFFF" stroke-width="2.6"/>'),
  CAN: () =>
    svg(40, 20, `<rect width="40" height="20" fill="#FFFFFF"/><rect width="10" height="20" fill="#D80621"/><rect x="30" width="10" height="20" fill="#D80621"/><path d="${MAPLE_LEAF}" transform="translate(20 9.6) scale(1.05)" fill="#D80621"/>`),
  CHI: () => svg(30, 20, `<rect width="30" height="10" fill="#FFFFFF"/><rect y="10" width="30" height="10" fill="#D52B1E"/><rect width="10" height="10" fill="#0039A6"/>${star(5, 5, 2.6, '#FFFFFF')}`),
  CHN: () =>
    svg(30, 20, `<rect width="30" height="20" fill="#EE1C25"/>${star(5, 5, 3, '#FFFF00')}${star(10, 2, 1, '#FFFF00', -60)}${star(12, 4, 1, '#FFFF00', -80)}${star(12, 7, 1, '#FFFF00', -100)}${star(10, 9, 1, '#FFFF00', -120)}`),
  COL: () => horizontal(['#FCD116', '#003893', '#CE1126'], [2, 1, 1]),
  CZE: () => svg(30, 20, '<rect width="30" height="10" fill="#FFFFFF"/><rect y="10" width="30" height="10" fill="#D7141A"/><polygon points="0,0 15,10 0,20" fill="#11457E"/>'),
  DEN: () => nordic(37, 28, 14, 4, '#C8102E', '#FFFFFF'),
  EST: () => horizontal(['#0072CE', '#000000', '#FFFFFF']),
  FIN: () => nordic(18, 11, 6.5, 3, '#FFFFFF', '#002F6C'),
  FRA: () => vertical(['#002654', '#FFFFFF', '#CE1126']),
  GER: () => horizontal(['#000000', '#DD0000', '#FFCE00']),
  GBR: greatBritain,
  GRE: greece,
  HUN: () => horizontal(['#CE2939', '#FFFFFF', '#477050']),
  IND: india,
  IRL: () => vertical(['#169B62', '#FFFFFF', '#FF883E']),
  ITA: () => vertical(['#009246', '#FFFFFF', '#CE2B37']),
  JPN: () => svg(30, 20, '<rect width="30" height="20" fill="#FFFFFF"/><circle cx="15" cy="10" r="6" fill="#BC002D"/>'),
  LTU: () => horizontal(['#FDB913', '#006A44', '#C1272D']),
  MEX: () => svg(30, 20, stripes('v', ['#006847', '#FFFFFF', '#CE1126']) + '<circle cx="15" cy="10" r="2.4" fill="#8C5A2B"/><path d="M12.6,11 Q15,14 17.4,11" fill="none" stroke="#2E7D32" stroke-width="0.6"/>'),
  NED: () => horizontal(['#AE1C28', '#FFFFFF', '#21468B']),
  NGR: () => vertical(['#008751', '#FFFFFF', '#008751']),
  NOR: () => nordic(22, 16, 8, 4, '#BA0C2F', '#FFFFFF', '#00205B', 2),
  POL: () => horizontal(['#FFFFFF', '#DC143C']),
  ESP: () => horizontal(['#AA151B', '#F1BF00', '#AA151B'], [1, 2, 1]),
  SWE: () => nordic(16, 10, 6, 2, '#006AA7', '#FECC02'),
  SUI: () => svg(32, 32, '<rect width="32" height="32" fill="#DA291C"/><rect x="13" y="6" width="6" height="20" fill="#FFFFFF"/><rect x="6" y="13" width="20" height="6" fill="#FFFFFF"/>'),
  THA: () => horizontal(['#A51931', '#F4F5F8', '#2D2A4A', '#F4F5F8', '#A51931'], [1, 1, 2, 1, 1]),
  UKR: () => horizontal(['#0057B7', '#FFD700']),
  USA: usa,
};

export function flagSvg(code) {
  const draw = FLAGS[code];
  if (!draw) throw new Error(`no flag drawn for ${code}`);
  return draw();
}

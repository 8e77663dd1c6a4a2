/**
 * Abstract artwork layers for posters, drawn in a 1280x720 coordinate space. Each function returns
 * `{ defs, body }` SVG fragments; `random` is the item's seeded PRNG, `p` its palette.
 */
const W = 1280;
const H = 720;
const f = (value) => Math.round(value * 10) / 10;

function ribbons(p, random) {
  const defs = [];
  const body = [];
  const count = random.int(3, 4);
  for (let index = 0; index < count; index += 1) {
    const id = `rib${index}`;
    const [a, b] = index % 2 === 0 ? p.accents : [...p.accents].reverse();
    defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}" stop-opacity="0"/><stop offset="0.45" stop-color="${a}"/><stop offset="1" stop-color="${b}" stop-opacity="0.2"/></linearGradient>`);
    const y = random.range(120, 520);
    const path = `M -150 ${f(y + random.range(-120, 120))} C ${f(random.range(200, 500))} ${f(y - random.range(150, 320))}, ${f(random.range(700, 1000))} ${f(y + random.range(100, 300))}, 1430 ${f(y + random.range(-200, 60))}`;
    body.push(`<path d="${path}" fill="none" stroke="url(#${id})" stroke-width="${f(random.range(60, 180))}" stroke-linecap="round" opacity="${f(random.range(0.35, 0.7))}" filter="url(#mist)"/>`);
  }
  return { defs: defs.join(''), body: body.join('') };
}

function orbits(p, random) {
  const cx = random.range(760, 1120);
  const cy = random.range(200, 520);
  const body = [`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(random.range(90, 150))}" fill="${p.accents[0]}" opacity="0.55" filter="url(#soft)"/>`];
  const rings = random.int(5, 8);
  for (let index = 0; index < rings; index += 1) {
    const r = 120 + index * random.range(45, 75);
    const color = p.accents[index % 2];
    const dash = random.next() < 0.35 ? ` stroke-dasharray="${f(r * random.range(0.6, 2))} ${f(r * random.range(0.3, 1))}"` : '';
    body.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${color}" stroke-width="${f(random.range(2, 22))}" opacity="${f(0.7 - index * 0.07)}"${dash}/>`);
  }
  return { defs: '', body: body.join('') };
}

function bands(p, random) {
  const body = [];
  const count = random.int(4, 6);
  const slant = random.range(180, 380);
  let x = random.range(420, 620);
  for (let index = 0; index < count; index += 1) {
    const width = random.range(50, 170);
    const color = p.accents[index % 2];
    body.push(`<polygon points="${f(x)},-10 ${f(x + width)},-10 ${f(x + width - slant)},${H + 10} ${f(x - slant)},${H + 10}" fill="${color}" opacity="${f(random.range(0.18, 0.6))}"/>`);
    x += width + random.range(20, 110);
  }
  body.push(`<circle cx="${f(random.range(900, 1150))}" cy="${f(random.range(120, 300))}" r="${f(random.range(160, 260))}" fill="${p.accents[1]}" opacity="0.25" filter="url(#soft)"/>`);
  return { defs: '', body: body.join('') };
}

function peaks(p, random) {
  const defs = [];
  const body = [];
  const sunX = random.range(700, 1100);
  const sunY = random.range(160, 300);
  body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(random.range(70, 120))}" fill="${p.accents[1]}" opacity="0.85"/>`);
  body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(random.range(180, 260))}" fill="${p.accents[1]}" opacity="0.25" filter="url(#soft)"/>`);
  const layers = 4;
  for (let layer = 0; layer < layers; layer += 1) {
    const id = `peak${layer}`;
    defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accents[0]}" stop-opacity="${f(0.75 - layer * 0.12)}"/><stop offset="1" stop-color="${p.from}" stop-opacity="0.95"/></linearGradient>`);
    const base = 380 + layer * 85;
    const points = [`-20,${H + 10}`];
    for (let x = -20; x <= W + 40; x += random.range(90, 220)) points.push(`${f(x)},${f(base - random.range(20, 180 - layer * 25))}`);
    points.push(`${W + 40},${H + 10}`);
    body.push(`<polygon points="${points.join(' ')}" fill="url(#${id})"/>`);
  }
  return { defs: defs.join(''), body: body.join('') };
}

function arena(p, random) {
  const vx = random.range(760, 1040);
  const vy = random.range(260, 360);
  const body = [];
  for (let index = -8; index <= 8; index += 1) {
    body.push(`<line x1="${f(vx)}" y1="${f(vy)}" x2="${f(vx + index * 170)}" y2="${H + 20}" stroke="${p.accents[1]}" stroke-width="2" opacity="0.35"/>`);
  }
  for (let row = 1; row <= 6; row += 1) {
    const y = vy + (H - vy) * (row / 6) ** 1.6;
    body.push(`<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" stroke="${p.accents[1]}" stroke-width="2" opacity="${f(0.12 + row * 0.04)}"/>`);
  }
  for (let beam = 0; beam < 3; beam += 1) {
    const x = random.range(500, 1250);
    body.push(`<polygon points="${f(x - 30)},-10 ${f(x + 30)},-10 ${f(vx + random.range(-260, 260))},${f(vy + 200)} ${f(vx + random.range(-420, -280))},${f(vy + 200)}" fill="${p.accents[0]}" opacity="0.22" filter="url(#soft)"/>`);
  }
  body.push(`<ellipse cx="${f(vx)}" cy="${f(vy + 170)}" rx="${f(random.range(220, 320))}" ry="${f(random.range(50, 80))}" fill="none" stroke="${p.accents[0]}" stroke-width="10" opacity="0.7"/>`);
  body.push(`<circle cx="${f(vx)}" cy="${f(vy)}" r="140" fill="${p.accents[0]}" opacity="0.4" filter="url(#soft)"/>`);
  return { defs: '', body: body.join('') };
}

function bokeh(p, random) {
  const body = [];
  const count = random.int(9, 14);
  for (let index = 0; index < count; index += 1) {
    const r = random.range(30, 170);
    body.push(`<circle cx="${f(random.range(380, 1300))}" cy="${f(random.range(-40, 700))}" r="${f(r)}" fill="${p.accents[index % 2]}" opacity="${f(random.range(0.15, 0.55))}"${r > 90 ? ' filter="url(#soft)"' : ''}/>`);
  }
  return { defs: '', body: body.join('') };
}

export const SHAPES = { ribbons, orbits, bands, peaks, arena, bokeh };

/** Which artwork suits which kind of item; the seed picks one. */
export function shapeFor(genre, random) {
  if (genre === 'Sports') return random.pick([arena, bands, orbits, ribbons]);
  if (genre === 'Live') return random.pick([orbits, arena]);
  if (genre === 'Documentary' || genre === 'Adventure' || genre === 'Western' || genre === 'Family') return random.pick([peaks, ribbons, bokeh]);
  return random.pick([ribbons, orbits, bands, peaks, bokeh]);
}

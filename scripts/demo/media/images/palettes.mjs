/**
 * Colour palettes for posters: background gradient `from` → `to`, two accents for the shapes and the kicker
 * colour. Each mood lists the palettes that suit it; the item's seed picks one.
 */
export const PALETTES = {
  polar: { from: '#0b1d3a', to: '#1b4965', accents: ['#5fa8d3', '#cae9ff'], kicker: '#9ad1ff' },
  aurora: { from: '#07131f', to: '#0d3b3a', accents: ['#22d3a6', '#7b2cbf'], kicker: '#4ff0c3' },
  ember: { from: '#2b0a0a', to: '#7f1d1d', accents: ['#f97316', '#facc15'], kicker: '#fdba74' },
  dusk: { from: '#1a1033', to: '#5b2a86', accents: ['#f472b6', '#fb923c'], kicker: '#f9a8d4' },
  forest: { from: '#081c15', to: '#1b4332', accents: ['#74c69d', '#d8f3dc'], kicker: '#95d5b2' },
  ocean: { from: '#03045e', to: '#0077b6', accents: ['#00b4d8', '#90e0ef'], kicker: '#90e0ef' },
  sunset: { from: '#3d0c11', to: '#c2410c', accents: ['#fbbf24', '#fb7185'], kicker: '#fde68a' },
  neon: { from: '#0f0c29', to: '#302b63', accents: ['#f72585', '#4cc9f0'], kicker: '#4cc9f0' },
  sand: { from: '#2a1f1a', to: '#8a5a36', accents: ['#f4d35e', '#ee964b'], kicker: '#f4d35e' },
  mint: { from: '#0b2027', to: '#40798c', accents: ['#70a9a1', '#f6f1d1'], kicker: '#cfe8e0' },
  crimson: { from: '#14080e', to: '#6b0f1a', accents: ['#e63946', '#f1faee'], kicker: '#ff8fa3' },
  steel: { from: '#111827', to: '#374151', accents: ['#9ca3af', '#60a5fa'], kicker: '#93c5fd' },
};

const MOODS = {
  Drama: ['polar', 'steel', 'mint', 'dusk'],
  Comedy: ['sunset', 'sand', 'dusk'],
  Thriller: ['polar', 'steel', 'crimson'],
  'Sci-Fi': ['neon', 'ocean', 'aurora'],
  Adventure: ['forest', 'sand', 'sunset'],
  Music: ['neon', 'dusk', 'crimson'],
  Romance: ['dusk', 'sunset', 'crimson'],
  Mystery: ['forest', 'steel', 'polar'],
  Western: ['sand', 'ember', 'sunset'],
  Animation: ['sunset', 'neon', 'ocean'],
  Action: ['ember', 'neon', 'crimson'],
  Family: ['sand', 'forest', 'sunset'],
  Crime: ['crimson', 'steel', 'polar'],
  'Sports Drama': ['ember', 'aurora', 'ocean'],
  Fantasy: ['dusk', 'forest', 'neon'],
  Documentary: ['forest', 'ocean', 'mint', 'sand', 'polar'],
  'Documentary Series': ['aurora'],
  'Drama Series': ['polar'],
  Trailer: ['neon', 'crimson', 'ember', 'dusk'],
  Sports: ['aurora', 'ocean', 'ember', 'neon', 'sunset', 'polar', 'crimson'],
  Live: ['aurora', 'neon'],
};

export function paletteFor(genre, random) {
  const names = MOODS[genre] ?? Object.keys(PALETTES);
  return PALETTES[random.pick(names)];
}

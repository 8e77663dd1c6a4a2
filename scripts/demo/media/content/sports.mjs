/**
 * Aurora Games 2026: the sports, the playlists that group them (2–3 sports each), and the highlight and
 * replay videos. Sport tags are the sport's slug (e.g. `beach-handball`), so the CMS can find its videos.
 */
export const SPORT_GROUPS = [
  { key: 'ball-games', title: 'Ball Games', description: 'Beach handball, korfball and fistball from the Aurora Games 2026.' },
  { key: 'field-sports', title: 'Field Sports', description: 'Flag football and lacrosse: speed, tactics and big plays.' },
  { key: 'combat-sports', title: 'Combat Sports', description: 'Ju-jitsu and kickboxing bouts from the Aurora Fight Hall.' },
  { key: 'strength-precision', title: 'Strength & Precision', description: 'Powerlifting and archery, where every kilo and every millimetre counts.' },
  { key: 'on-the-water', title: 'On the Water', description: 'Canoe marathon and wakeboarding on the Aurora lake course.' },
  { key: 'speed-terrain', title: 'Speed & Terrain', description: 'Roller skating, sport climbing and orienteering.' },
];

export const SPORTS = [
  {
    slug: 'archery', title: 'Archery', group: 'strength-precision', clip: 'signal-check',
    highlight: ['Archery: Recurve Finals Highlights', 'Wind across the lakeside range made the recurve finals a test of nerve. Relive every ten-ring arrow from the medal matches.'],
    replay: ['Archery: Compound Mixed Team Gold Match', 'The full compound mixed team gold medal match, with a shoot-off decided by the width of a line.'],
  },
  {
    slug: 'beach-handball', title: 'Beach Handball', group: 'ball-games', clip: 'cellular-tide',
    highlight: ['Beach Handball: Spin Shots of the Week', 'Inflight catches, 360° spin shots and two-point goals: the most spectacular plays from the sand arena.'],
  },
  {
    slug: 'canoe-marathon', title: 'Canoe Marathon', group: 'on-the-water', clip: 'cellular-tide',
    highlight: ['Canoe Marathon: K1 Women Highlights', 'Twenty-six kilometres, six portages and a sprint finish that came down to a single paddle stroke.'],
    replay: ['Canoe Marathon: C1 Men Full Race', 'The complete C1 men race, including every portage run along the river bank.'],
  },
  {
    slug: 'fistball', title: 'Fistball', group: 'ball-games', clip: 'living-grid',
    highlight: ['Fistball: Group Stage Highlights', 'One bounce, three touches and a fist: the fastest rallies from the fistball group stage.'],
  },
  {
    slug: 'flag-football', title: 'Flag Football', group: 'field-sports', clip: 'signal-check',
    highlight: ['Flag Football: Best Touchdowns', 'No tackles, all speed. The quarterback reads and long throws that lit up the field.'],
    replay: ['Flag Football: Women Semi-final Full Game', 'The complete women semi-final, from the coin toss to the final extra point.'],
  },
  {
    slug: 'ju-jitsu', title: 'Ju-Jitsu', group: 'combat-sports', clip: 'fractal-dive',
    highlight: ['Ju-Jitsu: Ne-Waza Submissions', 'Chokes, arm locks and reversals: the ground-fighting finishes of the ne-waza competition.'],
  },
  {
    slug: 'kickboxing', title: 'Kickboxing', group: 'combat-sports', clip: 'fractal-dive',
    highlight: ['Kickboxing: K-1 Knockouts', 'High kicks, spinning backfists and the stoppages that decided the K-1 brackets.'],
    replay: ['Kickboxing: Full Contact -71 kg Final', 'The full contact -71 kg final, all three rounds, with judges\' scorecards.'],
  },
  {
    slug: 'korfball', title: 'Korfball', group: 'ball-games', clip: 'living-grid',
    highlight: ['Korfball: Group Stage Highlights', 'Mixed teams, one basket on a pole and no dribbling: the best goals from the korfball group stage.'],
  },
  {
    slug: 'lacrosse', title: 'Lacrosse', group: 'field-sports', clip: 'signal-check',
    highlight: ['Lacrosse Sixes: Fastest Goals', 'Thirty-second shot clocks make lacrosse sixes relentless. Here are the quickest goals of the tournament.'],
  },
  {
    slug: 'orienteering', title: 'Orienteering', group: 'speed-terrain', clip: 'cellular-tide',
    highlight: ['Orienteering: Sprint Relay Highlights', 'Map, compass and a maze of old-town alleys: how the sprint relay was won and lost at the control points.'],
  },
  {
    slug: 'powerlifting', title: 'Powerlifting', group: 'strength-precision', clip: 'living-grid',
    highlight: ['Powerlifting: Record Lifts', 'Squat, bench press, deadlift. Every world record attempt of the equipped powerlifting competition.'],
    replay: ['Powerlifting: Heavyweight Session Replay', 'The full heavyweight session, with all three attempts of every lifter.'],
  },
  {
    slug: 'roller-skating', title: 'Roller Skating', group: 'speed-terrain', clip: 'fractal-dive',
    highlight: ['Roller Skating: Speed Track Highlights', 'Elbow to elbow at fifty kilometres an hour: the sprints and eliminations on the banked track.'],
  },
  {
    slug: 'sport-climbing', title: 'Sport Climbing', group: 'speed-terrain', clip: 'signal-check',
    highlight: ['Sport Climbing: Boulder Final Highlights', 'Four problems, four minutes each. The tops, the zones and the falls of the boulder final.'],
  },
  {
    slug: 'wakeboarding', title: 'Wakeboarding', group: 'on-the-water', clip: 'cellular-tide',
    highlight: ['Wakeboarding: Cable Park Tricks', 'Raleys, backrolls and kicker jumps from the cable park final at sunset.'],
  },
];

/** Event-wide sports videos that belong to no single sport. */
export const EVENT_VIDEOS = [
  {
    key: 'opening-ceremony', clip: 'fractal-dive', kind: 'replay',
    title: 'Aurora Games 2026: Opening Ceremony',
    description: 'Fifteen hundred performers, a drone sky show and the parade of athletes from more than a hundred nations.',
  },
  {
    key: 'top-10-week-one', clip: 'signal-check', kind: 'highlight',
    title: 'Top 10 Moments: Week One',
    description: 'Buzzer beaters, world records and one unforgettable photo finish: the ten moments everyone talked about.',
  },
];

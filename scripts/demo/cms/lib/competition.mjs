/**
 * Plans the competition: when each medal event's phases happen (relative to now), who the athletes are, and
 * who won the finals that are already over. The schedule, the athlete documents and results.json all come
 * from this one plan, so they agree with each other.
 */
import { COUNTRIES, personName } from '../content/countries.mjs';
import { DAY, HOUR } from './relative.mjs';

const PHASES = {
  team: [['Group Stage', -2 * DAY, 3 * HOUR], ['Semi-final', -DAY, 2 * HOUR], ['Final', 0, 2 * HOUR]],
  individual: [['Qualification', -DAY, 3 * HOUR], ['Final', 0, 2 * HOUR]],
  combat: [['Preliminaries', -5 * HOUR, 4 * HOUR], ['Final', 0, 2 * HOUR]],
};
const ATHLETES_PER_SPORT = { team: 6, individual: 7, combat: 8 };
const EARLIEST = -3 * DAY;
const LATEST = 7 * DAY;

export const VENUES = {
  ARC: 'Harbour Park Range', BHB: 'Sandbank Beach Stadium', CNM: 'Lake Aurora Regatta Course',
  FFB: 'Northfield Stadium', JJI: 'Aurora Dome, Hall B', KIK: 'Aurora Dome, Hall A', KOR: 'Aurora Arena',
  LAX: 'Northfield Stadium, Pitch 2', ORI: 'Old Town and Pinewood Forest', PWL: 'Foundry Hall',
  RSK: 'Velodrome Rollerway', CLB: 'Cliffside Climbing Park', WKB: 'Lake Aurora Cable Park', FIS: 'Riverside Fields',
};

const genderOf = (event) => (event.startsWith("Women's") ? 'f' : event.startsWith("Men's") ? 'm' : 'mixed');
const country = (code) => COUNTRIES.find((c) => c.code === code);

/**
 * `overrides` pins some events to the demo's live events: `{ [`${code}|${event}`]: { final, starts?, durations?,
 * stream?, teams?, podium? } }` where `starts`, `durations` and `stream` are keyed by phase name (times in
 * minutes from now), `teams` are country codes taking part and `podium` the codes of the first places.
 */
export function planCompetition(random, sports, { overrides, replayFor }) {
  const medalEvents = sports.filter((s) => s.kind !== 'archived').flatMap((sport) =>
    sport.events.map((event) => ({ sport, event, key: `${sport.code}|${event}`, gender: genderOf(event) })),
  );

  // Finals: pinned ones first; of the others, about half are over already.
  const free = random.shuffle(medalEvents.filter((e) => !overrides[e.key]));
  free.forEach((e, i) => {
    const quarter = (minutes) => Math.round(minutes / 15) * 15;
    e.final = i < Math.ceil(free.length * 0.55) ? -quarter(random.int(4 * HOUR, 60 * HOUR)) : quarter(random.int(3 * HOUR, LATEST - 3 * HOUR));
  });
  for (const e of medalEvents) {
    const pinned = overrides[e.key];
    if (pinned) Object.assign(e, { final: pinned.final, pinned });
  }

  const schedule = [];
  for (const e of medalEvents) {
    let previousEnd = Number.NEGATIVE_INFINITY;
    for (const [phase, offset, defaultDuration] of PHASES[e.sport.kind]) {
      const duration = e.pinned?.durations?.[phase] ?? defaultDuration;
      let start = e.pinned?.starts?.[phase] ?? e.final + offset;
      if (start < EARLIEST) start = EARLIEST + random.int(1, 8) * 30;
      if (phase !== 'Final') start = Math.max(start, previousEnd + 30);
      else if (start < previousEnd) throw new Error(`${e.key}: the final starts before the earlier rounds end`);
      const end = start + duration;
      previousEnd = end;
      const isOver = end < 0;
      const stream = e.pinned?.stream?.[phase] ?? (phase === 'Final' && isOver ? replayFor(e.sport) : undefined);
      schedule.push({ sport: e.sport, eventName: `${e.event} – ${phase}`, start, end, stream });
      if (phase === 'Final') e.decided = isOver;
    }
  }

  // Team sports: medals go to national teams.
  for (const e of medalEvents.filter((x) => x.sport.kind === 'team' && x.decided)) {
    const podium = e.pinned?.podium ?? [];
    const others = random.shuffle(COUNTRIES.map((c) => c.code).filter((code) => !podium.includes(code)));
    e.podium = [...podium, ...others].slice(0, 3).map((code) => ({ kind: 'team', country: country(code) }));
  }

  const athletes = createAthletes(random, sports, medalEvents);

  // Individual and combat sports: medals go to athletes of the event's gender.
  for (const e of medalEvents.filter((x) => x.sport.kind !== 'team' && x.decided)) {
    const field = random.shuffle(athletes.filter((a) => a.sport === e.sport && a.gender === e.gender));
    e.podium = field.slice(0, e.sport.kind === 'combat' ? 4 : 3).map((athlete) => ({ kind: 'athlete', athlete, country: athlete.country }));
  }

  return { medalEvents, schedule, athletes };
}

function createAthletes(random, sports, medalEvents) {
  const athletes = [];
  const taken = new Set();
  let cycle = [];
  const nextCountry = () => {
    if (cycle.length === 0) cycle = random.shuffle(COUNTRIES);
    return cycle.pop();
  };
  const add = (sport, gender, from) => {
    let name;
    do name = personName(random, from, gender);
    while (taken.has(name));
    taken.add(name);
    athletes.push({ name, gender, sport, country: from, number: random.int(1, 99) });
  };

  for (const sport of sports.filter((s) => s.kind !== 'archived')) {
    const count = ATHLETES_PER_SPORT[sport.kind];
    const events = medalEvents.filter((e) => e.sport === sport);
    const genders = [...new Set(events.map((e) => e.gender))];
    const genderAt = (i) => {
      const g = genders[i % genders.length];
      return g === 'mixed' ? (i % 2 ? 'f' : 'm') : g;
    };
    if (sport.kind === 'team') {
      const pool = [...new Set(events.flatMap((e) => [...(e.pinned?.teams ?? []), ...(e.podium ?? []).map((p) => p.country.code)]))];
      while (pool.length < 3) {
        const code = random.pick(COUNTRIES).code;
        if (!pool.includes(code)) pool.push(code);
      }
      for (let i = 0; i < count; i++) add(sport, genderAt(i), country(pool[i % pool.length]));
    } else {
      for (let i = 0; i < count; i++) add(sport, genderAt(i), nextCountry());
    }
  }
  return athletes;
}

/** The medal table in the `/swiss/result` shape, ranked by gold, then silver, then bronze. */
export function buildResults(medalEvents) {
  const byCountry = new Map();
  for (const e of medalEvents.filter((x) => x.podium)) {
    e.podium.forEach((place, index) => {
      const medal = ['gold', 'silver', 'bronze', 'bronze'][index];
      const entry = byCountry.get(place.country.name) ?? { country: place.country.name, gold: 0, silver: 0, bronze: 0, total: 0, sports: [] };
      byCountry.set(place.country.name, entry);
      let sport = entry.sports.find((s) => s.sportCode === e.sport.code);
      if (!sport) {
        sport = { sportCode: e.sport.code, name: e.sport.title, total: 0, athletes: [] };
        entry.sports.push(sport);
      }
      const name = place.kind === 'team' ? `Team ${place.country.name}` : place.athlete.name;
      sport.athletes.push({ name, event: e.event, gold: 0, silver: 0, bronze: 0, [medal]: 1 });
      sport.total += 1;
      entry[medal] += 1;
      entry.total += 1;
    });
  }
  const ordered = [...byCountry.values()].sort(
    (a, b) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.country.localeCompare(b.country),
  );
  let rank = 0;
  ordered.forEach((entry, index) => {
    const previous = ordered[index - 1];
    const tied = previous && previous.gold === entry.gold && previous.silver === entry.silver && previous.bronze === entry.bronze;
    rank = tied ? rank : index + 1;
    entry.rank = rank;
    entry.sports.sort((a, b) => a.name.localeCompare(b.name));
  });
  return {
    results: ordered.map(({ country: name, gold, silver, bronze, total, rank: r, sports }) => ({ country: name, gold, silver, bronze, total, rank: r, sports })),
  };
}

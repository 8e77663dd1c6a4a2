/**
 * The three demo podcasts and their episodes. `athlete-voices` deliberately leaves fields out of some
 * episodes (no duration, no description, no date, no image) the way real feeds often do.
 */
export const PODCASTS = [
  {
    slug: 'the-aurora-daily',
    title: 'The Aurora Daily',
    colors: ['#0f172a', '#10b981'],
    author: 'Aurora Games TV',
    description:
      'Every morning of the Games: the results that mattered, the stories behind them and what to watch today, in twenty minutes.',
    episodes: [
      ['Countdown: fourteen sports in fourteen minutes', 'A whistle-stop tour of the programme, from archery to wakeboarding, and the sessions our team will not miss.'],
      ['Meet the venues', 'From the harbour park range to the lake cable park: where everything happens and how to get there.'],
      ['Opening day preview', 'Korfball opens the Games. We explain the rules in two minutes and pick the teams to watch.'],
      ['Day 1: korfball thrillers and a record in powerlifting', 'A golden-goal finish, a huge deadlift and the first medals of the Games.'],
      ['Day 2: speed on sand and on the wall', 'Beach handball spin shots and speed climbers racing the clock.'],
      ['Day 3: the long paddle', 'Portages, tactics and a sprint finish in the canoe marathon.'],
      ['Day 4: fight night', 'Ju-jitsu and kickboxing finals, with the coaches who shaped the champions.'],
      ['Day 5: lost in the forest', 'Orienteering route choices explained with the winners\' maps.'],
      ['Day 6: the quiet precision of boules', 'Why precision shooting is the most nerve-racking event of the Games.'],
      ['Closing night special', 'Our favourite moments, the athletes of the Games and a look ahead to the next edition.'],
    ],
  },
  {
    slug: 'inside-the-federations',
    title: 'Inside the Federations',
    colors: ['#1e1b4b', '#818cf8'],
    author: 'Aurora Games Association',
    description:
      'Conversations with the people who run the sports: rule changes, new disciplines, athlete welfare and how small sports grow big audiences.',
    episodes: [
      ['How a rule change is born', 'From a coaches\' meeting to the rule book: the path of a new scoring rule in beach handball.'],
      ['Sixes: reinventing lacrosse', 'Why a compact format opened doors for new nations.'],
      ['Mapping the world', 'Orienteering mappers on drawing a forest at 1:10 000.'],
      ['Setting the routes', 'Climbing route setters on building problems that separate the best.'],
      ['Clean sport in strength sports', 'Testing, education and what athletes can do themselves.'],
      ['Mixed by design', 'Korfball and the value of teams with women and men on equal terms.'],
      ['Water sports and the environment', 'Paddling and wakeboarding federations on protecting the lakes they race on.'],
      ['Building a federation from scratch', 'How a young national federation found coaches, venues and its first sponsors.'],
    ],
  },
  {
    slug: 'athlete-voices',
    title: 'Athlete Voices',
    colors: ['#7c2d12', '#fb923c'],
    author: 'Aurora Games TV',
    description: 'Athletes tell their own stories: training, setbacks, travel, and what it takes to compete at the Games.',
    incomplete: true,
    episodes: [
      ['Up at five: a rower turned canoe marathoner', 'Switching sports at twenty-six and learning to love portages.'],
      ['Between shifts', 'Training for the Games while working full time as a nurse.'],
      ['The first time I missed the target', 'An archer on nerves, breathing and bouncing back.'],
      ['Road trip', 'A flag football team on travelling to the Games in one minibus.'],
      ['Comeback', 'Back on the mat after a knee injury.'],
      ['Family business', 'Two generations of boules players from the same village.'],
      ['Reading the wall', 'How climbers use the observation period.'],
      ['Off the cable', 'What wakeboarders do when the wind picks up.'],
      ['Letters to my younger self', 'Athletes read letters they wrote before their first Games.'],
    ],
  },
];

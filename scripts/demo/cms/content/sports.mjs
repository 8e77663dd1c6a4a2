/**
 * The sports of the fictional Aurora Games 2026. `events` are the medal events (results and schedule);
 * `kind` decides how medals are awarded: individual (3 medals), combat (two bronzes), team (medals go to teams).
 * `Chengdu2025` is a leftover category from an earlier edition: it stays in the data and the site must hide it.
 */
export const SPORTS = [
  {
    title: 'Archery',
    code: 'ARC',
    gradient: ['#0f5132', '#58b368'],
    clusters: ['Recurve', 'Compound', 'Barebow'],
    kind: 'individual',
    events: ["Men's Recurve Individual", "Women's Compound Individual"],
    about: [
      'Archery asks for a steady body and a quiet mind. Athletes shoot sets of arrows at a target face with ten scoring rings, and a single millimetre can separate gold from silver.',
      'At the Aurora Games the recurve and compound competitions are held in the *Harbour Park Range*, with finals shot head to head in the **set system**.',
    ],
    goodToKnow: [
      '- Recurve archers shoot at **70 m** on a 122 cm target face.',
      '- Compound bows use pulleys and a release aid; they shoot at 50 m on an 80 cm face.',
      '- In match play, archers alternate arrows and each has a strict time limit.',
    ],
    funFacts: [
      '- A recurve arrow can leave the bow at more than 200 km/h.',
      '- Compound archers only score a 10 in the innermost ring, about the size of a golf ball.',
      '- Read the rules summary on the [Aurora Games rules page](https://auroragames.example/rules/archery).',
    ],
  },
  {
    title: 'Beach Handball',
    code: 'BHB',
    gradient: ['#b45309', '#fbbf24'],
    clusters: ['Tournament', 'Shoot-out'],
    kind: 'team',
    events: ["Women's Tournament", "Men's Tournament"],
    about: [
      'Beach handball moves the indoor game onto sand: three court players and a goalkeeper per side, short halves and a lot of flying.',
      'Spectacular goals such as spin shots and in-flight finishes count **two points**, so the scoreboard can turn in seconds.',
    ],
    goodToKnow: [
      '- Each half is won separately; if the halves are shared, a shoot-out decides the match.',
      '- Players play barefoot on a 27 m by 12 m sand court.',
      '- Substitutions are unlimited and happen on the fly.',
    ],
    funFacts: [
      '- A goalkeeper who scores earns two points.',
      '- Matches are short: two halves of ten minutes.',
    ],
  },
  {
    title: 'Canoe Marathon',
    code: 'CNM',
    gradient: ['#075985', '#38bdf8'],
    clusters: ['K1', 'C1', 'Short Race'],
    kind: 'individual',
    events: ["Men's K1 Long Distance", "Women's K1 Long Distance"],
    about: [
      'Canoe marathon is endurance paddling over long distances on rivers and lakes. Races are decided by tactics as much as by power: paddlers ride each other\'s wash and break away at the right moment.',
      'Laps include **portages**, where athletes jump out, run with the boat on their shoulder and relaunch.',
    ],
    goodToKnow: [
      '- K stands for kayak (double-bladed paddle), C for canoe (single blade, kneeling).',
      '- A long-distance race lasts well over an hour.',
      '- Portage sections are where many races are won or lost.',
    ],
    funFacts: [
      '- Marathon kayaks are narrow and tippy; balance takes years to master.',
      '- Paddlers drink from tubes while racing so they never stop.',
    ],
  },
  {
    title: 'Flag Football',
    code: 'FFB',
    gradient: ['#7c2d12', '#f97316'],
    clusters: ['5v5', 'Mixed'],
    kind: 'team',
    events: ["Women's Tournament", "Men's Tournament"],
    about: [
      'Flag football is the fast, non-contact form of American football. Instead of tackling, defenders stop a play by pulling a flag from the ball carrier\'s belt.',
      'The international game is played **five against five** on a short field, which keeps scoring high and rallies short.',
    ],
    goodToKnow: [
      '- There are no tackles and no blocking.',
      '- The quarterback cannot run the ball directly past the line of scrimmage.',
      '- Games are played in two halves with a running clock.',
    ],
    funFacts: [
      '- Flag football is one of the fastest-growing team sports for girls and women.',
      '- A full team fits in one minibus.',
    ],
  },
  {
    title: 'Ju-Jitsu',
    code: 'JJI',
    gradient: ['#1e293b', '#64748b'],
    clusters: ['Fighting System', 'Duo System', 'Ne-Waza'],
    kind: 'combat',
    events: ["Men's Fighting -69 kg", "Women's Ne-Waza -57 kg"],
    about: [
      'Ju-jitsu is a Japanese martial art built on using an opponent\'s force. Competitions combine striking, throws and groundwork.',
      'In the **Duo System**, pairs from the same team demonstrate defences against a series of attacks called out by the referee.',
    ],
    goodToKnow: [
      '- **Fighting System** has three phases: distance, grip and ground.',
      '- **Ne-Waza** is fought on the ground only, with submissions scoring a win.',
      '- At the Aurora Games, two bronze medals are awarded in each weight class.',
    ],
    funFacts: [
      '- Duo System pairs train the same sequences for thousands of repetitions.',
      '- The coloured belt (red or blue) tells the referee which athlete is which.',
    ],
  },
  {
    title: 'Kickboxing',
    code: 'KIK',
    gradient: ['#7f1d1d', '#ef4444'],
    clusters: ['Point Fighting', 'K-1', 'Low Kick'],
    kind: 'combat',
    events: ["Men's K-1 -75 kg", "Women's Point Fighting -60 kg"],
    about: [
      'Kickboxing combines the punches of boxing with kicks from the martial arts. Rule sets range from point fighting, where the action stops after each clean score, to continuous full-contact bouts.',
      'Athletes compete by weight class over **three rounds**.',
    ],
    goodToKnow: [
      '- In K-1 rules, knee strikes are allowed.',
      '- Point fighting rewards speed and control rather than power.',
      '- Protective gear includes gloves, shin guards, a mouth guard and head guard.',
    ],
    funFacts: [
      '- Jumping kicks to the head score the most points in point fighting.',
      '- In the full-contact rule sets, three judges score the bout round by round.',
    ],
  },
  {
    title: 'Korfball',
    code: 'KOR',
    gradient: ['#9f1239', '#fb7185'],
    clusters: ['Indoor', 'Beach Korfball'],
    kind: 'team',
    events: ['Mixed Tournament'],
    about: [
      'Korfball is a mixed team sport that started in the Netherlands at the beginning of the twentieth century. Each team has four women and four men, and the goal is a basket on a 3.5 m pole with no backboard.',
      'Players may not dribble or run with the ball, so the game is all about **passing and movement**.',
    ],
    goodToKnow: [
      '- Players may only defend an opponent of the same gender.',
      '- You cannot shoot when a defender is close and facing you.',
      '- Teams switch between attack and defence zones after every two goals.',
    ],
    funFacts: [
      '- The name comes from the Dutch word *korf*, meaning basket.',
      '- Shots can be taken from behind the post too.',
    ],
  },
  {
    title: 'Lacrosse',
    code: 'LAX',
    gradient: ['#312e81', '#818cf8'],
    clusters: ['Sixes', 'Field'],
    kind: 'team',
    events: ["Women's Sixes", "Men's Sixes"],
    about: [
      'Lacrosse was first played by Indigenous peoples of North America. Players carry, pass and shoot a small rubber ball with a stick that has a netted pocket.',
      'The Aurora Games use **Sixes**: six players a side on a small field and a 30-second shot clock.',
    ],
    goodToKnow: [
      '- There are no specialist positions in Sixes apart from the goalie.',
      '- Quarters last eight minutes.',
      '- Women\'s and men\'s games share the same format.',
    ],
    funFacts: [
      '- The hardest shots travel at more than 150 km/h.',
      '- Lacrosse is often called the fastest game on two feet.',
    ],
  },
  {
    title: 'Orienteering',
    code: 'ORI',
    gradient: ['#c2410c', '#fdba74'],
    clusters: ['Sprint', 'Middle Distance', 'Relay'],
    kind: 'individual',
    events: ["Men's Sprint", "Women's Middle Distance"],
    about: [
      'Orienteering is a race against the clock with a map and a compass. Athletes visit control points in a fixed order and choose their own route between them.',
      'Sprint races run through streets and parks; forest races reward reading the terrain at full speed.',
    ],
    goodToKnow: [
      '- Controls are marked by an orange and white flag.',
      '- Athletes see the map only at the start.',
      '- Electronic chips record every control visit.',
    ],
    funFacts: [
      '- Forest maps are usually drawn at 1:10 000 or 1:15 000.',
      '- Route choice can matter more than running speed.',
    ],
  },
  {
    title: 'Powerlifting',
    code: 'PWL',
    gradient: ['#3f3f46', '#a1a1aa'],
    clusters: ['Classic', 'Equipped'],
    kind: 'individual',
    events: ["Men's Heavyweight", "Women's Lightweight"],
    about: [
      'Powerlifting is a test of maximum strength in three lifts: the **squat**, the **bench press** and the **deadlift**.',
      'Each lifter has three attempts per lift, and the best successful attempts add up to the total that decides the medals.',
    ],
    goodToKnow: [
      '- Three referees judge each lift with white (good) or red (no lift) lights.',
      '- Lifters choose the weight for their next attempt between attempts.',
      '- Lifters wait for the referee\'s signals to start and rack the squat and bench press.',
    ],
    funFacts: [
      '- The strongest lifters in the lighter classes deadlift more than three times their own body weight.',
      '- Chalk helps lifters keep their grip dry.',
    ],
  },
  {
    title: 'Roller Skating',
    code: 'RSK',
    gradient: ['#6b21a8', '#e879f9'],
    clusters: ['Speed Track', 'Speed Road', 'Artistic'],
    kind: 'individual',
    events: ["Men's 10,000 m Points Elimination", "Women's 500 m Sprint"],
    about: [
      'Speed roller skaters race on inline skates around a banked track and on road circuits, reaching speeds well above 50 km/h in sprints.',
      'Long races mix tactics and endurance: in **points elimination**, skaters collect points on some laps and the last skater is eliminated on others.',
    ],
    goodToKnow: [
      '- Sprint races start from a standing start in lanes.',
      '- Skaters draft behind each other like cyclists.',
      '- Photo finish decides close races to the thousandth of a second.',
    ],
    funFacts: [
      '- Racing inline skates have no brake.',
      '- Many speed skaters on ice started out on rollers.',
    ],
  },
  {
    title: 'Sport Climbing',
    code: 'CLB',
    gradient: ['#115e59', '#2dd4bf'],
    clusters: ['Lead', 'Boulder', 'Speed'],
    kind: 'individual',
    events: ["Men's Speed", "Women's Boulder"],
    about: [
      'Sport climbing has three disciplines. **Lead** climbers go as high as they can on a tall wall; **boulder** athletes solve short problems without a rope; **speed** climbers race up a standard 15 m route.',
      'Routes are set for the competition and climbers only see them during a short observation period.',
    ],
    goodToKnow: [
      '- The speed route is the same everywhere in the world, so times can be compared.',
      '- In bouldering, reaching the zone hold scores even without a top.',
      '- A fall in lead ends the attempt.',
    ],
    funFacts: [
      '- The best speed climbers reach the top in about five seconds.',
      '- Climbing holds are bolted on and reset for every competition.',
    ],
  },
  {
    title: 'Wakeboarding',
    code: 'WKB',
    gradient: ['#0e7490', '#67e8f9'],
    clusters: ['Cable', 'Boat'],
    kind: 'individual',
    events: ["Men's Cable", "Women's Cable"],
    about: [
      'Wakeboarders are towed across the water by a boat or an overhead cable and perform jumps, spins and flips off the wake and off obstacles.',
      'Judges score each run on **execution**, **intensity** and **composition**.',
    ],
    goodToKnow: [
      '- Cable parks tow riders around a circuit of pylons.',
      '- A fall during a run costs points but does not end it on cable.',
      '- Riders choose their own trick list.',
    ],
    funFacts: [
      '- Top riders land spins of 900 degrees and more.',
      '- A cable system can tow several riders at once.',
    ],
  },
  {
    title: 'Fistball',
    code: 'FIS',
    gradient: ['#365314', '#84cc16'],
    clusters: ['Field', 'Indoor'],
    kind: 'team',
    events: ["Men's Tournament", "Women's Tournament"],
    about: [
      'Fistball is one of the oldest ball games in Europe and a favourite in German-speaking countries and South America. Two teams of five hit the ball with the fist or forearm over a tape strung across the middle of a large field.',
      'The ball may bounce **once** before each contact, which gives the game its long, spectacular rallies.',
    ],
    goodToKnow: [
      '- The field measures 50 m by 20 m.',
      '- For men the tape hangs at a height of 2 m.',
      '- A team may touch the ball up to three times before it has to cross the tape.',
    ],
    funFacts: [
      '- Sets are played to 11 points.',
      '- Defenders dive on the grass the way beach volleyball players dive on sand.',
    ],
  },
  {
    title: 'Chengdu2025',
    code: 'CHD',
    gradient: ['#404040', '#737373'],
    clusters: [],
    kind: 'archived',
    events: [],
    about: ['Archived category from a previous edition. It is kept in the dataset and must not appear on the site.'],
    goodToKnow: [],
    funFacts: [],
  },
];

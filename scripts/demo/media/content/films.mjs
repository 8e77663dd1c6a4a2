/**
 * The general film section: feature films and documentaries (all fictional). `premium` items need a
 * subscription; `trailer` adds a trailer item that the film points at with `trailerId`.
 */
export const FILMS = [
  {
    title: 'The Last Lighthouse', genre: 'Drama', rating: 'PG-13', year: 2024, clip: 'fractal-dive', trailer: true, backdrop: true,
    tags: ['drama', 'island', 'award-winner'],
    description: 'On a storm-beaten island, the last keeper of a lighthouse has one season left before the light goes automatic.',
    synopsis: 'Maren has kept the Skarvøy light for thirty-one years. When a young engineer arrives to automate it, the two spend a winter of storms, shipwreck drills and reluctant friendship before the lamp is switched over for good.',
    translations: {
      es: ['El último faro', 'En una isla azotada por las tormentas, la última farera tiene una temporada por delante antes de que el faro pase a ser automático.'],
      fr: ['Le Dernier Phare', 'Sur une île battue par les tempêtes, la dernière gardienne d\'un phare a une saison devant elle avant que la lumière ne devienne automatique.'],
      de: ['Der letzte Leuchtturm', 'Auf einer sturmgepeitschten Insel bleibt der letzten Leuchtturmwärterin eine Saison, bevor das Licht automatisiert wird.'],
      nl: ['De laatste vuurtoren', 'Op een door stormen geteisterd eiland heeft de laatste vuurtorenwachter nog één seizoen voordat het licht automatisch wordt.'],
    },
  },
  {
    title: 'Paper Comets', genre: 'Comedy', rating: 'PG', year: 2023, clip: 'signal-check',
    tags: ['comedy', 'family', 'summer'],
    description: 'Two rival kite makers are forced to share a stall at the seaside festival. Only one of them can fly the giant comet.',
    translations: {
      es: ['Cometas de papel', 'Dos fabricantes de cometas rivales tienen que compartir puesto en el festival de la costa. Solo uno podrá volar el cometa gigante.'],
      fr: ['Comètes de papier', 'Deux fabricants de cerfs-volants rivaux doivent partager un stand au festival du bord de mer. Un seul pourra faire voler la comète géante.'],
      de: ['Papierkometen', 'Zwei rivalisierende Drachenbauer müssen sich auf dem Strandfest einen Stand teilen. Nur einer kann den Riesenkometen steigen lassen.'],
      nl: ['Papieren kometen', 'Twee rivaliserende vliegermakers moeten een kraam delen op het strandfestival. Maar één van hen mag de reuzenkomeet oplaten.'],
    },
  },
  {
    title: 'Cold Meridian', genre: 'Thriller', rating: 'PG-13', year: 2025, clip: 'living-grid', premium: true, trailer: true,
    tags: ['thriller', 'arctic', 'mystery'],
    description: 'An Arctic research station goes silent during the polar night. The relief team finds the lights on and nobody home.',
  },
  {
    title: 'Orbitfall', genre: 'Sci-Fi', rating: 'PG-13', year: 2025, clip: 'fractal-dive', premium: true, trailer: true, backdrop: true,
    tags: ['sci-fi', 'space', 'blockbuster'],
    description: 'When a failing satellite begins to fall, a grounded astronaut has ninety minutes to talk a rookie crew through the impossible.',
    synopsis: 'Commander Ida Vos was grounded after one mistake. Now the ageing weather satellite she once repaired is tumbling toward a coastal city, and the only crew in orbit has never flown a repair mission.',
    translations: {
      es: ['Caída orbital', 'Cuando un satélite averiado empieza a caer, una astronauta en tierra tiene noventa minutos para guiar a una tripulación novata a través de lo imposible.'],
      fr: ['Chute orbitale', 'Quand un satellite en panne commence à tomber, une astronaute clouée au sol a quatre-vingt-dix minutes pour guider un équipage novice à travers l\'impossible.'],
      de: ['Orbitfall', 'Als ein defekter Satellit abzustürzen beginnt, hat eine Astronautin am Boden neunzig Minuten, um eine unerfahrene Crew durch das Unmögliche zu lotsen.'],
      nl: ['Orbitfall', 'Wanneer een defecte satelliet begint te vallen, heeft een astronaute op aarde negentig minuten om een onervaren bemanning door het onmogelijke te loodsen.'],
    },
  },
  {
    title: 'The Cartographer\'s Daughter', genre: 'Adventure', rating: 'PG', year: 2022, clip: 'cellular-tide',
    tags: ['adventure', 'family', 'maps'],
    description: 'A girl inherits her father\'s unfinished map and sets out to chart the one valley nobody has ever drawn.',
  },
  {
    title: 'Midnight at the Velvet Room', genre: 'Music', rating: 'PG-13', year: 2021, clip: 'signal-check',
    tags: ['music', 'jazz', 'drama'],
    description: 'A jazz club has one last night before the bulldozers come. The house band decides to play until sunrise.',
  },
  {
    title: 'Small Hours', genre: 'Romance', rating: 'PG-13', year: 2024, clip: 'cellular-tide',
    tags: ['romance', 'city', 'night'],
    description: 'A night-bus driver and an insomniac translator meet on the last route of the night, every night, for a year.',
  },
  {
    title: 'Hollow Pines', genre: 'Mystery', rating: 'PG-13', year: 2023, clip: 'living-grid',
    tags: ['mystery', 'forest', 'small-town'],
    description: 'Every autumn one tree in the Hollow Pines forest turns white. This year, a surveyor wants to know why.',
  },
  {
    title: 'Copper & Salt', genre: 'Western', rating: 'PG-13', year: 2020, clip: 'fractal-dive',
    tags: ['western', 'desert', 'frontier'],
    description: 'A mining town, a salt flat and a stagecoach that never arrived. A retired marshal rides out one more time.',
  },
  {
    title: 'Pixel & Pip', genre: 'Animation', rating: 'G', year: 2024, clip: 'signal-check',
    tags: ['animation', 'kids', 'family', 'robots'],
    description: 'A tiny cleaning robot and a runaway video game sprite team up to save the arcade from closing.',
  },
  {
    title: 'The Quiet Season', genre: 'Drama', rating: 'PG', year: 2022, clip: 'cellular-tide',
    tags: ['drama', 'family', 'mountains'],
    description: 'When the ski resort closes for the summer, three siblings return to run their late mother\'s mountain inn.',
  },
  {
    title: 'Neon Tidal', genre: 'Action', rating: 'PG-13', year: 2025, clip: 'fractal-dive',
    tags: ['action', 'heist', 'city'],
    description: 'A crew of jet-ski couriers is hired for one job in a flooded megacity: get the drive across the harbour before the tide turns.',
  },
  {
    title: 'A Recipe for Rain', genre: 'Family', rating: 'G', year: 2021, clip: 'living-grid',
    tags: ['family', 'food', 'comedy'],
    description: 'A village baker swears her grandmother\'s bread can end the drought. The whole village is willing to try.',
  },
  {
    title: 'Glass Harbour', genre: 'Crime', rating: 'R', year: 2024, clip: 'signal-check', premium: true,
    tags: ['crime', 'noir', 'harbour'],
    description: 'A customs officer finds a shipping container full of antique mirrors, and in one of them a face she knows.',
  },
  {
    title: 'Summit Fever', genre: 'Sports Drama', rating: 'PG', year: 2025, clip: 'cellular-tide',
    tags: ['sports', 'climbing', 'drama'],
    description: 'A self-taught climber from a flat country qualifies for the Aurora Games with a wall built in a grain silo.',
  },
  {
    title: 'The Ninth Lantern', genre: 'Fantasy', rating: 'PG', year: 2023, clip: 'fractal-dive',
    tags: ['fantasy', 'adventure', 'family'],
    description: 'Eight lanterns keep the winter spirits away from the valley. Someone has stolen the ninth.',
  },
];

export const DOCUMENTARIES = [
  {
    title: 'Where the Rivers Meet', genre: 'Documentary', rating: 'G', year: 2024, clip: 'cellular-tide',
    tags: ['documentary', 'nature', 'rivers'],
    description: 'A year at the confluence of two great rivers, told through the otters, herons and ferrymen who live there.',
    translations: {
      es: ['Donde se unen los ríos', 'Un año en la confluencia de dos grandes ríos, contado a través de las nutrias, las garzas y los barqueros que viven allí.'],
      fr: ['Là où les rivières se rejoignent', 'Une année au confluent de deux grands fleuves, racontée par les loutres, les hérons et les passeurs qui y vivent.'],
      de: ['Wo die Flüsse sich treffen', 'Ein Jahr am Zusammenfluss zweier großer Ströme, erzählt von den Ottern, Reihern und Fährleuten, die dort leben.'],
      nl: ['Waar de rivieren samenkomen', 'Een jaar op de samenvloeiing van twee grote rivieren, verteld door de otters, reigers en veerlieden die er wonen.'],
    },
  },
  {
    title: 'Built to Lift', genre: 'Documentary', rating: 'PG', year: 2025, clip: 'living-grid',
    tags: ['documentary', 'sports', 'powerlifting'],
    description: 'Four powerlifters, one platform and eighteen months of training on the road to the Aurora Games.',
  },
  {
    title: 'Night Shift at the Observatory', genre: 'Documentary', rating: 'G', year: 2023, clip: 'fractal-dive',
    tags: ['documentary', 'science', 'space'],
    description: 'Astronomers on a mountain-top observatory race the dawn to catch a supernova before it fades.',
  },
  {
    title: 'The Long Way North', genre: 'Documentary', rating: 'PG', year: 2022, clip: 'cellular-tide',
    tags: ['documentary', 'travel', 'arctic'],
    description: 'Two friends cycle from the Mediterranean to the North Cape on bikes they built themselves.',
  },
  {
    title: 'Ink & Iron', genre: 'Documentary', rating: 'PG', year: 2021, clip: 'signal-check',
    tags: ['documentary', 'craft', 'printing'],
    description: 'Inside the last letterpress workshop of a capital city, where every poster is set by hand.',
  },
  {
    title: 'Voices of the Reef', genre: 'Documentary', rating: 'G', year: 2024, clip: 'cellular-tide',
    tags: ['documentary', 'nature', 'ocean'],
    description: 'Underwater microphones reveal that a coral reef is never silent, and that its sounds tell us how healthy it is.',
  },
  {
    title: 'Concrete Gardens', genre: 'Documentary', rating: 'G', year: 2023, clip: 'living-grid',
    tags: ['documentary', 'city', 'food'],
    description: 'Rooftop farmers, guerrilla gardeners and a school that grows its own lunch: the green side of a grey city.',
  },
  {
    title: 'Making Aurora: Inside the Games', genre: 'Documentary', rating: 'PG', year: 2026, clip: 'signal-check', trailer: true,
    tags: ['documentary', 'sports', 'behind-the-scenes', 'aurora-games'],
    description: 'Volunteers, venue builders and broadcast crews: the two years of work behind the Aurora Games 2026.',
  },
];

/** The two demo series. Episode order inside a season is the array order. */
export const SERIES = [
  {
    key: 'road-to-aurora',
    title: 'Road to Aurora',
    genre: 'Documentary Series',
    rating: 'PG',
    clip: 'signal-check',
    tags: ['series', 'documentary', 'sports', 'aurora-games'],
    description: 'Six athletes, six sports, one goal: a documentary series following the journey to the Aurora Games 2026.',
    translations: {
      es: ['Camino a Aurora', 'Seis atletas, seis deportes, un objetivo: una serie documental que sigue el camino hacia los Aurora Games 2026.'],
      fr: ['En route vers Aurora', 'Six athlètes, six sports, un seul but : une série documentaire sur le chemin des Aurora Games 2026.'],
      de: ['Der Weg nach Aurora', 'Sechs Athleten, sechs Sportarten, ein Ziel: eine Doku-Serie über den Weg zu den Aurora Games 2026.'],
      nl: ['Op weg naar Aurora', 'Zes atleten, zes sporten, één doel: een documentaireserie over de weg naar de Aurora Games 2026.'],
    },
    seasons: [
      {
        title: 'The Qualifiers',
        description: 'Qualification tournaments on four continents decide who gets a ticket to Aurora.',
        episodes: [
          ['First Whistle', 'The korfball squad opens its qualification campaign with a new coach and an injured captain.'],
          ['Thin Air', 'Our climber trains at altitude while the archer rebuilds her technique from scratch.'],
          ['The Portage', 'A canoe marathon qualifier turns into a survival race when the river floods overnight.'],
          ['Tickets to Aurora', 'Results day. Not everyone we have followed will make it.'],
        ],
      },
      {
        title: 'The Games',
        description: 'Ten days in the athletes\' village, from the opening ceremony to the medal podium.',
        episodes: [
          ['Opening Night', 'Nerves, new kit and the walk into a stadium of forty thousand people.'],
          ['Pool Play', 'Group games bring surprise defeats and an unexpected comeback for the fistball team.'],
          ['Weight Class', 'The powerlifter makes weight with eleven grams to spare. Then the real work begins.'],
          ['Podium', 'Finals day. Six stories end in one afternoon.'],
        ],
      },
    ],
  },
  {
    key: 'harbour-lights',
    title: 'Harbour Lights',
    genre: 'Drama Series',
    rating: 'PG-13',
    clip: 'fractal-dive',
    tags: ['series', 'drama', 'harbour', 'mystery'],
    description: 'A harbour master\'s daughter returns to her fishing town and uncovers what really happened on the night of the great storm.',
    translations: {
      es: ['Luces del puerto', 'La hija del capitán del puerto vuelve a su pueblo pesquero y descubre lo que pasó de verdad la noche de la gran tormenta.'],
      fr: ['Les Feux du port', 'La fille du capitaine de port revient dans son village de pêcheurs et découvre ce qui s\'est vraiment passé la nuit de la grande tempête.'],
      de: ['Hafenlichter', 'Die Tochter des Hafenmeisters kehrt in ihr Fischerdorf zurück und deckt auf, was in der Nacht des großen Sturms wirklich geschah.'],
      nl: ['Havenlichten', 'De dochter van de havenmeester keert terug naar haar vissersdorp en ontdekt wat er echt gebeurde in de nacht van de grote storm.'],
    },
    seasons: [
      {
        title: 'Season 1',
        description: 'Five nights in the town of Kelder Bay.',
        episodes: [
          ['The Return', 'Nora comes home for her father\'s retirement and finds the harbour office locked from the inside.'],
          ['Low Tide', 'A boat that sank twenty years ago appears on the sandbank.'],
          ['The Logbook', 'Pages are missing from the harbour log for the night of the storm.'],
          ['Fog Signal', 'The old fog horn sounds at midnight, although it was disconnected years ago.'],
          ['High Water', 'The whole town gathers on the quay as the truth comes in with the tide.'],
        ],
      },
    ],
  },
];

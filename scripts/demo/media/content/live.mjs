/**
 * Live content. Channels loop one clip forever; events carry a relative schedule (see relative-time.ts)
 * so the demo always has one event live now, one scheduled and one replay.
 */
export const CHANNELS = [
  {
    key: 'aurora-arena',
    title: 'Aurora Arena',
    clip: 'signal-check',
    logoColor: '#22d3a6',
    tags: ['live', 'channel', 'aurora-games', 'korfball', 'beach-handball', 'fistball'],
    schedule: {
      format: 'json',
      shows: [
        ['Korfball: Pool Matches', 90, 'Every pool match of the korfball tournament, with live commentary.'],
        ['Beach Handball Live', 60, 'Sand, sun and spin shots: the beach handball knockout rounds.'],
        ['Fistball: Group Stage', 75, 'The fistball group stage, point by point.'],
        ['Arena Tonight', 30, 'The evening show from the Aurora Arena: results, reactions and what is next.'],
        ['Classic Finals', 45, 'Great finals of past Aurora Games, replayed in full.'],
      ],
    },
    description: 'Round-the-clock coverage from the Aurora Arena: ball games, finals and the best of the day.',
    translations: {
      es: ['Aurora Arena', 'Cobertura ininterrumpida desde el Aurora Arena: deportes de pelota, finales y lo mejor del día.'],
      fr: ['Aurora Arena', 'En continu depuis l\'Aurora Arena : sports de balle, finales et le meilleur de la journée.'],
      de: ['Aurora Arena', 'Rund um die Uhr aus der Aurora Arena: Ballsportarten, Finals und das Beste des Tages.'],
      nl: ['Aurora Arena', 'De klok rond vanuit de Aurora Arena: balsporten, finales en het beste van de dag.'],
    },
  },
  {
    key: 'aurora-outdoors',
    title: 'Aurora Outdoors',
    clip: 'cellular-tide',
    logoColor: '#ffb703',
    tags: ['live', 'channel', 'aurora-games', 'canoe-marathon', 'wakeboarding', 'orienteering'],
    // An XMLTV listing, so the demo shows both schedule formats.
    schedule: {
      format: 'xmltv',
      shows: [
        ['Canoe Marathon: Portages', 120, 'The long race on the lake, portages and all.'],
        ['Wakeboarding Finals', 60, 'Cable park finals: the biggest tricks of the games.'],
        ['Orienteering Sprint', 45, 'Map, compass and a city maze: the sprint distance live.'],
        ['Outdoor Diaries', 30, 'Behind the scenes at the outdoor venues.'],
      ],
    },
    description: 'Lake, river and forest: canoe marathon, wakeboarding and orienteering, live from the outdoor venues.',
    translations: {
      es: ['Aurora Aire Libre', 'Lago, río y bosque: maratón de piragüismo, wakeboard y orientación, en directo desde las sedes al aire libre.'],
      fr: ['Aurora Plein Air', 'Lac, rivière et forêt : marathon de canoë, wakeboard et course d\'orientation, en direct des sites en plein air.'],
      de: ['Aurora Outdoor', 'See, Fluss und Wald: Kanumarathon, Wakeboarden und Orientierungslauf, live von den Outdoor-Wettkampfstätten.'],
      nl: ['Aurora Buiten', 'Meer, rivier en bos: kanomarathon, wakeboarden en oriëntatielopen, live vanaf de buitenlocaties.'],
    },
  },
  {
    // Part of the live guide (`liveChannelsId`): its media page sends viewers to the guide.
    key: 'aurora-studio',
    title: 'Aurora Studio',
    clip: 'fractal-dive',
    logoColor: '#8b5cf6',
    guide: true,
    tags: ['live', 'channel', 'aurora-games', 'studio'],
    schedule: {
      format: 'json',
      shows: [
        ['Morning Briefing', 60, 'The day ahead: every final, every favourite, every start time.'],
        ['Athlete Interviews', 45, 'Medallists and hopefuls in the studio chair.'],
        ['Medal Round-up', 30, 'Every medal of the day in thirty minutes.'],
        ['Studio Debate', 90, 'The pundits on the talking points of the games.'],
      ],
    },
    description: 'The Aurora Games studio: previews, interviews and the medal round-up, live all day.',
    translations: {
      es: ['Aurora Estudio', 'El estudio de los Aurora Games: previas, entrevistas y el resumen de medallas, en directo todo el día.'],
      fr: ['Aurora Studio', 'Le studio des Aurora Games : avant-matchs, interviews et le bilan des médailles, en direct toute la journée.'],
      de: ['Aurora Studio', 'Das Studio der Aurora Games: Vorberichte, Interviews und der Medaillenüberblick, den ganzen Tag live.'],
      nl: ['Aurora Studio', 'De studio van de Aurora Games: voorbeschouwingen, interviews en het medaille-overzicht, de hele dag live.'],
    },
  },
];

export const EVENTS = [
  {
    key: 'korfball-semi-final',
    title: 'Korfball Semi-final: Netherlands vs Belgium',
    sport: 'korfball',
    clip: 'living-grid',
    state: 'LIVE_PUBLISHED',
    start: 'now-30m',
    end: 'now+2h',
    description: 'The classic rivalry, live from the Aurora Arena: a place in the final is at stake.',
    translations: {
      es: ['Semifinal de korfball: Países Bajos contra Bélgica', 'La rivalidad clásica, en directo desde el Aurora Arena: está en juego una plaza en la final.'],
      fr: ['Demi-finale de korfbal : Pays-Bas contre Belgique', 'La rivalité classique, en direct de l\'Aurora Arena : une place en finale est en jeu.'],
      de: ['Korfball-Halbfinale: Niederlande gegen Belgien', 'Die klassische Rivalität, live aus der Aurora Arena: Es geht um einen Platz im Finale.'],
      nl: ['Halve finale korfbal: Nederland tegen België', 'De klassieke rivaliteit, live vanuit de Aurora Arena: er staat een plek in de finale op het spel.'],
    },
  },
  {
    key: 'lacrosse-final',
    title: 'Lacrosse Sixes Final: Canada vs USA',
    sport: 'lacrosse',
    clip: 'signal-check',
    state: 'PRE_LIVE',
    start: 'now+1d',
    end: 'now+1d+2h',
    premium: 'ppv',
    description: 'The gold medal game of the lacrosse sixes tournament. Pay-per-view or included with Aurora Pass.',
    translations: {
      es: ['Final de lacrosse sixes: Canadá contra EE. UU.', 'El partido por la medalla de oro del torneo de lacrosse sixes. Pago por visión o incluido con Aurora Pass.'],
      fr: ['Finale de lacrosse à six : Canada contre États-Unis', 'Le match pour la médaille d\'or du tournoi de lacrosse à six. En paiement à la séance ou inclus dans l\'Aurora Pass.'],
      de: ['Lacrosse-Sixes-Finale: Kanada gegen USA', 'Das Spiel um Gold im Lacrosse-Sixes-Turnier. Im Pay-per-View oder mit dem Aurora Pass.'],
      nl: ['Finale lacrosse sixes: Canada tegen VS', 'De wedstrijd om goud van het lacrosse-sixestoernooi. Via pay-per-view of inbegrepen bij Aurora Pass.'],
    },
  },
  {
    key: 'beach-handball-final',
    title: 'Beach Handball Final: Brazil vs Germany',
    sport: 'beach-handball',
    clip: 'cellular-tide',
    state: 'VOD_PUBLIC',
    start: 'now-2d',
    end: 'now-2d+2h',
    cuePoints: 'Intro#0,Kick-off#6,Goal#14,Shoot-out#20',
    description: 'Watch the full final again: two sets, a golden goal and a shoot-out under the floodlights.',
    translations: {
      es: ['Final de balonmano playa: Brasil contra Alemania', 'Vuelve a ver la final completa: dos sets, un gol de oro y una tanda de penaltis bajo los focos.'],
      fr: ['Finale de beach handball : Brésil contre Allemagne', 'Revivez toute la finale : deux sets, un but en or et une séance de tirs sous les projecteurs.'],
      de: ['Beachhandball-Finale: Brasilien gegen Deutschland', 'Das ganze Finale noch einmal: zwei Sätze, ein Golden Goal und ein Shoot-out unter Flutlicht.'],
      nl: ['Finale beachhandbal: Brazilië tegen Duitsland', 'Bekijk de hele finale opnieuw: twee sets, een golden goal en een shoot-out onder de schijnwerpers.'],
    },
  },
  {
    // Free and a few hours away: the event a viewer can wait for on its page until it goes live.
    key: 'fistball-final',
    title: 'Fistball Final: Austria vs Switzerland',
    sport: 'fistball',
    clip: 'living-grid',
    state: 'PRE_LIVE',
    start: 'now+3h',
    end: 'now+5h',
    description: 'The fistball gold medal match, free for everyone: the two best teams of the tournament meet again.',
    translations: {
      es: ['Final de fistball: Austria contra Suiza', 'El partido por el oro de fistball, gratis para todos: los dos mejores equipos del torneo se reencuentran.'],
      fr: ['Finale de faustball : Autriche contre Suisse', 'Le match pour l\'or du faustball, gratuit pour tous : les deux meilleures équipes du tournoi se retrouvent.'],
      de: ['Faustball-Finale: Österreich gegen Schweiz', 'Das Spiel um Gold im Faustball, frei für alle: Die zwei besten Teams des Turniers treffen wieder aufeinander.'],
      nl: ['Finale vuistbal: Oostenrijk tegen Zwitserland', 'De gouden finale vuistbal, gratis voor iedereen: de twee beste teams van het toernooi treffen elkaar opnieuw.'],
    },
  },
];

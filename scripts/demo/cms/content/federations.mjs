/**
 * Fictional governing bodies of the Aurora Games sports. `sports` are sport codes (see sports.mjs);
 * the first one gives the emblem its pictogram and colours.
 */
const f = (title, abbreviation, sports, founded, headquarters, summary, affiliations = []) => ({
  title,
  abbreviation,
  sports,
  founded,
  headquarters,
  summary,
  affiliations: ['Aurora Games Association', ...affiliations],
});

export const FEDERATIONS = [
  f('International Archery Union', 'IAU', ['ARC'], '1933', 'Lausanne, Switzerland', 'sets the rules for target, field and 3D archery and runs the world ranking', ['Global Sports Federations Council']),
  f('Beach Handball World Council', 'BHWC', ['BHB'], '1996', 'Basel, Switzerland', 'develops beach handball on every continent and organises the world championships'),
  f('International Canoe Marathon Federation', 'ICMF', ['CNM'], '1984', 'Seville, Spain', 'governs long-distance paddling in kayaks and canoes on rivers, lakes and the sea', ['Global Sports Federations Council']),
  f('World Flag Football Association', 'WFFA', ['FFB'], '2002', 'Paris, France', 'brings non-contact five-a-side football to schools, clubs and national teams'),
  f('Ju-Jitsu International Union', 'JJIU', ['JJI'], '1998', 'Abu Dhabi, United Arab Emirates', 'governs the Fighting, Duo and Ne-Waza competition systems', ['Martial Arts Sports Alliance']),
  f('World Kickboxing Organisation', 'WKO', ['KIK'], '1977', 'Milan, Italy', 'oversees point fighting, light contact, full contact, low kick and K-1 rules', ['Martial Arts Sports Alliance']),
  f('International Korfball Association', 'IKA', ['KOR'], '1933', 'Zeist, Netherlands', 'promotes the mixed team sport of korfball in more than seventy countries'),
  f('Global Lacrosse Federation', 'GLF', ['LAX'], '2008', 'Colorado Springs, United States', 'governs field, box and sixes lacrosse for women and men', ['Global Sports Federations Council']),
  f('World Orienteering Federation', 'WOF', ['ORI'], '1961', 'Helsinki, Finland', 'organises foot, mountain bike and ski orienteering and sets the mapping standards'),
  f('International Powerlifting Alliance', 'IPA', ['PWL'], '1972', 'Luxembourg, Luxembourg', 'sanctions classic and equipped powerlifting and keeps the world records', ['Clean Sport Network']),
  f('World Roller Sports', 'WRS', ['RSK'], '1924', 'Lausanne, Switzerland', 'looks after speed, artistic and freestyle skating on wheels'),
  f('World Climbing Association', 'WCA', ['CLB'], '2007', 'Bern, Switzerland', 'runs the lead, boulder and speed competition circuits and certifies route setters', ['Global Sports Federations Council']),
  f('International Wake & Cable Federation', 'IWCF', ['WKB'], '1949', 'Montreux, Switzerland', 'governs wakeboarding behind boats and on cable systems'),
  f('International Fistball Association', 'IFA', ['FIS'], '1960', 'Linz, Austria', 'governs field and indoor fistball and organises the world championships'),
  f('South American Fistball Confederation', 'SAFC', ['FIS'], '1983', 'Porto Alegre, Brazil', 'runs the continental fistball championships in South America'),
  f('European Archery & Target Sports', 'EATS', ['ARC'], '1988', 'Rome, Italy', 'is the continental body for archery in Europe and runs the European championships'),
  f('Pan American Handball Council', 'PAHC', ['BHB'], '2018', 'Montevideo, Uruguay', 'coordinates indoor and beach handball across the Americas'),
  f('Asian Martial Arts Union', 'AMAU', ['JJI', 'KIK'], '1991', 'Bangkok, Thailand', 'organises continental ju-jitsu and kickboxing events in Asia', ['Martial Arts Sports Alliance']),
  f('International Paddle & Board Alliance', 'IPBA', ['CNM', 'WKB'], '2011', 'Amsterdam, Netherlands', 'supports clubs that run paddling and board sports on the same water'),
  f('Oceania Field Sports Council', 'OFSC', ['LAX', 'FFB'], '2004', 'Auckland, New Zealand', 'grows lacrosse and flag football across the Pacific'),
  f('African Strength Sports Confederation', 'ASSC', ['PWL'], '1995', 'Nairobi, Kenya', 'organises powerlifting championships and coaching courses across Africa', ['Clean Sport Network']),
  f('Global Outdoor Sports Union', 'GOSU', ['ORI', 'CLB'], '1999', 'Innsbruck, Austria', 'brings together orienteering and climbing clubs working in nature'),
  f('European Team Ball Sports Association', 'ETBSA', ['KOR', 'FIS', 'BHB'], '2005', 'Prague, Czechia', 'connects the korfball, fistball and beach handball communities in Europe'),
];

export function federationAbout(federation, sportTitles) {
  const list = sportTitles.length > 1 ? `${sportTitles.slice(0, -1).join(', ')} and ${sportTitles.at(-1)}` : sportTitles[0];
  return [
    `The **${federation.title}** (${federation.abbreviation}) ${federation.summary}.`,
    `Founded in ${federation.founded} and based in ${federation.headquarters}, it works with national member associations to run ${list} competitions, train officials and coaches, and keep the sport clean and safe.`,
    `At the Aurora Games 2026 the ${federation.abbreviation} is responsible for the technical delivery of the ${list} programme.`,
  ];
}

/**
 * Sport, federation, country and athlete documents.
 */
import { flagSvg } from '../art/flags.mjs';
import { federationCardSvg, federationLogoSvg, sportCoverSvg } from '../art/graphics.mjs';
import { portraitSvg } from '../art/portraits.mjs';
import { sportLogoSvg } from '../art/pictograms.mjs';
import { federationAbout } from '../content/federations.mjs';
import { slugify } from './random.mjs';

const ref = (ctx, id) => ({ _type: 'reference', _key: ctx.random.key(), _ref: id });
const singleRef = (id) => ({ _type: 'reference', _ref: id });
const titleAndSlug = (title, slug = slugify(title)) => ({ _type: 'titleAndSlug', title, slug: { _type: 'slug', current: slug } });

export async function buildCountries(ctx, countries) {
  return countries.map((country) => ({
    _id: ctx.ids.uuid(),
    _type: 'country',
    ...ctx.meta(),
    code: country.code,
    name: country.name,
    flag: ctx.assets.svg(`flag-${country.code.toLowerCase()}.svg`, flagSvg(country.code), { alt: `Flag of ${country.name}` }),
  }));
}

/** Sports first (federations reference them and they reference federations back). */
export async function buildSportsAndFederations(ctx, sports, federations) {
  const sportIds = new Map(sports.map((s) => [s.code, ctx.ids.uuid()]));
  const federationIds = federations.map(() => ctx.ids.uuid());
  const sportByCode = new Map(sports.map((s) => [s.code, s]));

  const federationDocs = federations.map((federation, index) => {
    const main = sportByCode.get(federation.sports[0]);
    const slug = slugify(federation.title);
    return {
      _id: federationIds[index],
      _type: 'federation',
      ...ctx.meta(),
      titleAndSlug: titleAndSlug(federation.title, slug),
      sports: federation.sports.map((code) => ref(ctx, sportIds.get(code))),
      widgetDetails: {
        widgetAbbreviation: federation.abbreviation,
        widgetPicture: ctx.assets.svg(`federation-${slug}-card.svg`, { svg: federationCardSvg(federation, main), width: 640, height: 360 }, { alt: federation.title }),
      },
      heroWiki: {
        logo: ctx.assets.svg(`federation-${slug}-logo.svg`, { svg: federationLogoSvg(federation, main), width: 400, height: 400 }, { alt: `${federation.abbreviation} logo` }),
        website: `https://www.${federation.abbreviation.toLowerCase()}.example`,
        founded: federation.founded,
        headquarters: federation.headquarters,
        affiliations: federation.affiliations,
        about: ctx.pt(federationAbout(federation, federation.sports.map((code) => sportByCode.get(code).title))),
      },
    };
  });

  const sportDocs = [];
  for (const sport of sports) {
    const slug = slugify(sport.title);
    const media = ctx.catalog.sportMedia(slug).map((item) => item.mediaid);
    const highlights = ctx.catalog.highlights(slug).map((item) => item.mediaid);
    const federationRefs = federations
      .map((federation, index) => (federation.sports.includes(sport.code) ? ref(ctx, federationIds[index]) : undefined))
      .filter(Boolean);
    const grids = ctx.catalog.playlistsContaining(media).slice(0, 2).map((playlist) => ({
      _key: ctx.random.key(),
      _type: 'customVideoGrid',
      title: playlist.title,
      link: `/p/${playlist.feedid}`,
    }));
    const mainFederation = federations.find((f) => f.sports[0] === sport.code);
    const website = mainFederation ? `https://www.${mainFederation.abbreviation.toLowerCase()}.example` : 'https://www.auroragames.example';
    sportDocs.push({
      _id: sportIds.get(sport.code),
      _type: 'sport',
      ...ctx.meta(),
      titleAndSlug: titleAndSlug(sport.title, slug),
      sportsCode: sport.code,
      gradientColors: { gradientStart: sport.gradient[0], gradientEnd: sport.gradient[1] },
      logo: ctx.assets.svg(`sport-${slug}-logo.svg`, { svg: sportLogoSvg(sport.code), width: 512, height: 512 }, { alt: `${sport.title} pictogram` }),
      heroWikiBackgroundMedia: await ctx.assets.jpeg(`sport-${slug}-cover.jpg`, { svg: sportCoverSvg(ctx.random, sport), width: 1600, height: 640 }, { quality: 70 }),
      about: ctx.pt(sport.about),
      goodToKnow: ctx.pt(sport.goodToKnow),
      funFacts: ctx.pt(sport.funFacts),
      clusters: sport.clusters,
      beginnersGuide: sport.kind === 'archived' ? { urls: [], videos: [] } : {
        urls: [
          { _key: ctx.random.key(), title: `${sport.title} rules explained`, url: `${website}/rules` },
          { _key: ctx.random.key(), title: 'Find a club near you', url: `${website}/clubs` },
        ],
        videos: highlights.slice(0, 2),
      },
      federations: federationRefs,
      vods: sport.kind === 'archived' ? [] : media,
      customVideoGrids: grids,
    });
  }
  return { sportDocs, federationDocs, sportIds, federationIds };
}

const TRAITS = ['a calm head in finals', 'explosive starts', 'relentless consistency', 'creative tactics', 'a huge work rate', 'fearless decisions under pressure'];
const PLATFORMS = [['Instagram', 'instagram'], ['X', 'x'], ['YouTube', 'youtube'], ['TikTok', 'tiktok']];

function athleteAbout(ctx, athlete, medals) {
  const given = athlete.country.familyFirst ? athlete.name.split(' ').slice(1).join(' ') : athlete.name.split(' ')[0];
  const lines = [
    `${athlete.name} represents **${athlete.country.name}** in ${athlete.sport.title.toLowerCase()}${athlete.sport.clusters.length ? `, competing mainly in ${ctx.random.pick(athlete.sport.clusters)}` : ''}.`,
    `${given} took up the sport at ${ctx.random.int(8, 17)} in a local club and is known for ${ctx.random.pick(TRAITS)}.`,
  ];
  const best = medals[0];
  lines.push(
    best
      ? `At the Aurora Games 2026, ${given} won ${best.medal} in the ${best.event}.`
      : `${given} is one of the athletes to watch at the Aurora Games 2026.`,
  );
  return ctx.pt(lines);
}

export async function buildAthletes(ctx, plan, { sportIds, countryIds, federationIdsBySport, medalsByAthlete, coverBySport }) {
  const docs = [];
  for (const athlete of plan.athletes) {
    const slug = slugify(athlete.name);
    const handle = slug.replace(/-/g, '.');
    const sportSlug = slugify(athlete.sport.title);
    const vods = ctx.catalog.sportMedia(sportSlug).map((item) => item.mediaid);
    docs.push({
      _id: ctx.ids.uuid(),
      _type: 'athlete',
      ...ctx.meta(),
      titleAndSlug: titleAndSlug(athlete.name, slug),
      profileImage: await ctx.assets.jpeg(
        `athlete-${slug}.jpg`,
        { svg: portraitSvg(ctx.random, { gradient: athlete.sport.gradient, flag: flagSvg(athlete.country.code), gender: athlete.gender, number: athlete.number }), width: 480, height: 600 },
        { quality: 72, alt: athlete.name },
      ),
      coverImage: coverBySport.get(athlete.sport.code),
      sport: singleRef(sportIds.get(athlete.sport.code)),
      country: singleRef(countryIds.get(athlete.country.code)),
      about: athleteAbout(ctx, athlete, medalsByAthlete.get(athlete) ?? []),
      socialLinks: ctx.random
        .shuffle(PLATFORMS)
        .slice(0, ctx.random.int(1, 3))
        .map(([platform, host]) => ({ _key: ctx.random.key(), _type: 'socialLink', platform, url: `https://${host}.example/${handle}` })),
      federations: (federationIdsBySport.get(athlete.sport.code) ?? []).slice(0, 2).map((id) => ref(ctx, id)),
      vods: ctx.random.shuffle(vods).slice(0, ctx.random.int(1, 3)),
    });
  }
  return docs;
}

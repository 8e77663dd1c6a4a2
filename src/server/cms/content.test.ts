import { describe, expect, it, vi } from 'vitest';
import { CmsError, type Cms } from './port';
import * as queries from './queries';
import { readAthlete, readHomeContent, readLayout, readSchedule, readSettings, readSport, readSports } from './content';
import { NEUTRAL_GRADIENT } from './wire/fields';

/** A Cms answering each query with a canned raw result, recording the params it got. */
function fakeCms(answers: Record<string, unknown>) {
  const calls: { query: string; params?: Record<string, unknown> }[] = [];
  const cms: Cms = {
    name: 'local',
    async query(query, params) {
      calls.push({ query, params });
      if (!(query in answers)) throw new Error('unexpected query');
      return answers[query];
    },
  };
  return { cms, calls };
}

const log = () => ({ warn: vi.fn() });
const asset = (url: string, width = 100, height = 50) => ({ asset: { url, metadata: { dimensions: { width, height } } } });
const sportDoc = (overrides: Record<string, unknown> = {}) => ({
  _id: 'sport-1',
  titleAndSlug: { title: 'Korfball', slug: { current: 'korfball' } },
  logo: asset('/cms-assets/images/korfball.svg', 512, 512),
  gradientColors: { gradientStart: '#9f1239', gradientEnd: '#fb7185' },
  sportsCode: 'KOR',
  ...overrides,
});

describe('readSports (lists)', () => {
  it('maps documents into the app types', async () => {
    const { cms } = fakeCms({ [queries.SPORTS_QUERY]: [sportDoc({ logo: { alt: 'Basket', ...asset('/cms-assets/images/k.svg', 512, 512) } })] });
    expect(await readSports(cms)).toEqual([
      {
        id: 'sport-1',
        title: 'Korfball',
        slug: 'korfball',
        logo: { url: '/cms-assets/images/k.svg', width: 512, height: 512, alt: 'Basket' },
        gradient: { start: '#9f1239', end: '#fb7185' },
        sportsCode: 'KOR',
      },
    ]);
  });

  it.each([
    ['a missing slug', { titleAndSlug: { title: 'No slug' } }],
    ['an empty title', { titleAndSlug: { title: '  ', slug: { current: 'x' } } }],
    ['a slug with spaces', { titleAndSlug: { title: 'X', slug: { current: 'two words' } } }],
    ['no id', { _id: null }],
  ])('skips a document with %s and warns once with the count', async (_, overrides) => {
    const { cms } = fakeCms({ [queries.SPORTS_QUERY]: [sportDoc(), sportDoc(overrides), null, 'junk'] });
    const logger = log();
    const sports = await readSports(cms, logger);
    expect(sports.map((s) => s.slug)).toEqual(['korfball']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ what: 'sports', skipped: 3 });
  });

  it.each([
    ['missing colours', { gradientColors: null }, { gradient: NEUTRAL_GRADIENT }],
    ['colours that are not hex', { gradientColors: { gradientStart: 'red', gradientEnd: '#fff' } }, { gradient: NEUTRAL_GRADIENT }],
    ['a javascript: logo URL', { logo: asset('javascript:alert(1)') }, {}, 'logo'],
    ['a logo without dimensions', { logo: { asset: { url: 'https://cdn.sanity.io/images/p/d/a.png' } } }, { logo: { url: 'https://cdn.sanity.io/images/p/d/a.png' } }],
  ])('keeps a sport with %s, using a safe fallback', async (_, overrides, expected, absent?: string) => {
    const { cms } = fakeCms({ [queries.SPORTS_QUERY]: [sportDoc(overrides)] });
    const [sport] = await readSports(cms);
    expect(sport).toMatchObject({ slug: 'korfball', ...expected });
    if (absent) expect(sport).not.toHaveProperty(absent);
  });

  it('returns an empty list and warns when the CMS does not answer with a list', async () => {
    const { cms } = fakeCms({ [queries.SPORTS_QUERY]: null });
    const logger = log();
    expect(await readSports(cms, logger)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('lets CMS failures through to the caller', async () => {
    const cms: Cms = { name: 'sanity', query: () => Promise.reject(new CmsError('boom', 503)) };
    await expect(readSports(cms)).rejects.toMatchObject({ status: 503 });
  });
});

describe('single documents', () => {
  it('passes the slug as a parameter and maps nested lists, dropping dangling references', async () => {
    const { cms, calls } = fakeCms({
      [queries.SPORT_QUERY]: sportDoc({
        about: [{ _type: 'block', children: [] }, 'not a block'],
        clusters: ['Indoor', '', 42],
        federations: [null, { _id: 'f1', titleAndSlug: { title: 'IKA', slug: { current: 'ika' } }, sports: [null] }],
        beginnersGuide: { urls: [{ title: 'Rules', url: 'https://ika.example/rules' }, { title: 'Bad', url: 'javascript:x' }], videos: ['abcd1234', 'bad id!'] },
        vods: ['abcd1234'],
        customVideoGrids: [{ _key: 'k1', title: 'Replays', link: '/p/Jvbj7MCJ' }],
      }),
    });
    const sport = await readSport(cms, 'korfball');
    expect(calls[0]!.params).toEqual({ slug: 'korfball' });
    expect(sport).toMatchObject({
      about: [{ _type: 'block', children: [] }],
      goodToKnow: [],
      clusters: ['Indoor'],
      federations: [{ id: 'f1', title: 'IKA', slug: 'ika', sports: [] }],
      beginnersGuide: { urls: [{ title: 'Rules', url: 'https://ika.example/rules' }], videos: ['abcd1234'] },
      customVideoGrids: [{ key: 'k1', title: 'Replays', link: '/p/Jvbj7MCJ' }],
    });
  });

  it.each(['Korfball', '../etc/passwd', 'a b', ''])('returns null for the impossible slug %j without querying', async (slug) => {
    const { cms, calls } = fakeCms({});
    expect(await readSport(cms, slug)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('returns null for a missing document without warning, and for an invalid one with a warning', async () => {
    const logger = log();
    expect(await readSport(fakeCms({ [queries.SPORT_QUERY]: null }).cms, 'korfball', logger)).toBeNull();
    expect(logger.warn).not.toHaveBeenCalled();
    expect(await readSport(fakeCms({ [queries.SPORT_QUERY]: { _id: 'x' } }).cms, 'korfball', logger)).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('maps athlete social links to titled links and drops unsafe ones', async () => {
    const { cms } = fakeCms({
      [queries.ATHLETE_QUERY]: {
        _id: 'a1',
        titleAndSlug: { title: 'Lotte Mulder', slug: { current: 'lotte-mulder' } },
        country: { code: 'NED', name: 'Netherlands' },
        sport: { _id: 's', titleAndSlug: { title: 'Archived' } },
        socialLinks: [{ platform: 'Instagram', url: 'https://instagram.example/lotte' }, { platform: 'X', url: 'data:text/html,hi' }],
      },
    });
    const athlete = await readAthlete(cms, 'lotte-mulder');
    expect(athlete).toMatchObject({ title: 'Lotte Mulder', country: { code: 'NED' }, socialLinks: [{ title: 'Instagram', url: 'https://instagram.example/lotte' }] });
    expect(athlete).not.toHaveProperty('sport');
  });

  it('defaults the home flags to false and drops a malformed countdown', async () => {
    const { cms } = fakeCms({
      [queries.HOME_CONTENT_QUERY]: { carouselVideos: [{ _key: 'a', playlistId: 'Wjv7xOPV' }], countDownDateAndTime: 'soon', hideHeroVideo: null },
    });
    expect(await readHomeContent(cms)).toEqual({
      carouselVideos: [{ key: 'a', playlistId: 'Wjv7xOPV', type: 'playlist' }],
      hideCounterCard: false,
      hideHeroVideo: false,
    });
  });

  it('needs a site title in the settings and drops malformed emails', async () => {
    expect(await readSettings(fakeCms({ [queries.SETTINGS_QUERY]: { siteDescription: 'x' } }).cms)).toBeNull();
    expect(await readSettings(fakeCms({ [queries.SETTINGS_QUERY]: { siteTitle: 'Games', contactEmail: 'not-an-email' } }).cms)).toEqual({ siteTitle: 'Games' });
  });

  it('falls back to the header name in the footer and keeps only valid menu entries', async () => {
    const { cms } = fakeCms({
      [queries.LAYOUT_QUERY]: {
        header: { name: 'Aurora', menus: [{ title: 'Live', url: '/live' }, { title: 'Broken' }] },
        footer: { menus: [{ title: 'Privacy', url: '/privacy-policy' }], partners: [{ name: 'Helix', url: 'https://helix.example' }] },
      },
    });
    expect(await readLayout(cms)).toEqual({
      header: { name: 'Aurora', menu: [{ title: 'Live', url: '/live' }] },
      footer: { name: 'Aurora', socialLinks: [], menu: [{ title: 'Privacy', url: '/privacy-policy' }], partners: [{ name: 'Helix', url: 'https://helix.example' }] },
    });
  });
});

describe('readSchedule', () => {
  const item = (overrides: Record<string, unknown> = {}) => ({
    _id: 'i1',
    eventName: 'Final',
    startTime: '2026-07-10T12:00:00Z',
    endTime: '2026-07-10T16:00:00+02:00',
    location: '',
    liveStream: { mediaId: 'NW52o2Ew' },
    sport: sportDoc(),
    ...overrides,
  });

  it.each([
    ['an empty location is left out', item(), { liveStreamMediaIds: ['NW52o2Ew'] }, 'location'],
    ['several stream ids are kept in order', item({ liveStream: { mediaId: ['a1', 'b2'] } }), { liveStreamMediaIds: ['a1', 'b2'] }],
    ['no stream gives an empty list', item({ liveStream: null }), { liveStreamMediaIds: [] }],
    ['times are normalised to UTC', item({ endTime: '2026-07-10T17:30:00+02:00' }), { endTime: '2026-07-10T15:30:00.000Z' }],
  ])('%s', async (_, raw, expected, absent?: string) => {
    const [entry] = await readSchedule(fakeCms({ [queries.SCHEDULE_QUERY]: [raw] }).cms);
    expect(entry).toMatchObject({ id: 'i1', startTime: '2026-07-10T12:00:00.000Z', ...expected });
    if (absent) expect(entry).not.toHaveProperty(absent);
  });

  it.each([
    ['ends before it starts', item({ endTime: '2026-07-10T11:00:00Z' })],
    ['has an unresolved relative time', item({ startTime: 'now+1d' })],
    ['has no event name', item({ eventName: '' })],
  ])('skips an item that %s', async (_, raw) => {
    expect(await readSchedule(fakeCms({ [queries.SCHEDULE_QUERY]: [raw] }).cms)).toEqual([]);
  });
});

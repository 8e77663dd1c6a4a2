import { stableId } from '../random.mjs';
import { imageFile } from '../urls.mjs';
import { playlistIdFor } from './entries.mjs';
import { OFFERS } from './item.mjs';

/**
 * The app configs (`/apps/configs/{id}.json`): the free demo, an SVOD variant, the free demo with ads and a
 * deliberately invalid one.
 */
export function buildConfigs() {
  const demo = {
    id: 'demo2026',
    siteName: 'Aurora Games TV',
    description:
      'Aurora Games TV is the home of the Aurora Games 2026: live channels, every final, highlights from fourteen sports, plus films, documentaries and original series.',
    siteId: stableId('site:aurora-games-tv'),
    assets: { banner: imageFile('aurora-logo.png') },
    player: stableId('player:aurora-games-tv'),
    content: [
      { contentId: playlistIdFor('featured'), type: 'playlist', featured: true, custom: { layoutType: 'hero' } },
      { type: 'continue_watching', featured: false },
      { contentId: playlistIdFor('live'), type: 'playlist', featured: false, backgroundColor: '#141b26' },
      { contentId: playlistIdFor('trending'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('highlights'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('series'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('films'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('sport:ball-games'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('documentaries'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('sport:combat-sports'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('replays'), type: 'playlist', featured: false },
      { contentId: playlistIdFor('trailers'), type: 'playlist', featured: false },
      { type: 'favorites', featured: false },
    ],
    menu: [
      { label: 'Live', contentId: playlistIdFor('live'), type: 'playlist' },
      { label: 'Highlights', contentId: playlistIdFor('highlights'), type: 'playlist' },
      { label: 'Films', contentId: playlistIdFor('films'), type: 'playlist' },
      { label: 'Series', contentId: playlistIdFor('series'), type: 'playlist' },
      { label: 'Documentaries', contentId: playlistIdFor('documentaries'), type: 'playlist' },
    ],
    styling: {
      backgroundColor: '#0e1116',
      highlightColor: '#22d3a6',
      headerBackground: '#0b0e13',
      footerText: '© 2026 Aurora Games TV. A demo streaming service: every title, team and video here is fictional.',
      dynamicBlur: true,
      posterFading: true,
      shelfTitles: true,
    },
    features: {
      recommendationsPlaylist: playlistIdFor('recommendations'),
      searchPlaylist: playlistIdFor('search'),
      continueWatchingList: playlistIdFor('continue-watching'),
      favoritesList: playlistIdFor('favorites'),
      enableCasting: true,
      enableSharing: true,
    },
    integrations: {},
    contentProtection: { accessModel: 'free' },
    custom: {},
  };

  const subscription = {
    ...demo,
    id: 'demoauth',
    siteName: 'Aurora Games TV (Aurora Pass)',
    integrations: {
      cleeng: {
        id: 'aurora-games-tv-demo',
        monthlyOffer: OFFERS.monthly,
        yearlyOffer: OFFERS.yearly,
        useSandbox: true,
      },
    },
    contentProtection: { accessModel: 'svod' },
    features: { ...demo.features, enableCasting: false },
    // The cinema overlay instead of the inline player (`custom.inlinePlayer`), so both can be seen.
    custom: { inlinePlayer: false },
  };

  // The free site with client-side ads (src/server/ads/): a VMAP of the demo's own VAST files, see ads/documents.mjs.
  const withAds = {
    ...demo,
    id: 'demoads1',
    siteName: 'Aurora Games TV (with ads)',
    adScheduleUrls: { xml: '/demo-media/ads/vmap.xml', json: null },
    adDeliveryMethod: 'csai',
  };

  // The same site with server-side ads: the player plays the platform's stream with the ads stitched in
  // (`/demo-media/v2/sites/{siteId}/media/{mediaid}/ssai.m3u8`, see src/server/media/local/ssai.ts).
  const withServerAds = {
    ...demo,
    id: 'demossai',
    siteName: 'Aurora Games TV (server-side ads)',
    adConfig: 'aurora-ssai',
    adDeliveryMethod: 'ssai',
  };

  const { siteId: _missing, ...invalid } = {
    ...demo,
    id: 'badconf1',
    siteName: 'Broken config (no siteId)',
    features: { ...demo.features, enableCasting: false },
  };

  return { demo2026: demo, demoauth: subscription, demoads1: withAds, demossai: withServerAds, badconf1: invalid };
}

import { createConfirmedAccount, uniqueEmail, PASSWORD } from '../support/account';
import { multiGenrePlaylist, mediaItem, playlists, plainVideo, playlistItems } from '../support/catalog';
import { SCREENS, SITE, expect, test } from '../support/engines/journey';
import { find, pathOf, playsPast, press, seeText, settled, typeInto, until } from '../support/engines/page';
import type { EngineSession } from '../support/engines/session';
import { waitForCode } from '../support/outbox';
import { startPartnerSite } from '../support/partner-site';

/**
 * A new viewer's journeys in Firefox and WebKit, at 1280 px and on a phone (issue 42 item 1). The selectors and
 * data are those of the Chromium specs (home, playlist, media, live-guide, search, account, watch-lists,
 * checkout, embed); each journey also must meet no page error, CSP violation or failed request (the `site` fixture).
 */
const guide = playlists.find((playlist) => playlist.title === 'Live Channels')!;
const studio = playlistItems(guide).find((item) => item.title === 'Aurora Studio')!;
const KORFBALL_EMBED = '3f1c2a9e-7b4d-4e2a-9c61-5d8e0b7a4f10'; // live now (e2e/embed.spec.ts)
const SUBSCRIPTION_ITEM = mediaItem('F9E6NFvl'); // under the SVOD config `demoauth` (e2e/checkout.spec.ts)
const TEST_CARD = '4242 4242 4242 4242';

/** Opens a page of the site, once the page before it has finished loading what it started. */
async function open(site: EngineSession, path: string): Promise<void> {
  await settled(site);
  await site.goto(`${SITE}${path}`);
}

async function signIn(site: EngineSession, user: { email: string; password: string }): Promise<void> {
  await open(site, '/login');
  await typeInto(site, 'Email', user.email);
  await typeInto(site, 'Password', user.password);
  await press(site, { css: 'form button', name: 'Sign in' });
  await until(site, 'leaves /login', () => !location.pathname.startsWith('/login'), []);
  await until(site, 'the avatar shows', () => document.querySelector('.account-menu__letter') !== null, []);
}

for (const [label, screen] of Object.entries(SCREENS)) {
  test.describe(label, () => {
    test.use({ engineScreen: screen });

    test('home: the hero and the shelves', async ({ site }) => {
      await open(site, '/');
      await find(site, { css: '.hero #hero-title' });
      await until(site, 'shelves of media cards', () => document.querySelectorAll('.media-card').length >= 4, []);
    });

    test('a playlist lists its items', async ({ site }) => {
      const { playlist } = multiGenrePlaylist();
      await open(site, `/p/${playlist.feedid}`);
      const first = playlistItems(playlist)[0]!;
      await seeText(site, 'main .media-card .media-card__title', first.title);
    });

    test('a film plays from its Start watching button', async ({ site }) => {
      const video = plainVideo();
      await open(site, `/m/${video.mediaid}`);
      await press(site, { css: 'a.start-button', name: 'Start watching' });
      await playsPast(site, 1);
    });

    test('a live channel plays', async ({ site }) => {
      await open(site, `/p/${guide.feedid}?channel=${studio.mediaid}`);
      await press(site, { css: '.player__big-play', name: `Play ${studio.title}` });
      await playsPast(site, 1);
    });

    test('the live guide shows every channel with its live programme', async ({ site }) => {
      await open(site, `/p/${guide.feedid}`);
      const channels = guide.media?.length ?? 0;
      await until(
        site,
        `${channels} channel rows, each with a live programme`,
        (count: number) => document.querySelectorAll('.guide-grid .guide-program--live').length === count,
        [channels],
      );
      // The rows are the server's until the guide's island is live, and a press while it hydrates (and scrolls
      // itself to now) was lost in WebKit: wait for React's hold on the cell.
      await until(
        site,
        "the guide's island is live",
        () => {
          const cell = document.querySelector('.guide-grid__row[data-active] .guide-program--live');
          return cell !== null && Object.keys(cell).some((key) => key.startsWith('__reactFiber'));
        },
        [],
      );
      // The guide's island is live: choosing a programme rewrites the address.
      await press(site, { css: '.guide-grid__row[data-active] .guide-program--live' });
      await until(site, 'the address names the programme', () => new URL(location.href).searchParams.has('start'), []);
    });

    test('search finds a sport as the viewer types', async ({ site }) => {
      await open(site, '/q');
      await typeInto(site, 'Search', 'archery', 'input[type="search"]');
      await seeText(site, 'main a', 'Archery');
      await expect.poll(() => pathOf(site), { message: 'the address follows the search' }).toMatch(/^\/q\/archery/);
    });

    test('sign-up with the mailed code', async ({ site }) => {
      const email = uniqueEmail('engine');
      await open(site, '/create-account');
      await typeInto(site, 'First Name', 'Ada');
      await typeInto(site, 'Last Name', 'Lovelace');
      await typeInto(site, 'Email', email);
      await typeInto(site, 'Password', PASSWORD);
      await typeInto(site, 'Confirm Password', PASSWORD);
      await press(site, { css: 'input[type="checkbox"]', label: /^I accept the Terms of use/ });
      await press(site, { css: 'button', name: 'Create account' });
      await until(site, 'the verify-email step', () => location.pathname === '/verify-otp', [], 30_000);
      const code = await waitForCode(email);
      // The boxes are disabled until their island is live (on a loaded machine after the page shows them): a code
      // typed before that was lost, and Submit said "OTP is required".
      await site.type(await find(site, { css: 'input[aria-label="Digit 1 of 6"]', enabled: true }), code);
      await press(site, { css: 'button', name: 'Submit' });
      await until(site, 'on to /preferences', () => location.pathname === '/preferences', []);
      await seeText(site, '.account-menu__letter', 'A');
    });

    test('sign-in', async ({ site }) => {
      const user = await createConfirmedAccount(SITE, 'Grace');
      await signIn(site, user);
      await seeText(site, '.account-menu__letter', 'G');
    });

    test('favorite a film, and find it on the home page', async ({ site }) => {
      const video = plainVideo(2);
      await open(site, `/m/${video.mediaid}`);
      await press(site, { css: 'button.favorite__button' });
      await until(
        site,
        'the Favorite button is pressed',
        () => document.querySelector('button.favorite__button')?.getAttribute('aria-pressed') === 'true',
        [],
      );
      await seeText(site, '[role="status"]', /Added to favorites/);
      await open(site, '/');
      await seeText(site, 'section .media-card__title', video.title);
    });

    test('checkout with the test card unlocks the film', async ({ site }) => {
      test.setTimeout(120_000);
      const user = await createConfirmedAccount(SITE, 'Bea');
      await signIn(site, user);
      await open(site, `/m/${SUBSCRIPTION_ITEM.mediaid}?app-config=demoauth`);
      await press(site, { css: 'a', name: 'Buy' });
      await seeText(site, '[role="dialog"] h2, dialog h2', 'Choose an offer');
      await press(site, { css: 'dialog button, [role="dialog"] button', name: 'Continue' });
      await seeText(site, 'dialog h2, [role="dialog"] h2', 'Checkout');
      await typeInto(site, 'Name on card', 'Bea Buyer');
      await typeInto(site, 'Card number', TEST_CARD);
      await typeInto(site, 'Expiry date', '1230');
      await typeInto(site, 'Security code (CVC)', '123');
      await press(site, { css: 'dialog button, [role="dialog"] button', name: /^(Pay|Start free trial)/ });
      await seeText(site, 'dialog h2, [role="dialog"] h2', /^Welcome/, 30_000);
      await press(site, { css: 'dialog button, [role="dialog"] button', name: 'Start watching' });
      await press(site, { css: '.start-button', name: 'Start watching' });
      // The paid film is Clear Key-protected (decision 4501). Debian's WebKitGTK is built without EME
      // (`navigator.requestMediaKeySystemAccess` is missing): there the viewer must get the player's
      // content-protection message instead of a silent black stage.
      const hasEme = await site.evaluate(() => typeof navigator.requestMediaKeySystemAccess === 'function');
      if (hasEme) {
        await playsPast(site, 1);
      } else {
        test.info().annotations.push({ type: 'no EME', description: 'protected film: checked the message, not playback' });
        await seeText(site, 'media-controller *, .player *', 'Content protection issue', 30_000);
      }
    });

    test('the embed, framed by an allowed partner, plays live', async ({ site }) => {
      const partner = await startPartnerSite();
      try {
        await site.goto(partner.url('allowed', `${SITE}/federation-embed/${KORFBALL_EMBED}`));
        await site.enterFrame('iframe');
        await seeText(site, 'body *', 'LIVE');
        await press(site, { css: 'button', name: /^Play / });
        await playsPast(site, 1, 'body');
      } finally {
        await site.leaveFrame();
        await partner.close();
      }
    });
  });
}

// `npm run platform-calls`: which test makes each call of spec 1 §7 ("Media platform", "Access bridge",
// "Entitlement", "First platform", "Second platform") against the platforms' fixture servers. Runs the platform suites with every
// fixture request recorded (record-platform-calls.ts), matches the requests against the spec's list and writes
// docs/platform-calls.md. Exits 1 when a call that should be made was never seen.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const SITE = '[^/]+';
const ADVANCED_FLOW =
  "the site's Drop-in runs on Cleeng's Adyen session (sessions flow), where Adyen makes the payment; this advanced-flow call is for a Drop-in without a session";
const MEDIA = 'media/jw/adapter.ts';
/** [section, adapter, the spec's words, METHOD /path?query pattern, why it is not called (when it should not be)] */
const CALLS = [
  ['Media platform', MEDIA, 'GET /apps/configs/{id}.json', '^GET /apps/configs/[^/]+\\.json'],
  ['Media platform', `${MEDIA}, jw-access/delivery.ts`, 'GET /v2/media/{id}', '^GET /v2/media/[^/?]+(\\?|$)'],
  ['Media platform', MEDIA, 'GET /apps/watchlists/{playlistId} (media_ids)', '^GET /apps/watchlists/[^/?]+\\?.*media_ids='],
  ['Media platform', MEDIA, 'GET /apps/series/{id}', '^GET /apps/series/[^/?]+(\\?|$)'],
  ['Media platform', MEDIA, 'GET /apps/series?media_ids=a,b', '^GET /apps/series\\?.*media_ids='],
  [
    'Media platform',
    MEDIA,
    'GET /apps/series/{id}/episodes (page_offset, page_limit, after_id)',
    '^GET /apps/series/[^/]+/episodes\\?.*page_limit=',
  ],
  [
    'Media platform',
    MEDIA,
    'GET /apps/series/{id}/seasons/{n}/episodes (page_offset, page_limit)',
    '^GET /apps/series/[^/]+/seasons/\\d+/episodes\\?.*page_limit=',
  ],
  ['Media platform', MEDIA, 'GET /v2/playlists/{id} (related_media_id)', '^GET /v2/playlists/[^/?]+\\?.*related_media_id='],
  ['Media platform', MEDIA, 'GET /v2/sites/{siteId}/content_lists/{id}', `^GET /v2/sites/${SITE}/content_lists/`],
  [
    'Media platform',
    MEDIA,
    'GET /v2/sites/{siteId}/app_content/media/search (search_query)',
    `^GET /v2/sites/${SITE}/app_content/media/search\\?.*search_query=`,
  ],
  ['Media platform', MEDIA, 'GET /v2/media/{id}/images.json', '^GET /v2/media/[^/]+/images\\.json'],
  [
    'Media platform',
    'media/jw/artwork.ts',
    'image URLs /v2/media/{id}/images/{label}.webp (poster_fallback, fallback)',
    '^GET /v2/media/[^/]+/images/[\\w-]+\\.webp',
    "the server builds these URLs and browsers load them; `tests/contract/media-platform.jw.test.ts` loads each from the fixture (the label's image, the poster, the fallback)",
  ],
  [
    'Access bridge',
    'jw-access/bridge.ts',
    'PUT /v2/sites/{siteId}/access/generate',
    `^PUT /v2/sites/${SITE}/access/generate`,
  ],
  [
    'Access bridge',
    'jw-access/bridge.ts',
    'PUT /v2/sites/{siteId}/access/refresh',
    `^PUT /v2/sites/${SITE}/access/refresh`,
  ],
  [
    'Entitlement',
    'accounts/jwp/media-token.ts',
    'GET /v2/items/jw-media/token',
    '^GET /v2/items/jw-media/token\\?.*app_config_id=.*media_id=',
  ],
  [
    'Entitlement',
    'jw-access/delivery.ts',
    'GET /v3/sites/{siteId}/entitlements',
    `^GET /v3/sites/${SITE}/entitlements`,
  ],
  [
    'Entitlement',
    'jw-access/delivery.ts',
    'GET /v2/sites/{siteId}/media/{id}/playback.json (passport, plan_id)',
    `^GET /v2/sites/${SITE}/media/[^/]+/playback\\.json\\?.*passport=`,
  ],
  [
    'Entitlement',
    'jw-access/entitlement-host.ts',
    'custom entitlement host, POST',
    '^POST /(?!v2|v3|auths|customers|orders|payments|connectors)',
  ],
  [
    'Entitlement',
    'jw-access/entitlement-host.ts',
    'custom entitlement host, GET provider=twg',
    '^GET /[^?]*\\?.*provider=twg',
  ],
  ['Entitlement', 'jw-access/delivery.ts', 'HEAD on the first .m3u8 (403 = geo block)', '^HEAD /.*\\.m3u8'],
  ['First platform', 'accounts/cleeng', 'POST /auths', '^POST /auths$'],
  ['First platform', 'accounts/cleeng', 'POST /auths/refresh_token', '^POST /auths/refresh_token'],
  ['First platform', 'accounts/cleeng', 'POST /customers', '^POST /customers$'],
  ['First platform', 'accounts/cleeng', 'GET /customers/{id}', '^GET /customers/[^/?]+$'],
  ['First platform', 'accounts/cleeng', 'PATCH /customers/{id}', '^PATCH /customers/[^/?]+$'],
  ['First platform', 'accounts/cleeng', 'GET /customers/{id}/consents', '^GET /customers/[^/]+/consents'],
  ['First platform', 'accounts/cleeng', 'PUT /customers/{id}/consents', '^PUT /customers/[^/]+/consents'],
  ['First platform', 'accounts/cleeng', 'GET /publishers/{id}/consents', '^GET /publishers/[^/]+/consents'],
  ['First platform', 'accounts/cleeng', 'GET /customers/{id}/capture/status', '^GET /customers/[^/]+/capture/status'],
  ['First platform', 'accounts/cleeng', 'PUT /customers/{id}/capture', '^PUT /customers/[^/]+/capture$'],
  ['First platform', 'accounts/cleeng', 'PUT /customers/passwords (reset)', '^PUT /customers/passwords'],
  ['First platform', 'accounts/cleeng', 'PATCH /customers/passwords (new password)', '^PATCH /customers/passwords'],
  ['First platform', 'accounts/cleeng', 'GET /locales', '^GET /locales'],
  ['First platform', 'commerce/cleeng', 'GET /offers/{id}', '^GET /offers/[^/?]+'],
  ['First platform', 'commerce/cleeng', 'POST /orders', '^POST /orders$'],
  ['First platform', 'commerce/cleeng', 'GET /orders/{id}', '^GET /orders/[^/?]+$'],
  ['First platform', 'commerce/cleeng', 'PATCH /orders/{id} (paymentMethodId, couponCode)', '^PATCH /orders/[^/?]+$'],
  ['First platform', 'commerce/cleeng', 'GET /payment-methods', '^GET /payment-methods'],
  ['First platform', 'commerce/cleeng', 'POST /payments (an order without payment details)', '^POST /payments$'],
  ['First platform', 'commerce/cleeng', 'POST /connectors/paypal/v1/tokens', '^POST /connectors/paypal/v1/tokens'],
  [
    'First platform',
    'commerce/cleeng',
    'POST /connectors/paypal/v1/payment_details/tokens',
    '^POST /connectors/paypal/v1/payment_details/tokens',
  ],
  ['First platform', 'commerce/cleeng', 'POST /connectors/adyen/sessions', '^POST /connectors/adyen/sessions'],
  [
    'First platform',
    'commerce/cleeng',
    'POST /connectors/adyen/initial-payment',
    '^POST /connectors/adyen/initial-payment$',
    ADVANCED_FLOW,
  ],
  [
    'First platform',
    'commerce/cleeng',
    'POST /connectors/adyen/initial-payment/finalize',
    '^POST /connectors/adyen/initial-payment/finalize',
  ],
  [
    'First platform',
    'commerce/cleeng',
    'POST /connectors/adyen/payment-details',
    '^POST /connectors/adyen/payment-details$',
    ADVANCED_FLOW,
  ],
  [
    'First platform',
    'commerce/cleeng',
    'POST /connectors/adyen/payment-details/finalize',
    '^POST /connectors/adyen/payment-details/finalize',
  ],
  ['First platform', 'commerce/cleeng', 'DELETE /payment_details/{id}', '^DELETE /payment_details/'],
  [
    'First platform',
    'commerce/cleeng',
    'GET /customers/{id}/subscription_switches/{offerId}/availability',
    '^GET /customers/[^/]+/subscription_switches/[^/]+/availability',
  ],
  [
    'First platform',
    'commerce/cleeng',
    'POST /customers/{id}/subscription_switches/{offerId}',
    '^POST /customers/[^/]+/subscription_switches/',
  ],
  ['First platform', 'commerce/cleeng', 'GET /subscription_switches/{id}', '^GET /subscription_switches/'],
  ['First platform', 'commerce/cleeng', 'GET /entitlements/{offerId}', '^GET /entitlements/'],
  ['First platform', 'commerce/cleeng', 'GET /customers/{id}/subscriptions', '^GET /customers/[^/]+/subscriptions'],
  ['First platform', 'commerce/cleeng', 'PATCH /customers/{id}/subscriptions', '^PATCH /customers/[^/]+/subscriptions'],
  ['First platform', 'commerce/cleeng', 'GET /customers/{id}/payment_details', '^GET /customers/[^/]+/payment_details'],
  [
    'First platform',
    'commerce/cleeng',
    'GET /customers/{id}/transactions (limit, offset)',
    '^GET /customers/[^/]+/transactions\\?.*limit=',
  ],
  [
    'First platform',
    'commerce/cleeng',
    'GET /receipt/{transactionId}',
    '^GET /receipt/',
    'receipts are off for this platform (spec 1 §6): the API answers "Receipts feature is not enabled"',
  ],
  [
    'First platform',
    'accounts/cleeng',
    "lists in the customer's externalData (PATCH /customers/{id})",
    '^PATCH /customers/[^/?]+$',
  ],
  ['Second platform', 'accounts/jwp', 'POST /v2/accounts/authenticate', '^POST /v2/accounts/authenticate'],
  ['Second platform', 'accounts/jwp', 'POST /accounts', '^POST /accounts$'],
  ['Second platform', 'accounts/jwp', 'GET /accounts', '^GET /accounts$'],
  ['Second platform', 'accounts/jwp', 'PUT /accounts', '^PUT /accounts$'],
  ['Second platform', 'accounts/jwp', 'GET /accounts/logout', '^GET /accounts/logout'],
  ['Second platform', 'accounts/jwp', 'POST /accounts/change-password', '^POST /accounts/change-password'],
  ['Second platform', 'accounts/jwp', 'POST /accounts/forgot-password', '^POST /accounts/forgot-password$'],
  ['Second platform', 'accounts/jwp', 'PUT /accounts/forgot-password/{token}', '^PUT /accounts/forgot-password/'],
  ['Second platform', 'accounts/jwp', 'GET /accounts/register-fields/{clientId}', '^GET /accounts/register-fields/'],
  ['Second platform', 'accounts/jwp', 'POST /accounts/export', '^POST /accounts/export'],
  ['Second platform', 'accounts/jwp', 'DELETE /accounts/erase', '^DELETE /accounts/erase'],
  ['Second platform', 'accounts/jwp', 'GET /accounts/social (state)', '^GET /accounts/social\\?state='],
  ['Second platform', 'accounts/jwp', 'GET /v2/accounts/media/watch-history', '^GET /v2/accounts/media/watch-history'],
  [
    'Second platform',
    'accounts/jwp',
    'PATCH /v2/accounts/media/watch-history',
    '^PATCH /v2/accounts/media/watch-history',
  ],
  ['Second platform', 'accounts/jwp', 'GET /v2/accounts/media/favorites', '^GET /v2/accounts/media/favorites'],
  ['Second platform', 'accounts/jwp', 'POST /v2/accounts/media/favorites', '^POST /v2/accounts/media/favorites'],
  [
    'Second platform',
    'accounts/jwp',
    'DELETE /v2/accounts/media/favorites/{id}',
    '^DELETE /v2/accounts/media/favorites/',
  ],
  ['Second platform', 'commerce/jwp', 'GET /v2/items/{id}/access-fees', '^GET /v2/items/[^/]+/access-fees'],
  ['Second platform', 'commerce/jwp', 'GET /items/{id}/access', '^GET /items/[^/]+/access'],
  [
    'Second platform',
    'commerce/jwp',
    'GET /subscriptions (limit 15, page 0)',
    '^GET /subscriptions\\?(?=.*limit=15)(?=.*page=0)',
  ],
  ['Second platform', 'commerce/jwp', 'GET /v2/accounting/payment-history', '^GET /v2/accounting/payment-history'],
  ['Second platform', 'commerce/jwp', 'GET /v2/payments/cards/default', '^GET /v2/payments/cards/default'],
  [
    'Second platform',
    'commerce/jwp',
    'PUT /v2/payments/cards/default',
    '^PUT /v2/payments/cards/default',
    'updating the payment method is off for this platform (spec 1 §6)',
  ],
  ['Second platform', 'commerce/jwp', 'GET /payments/methods', '^GET /payments/methods'],
  ['Second platform', 'commerce/jwp', 'POST /external-payments', '^POST /external-payments'],
  ['Second platform', 'commerce/jwp', 'POST /vouchers/discount', '^POST /vouchers/discount'],
  ['Second platform', 'commerce/jwp', 'POST /subscriptions (card)', '^POST /subscriptions$'],
  ['Second platform', 'commerce/jwp', 'POST /payments (card)', '^POST /payments$'],
  ['Second platform', 'commerce/jwp', 'POST /v2/subscriptions/stripe:switch', '^POST /v2/subscriptions/stripe:switch'],
  [
    'Second platform',
    'commerce/jwp',
    'GET /v2/accounting/transactions/{id}/receipt',
    '^GET /v2/accounting/transactions/[^/]+/receipt',
  ],
];

/** The suites that drive the platform adapters against the fixtures. */
const SUITES = ['tests/contract', 'tests/api'].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /(cleeng|jwp|jw-|jw\.|account-platform)/.test(name) && name.endsWith('.test.ts'))
    .map((name) => join(dir, name)),
);

const log = join(mkdtempSync(join(tmpdir(), 'platform-calls-')), 'calls.jsonl');
writeFileSync(log, '');
const run = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--config', 'tests/scripts/platform-calls.vitest.config.ts', ...SUITES],
  { stdio: 'inherit', env: { ...process.env, PLATFORM_CALL_LOG: log } },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const seen = readFileSync(log, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const missing = [];
const rows = CALLS.map(([section, adapter, call, pattern, notCalled]) => {
  const matcher = new RegExp(pattern);
  // Section-specific fixtures share paths (POST /payments): prefer a test whose file names the platform.
  const platform = section === 'First platform' ? /cleeng/ : section === 'Second platform' ? /jwp/ : /./;
  const hits = seen.filter((entry) => matcher.test(entry.call) && platform.test(entry.file));
  const first = hits[0];
  if (!first && !notCalled) missing.push(call);
  const proof = first
    ? `\`${relative(process.cwd(), first.file)}\` › ${first.test.replaceAll('|', '\\|')}`
    : notCalled
      ? `not called: ${notCalled}`
      : '**never called**';
  return `| ${section} | \`${call}\` | \`${adapter}\` | ${hits.length} | ${proof} |`;
});

const table = [
  '# Spec 1 §7 platform calls and the tests that make them',
  '',
  'Generated by `npm run platform-calls` (tests/scripts/platform-calls.mjs): the platform suites run against the',
  'fixture servers with every request recorded; each row names the first test that made the call and how many',
  'requests matched in the run. Adapters are under `src/server/`.',
  '',
  '| section | call | adapter | requests | first test that makes it |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
writeFileSync('docs/platform-calls.md', table);
console.log(table);
if (missing.length > 0) {
  console.error(`\nNever called: ${missing.join('; ')}`);
  process.exit(1);
}

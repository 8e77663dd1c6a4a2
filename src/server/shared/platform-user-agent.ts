/**
 * The User-Agent of the site's own calls to the account platforms and JW's hosts: their logs can tell the site's
 * server from browsers and apps, and the fixtures' call recorder (tests/scripts/platform-calls.mjs) counts only
 * these calls, not a test's own requests to a fixture.
 */
export const PLATFORM_USER_AGENT = 'ott-site/1';

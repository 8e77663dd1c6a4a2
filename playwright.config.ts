import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4390);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The revalidation webhook's secret in the e2e server, so tests can sign calls. */
export const WEBHOOK_SECRET = 'e2e-webhook-secret';
/** The draft-preview secret of the e2e server (e2e/preview.spec.ts opens an editor's preview link with it). */
export const PREVIEW_SECRET = 'e2e-preview-secret-of-at-least-32-characters';
// The e2e server's data folder (database, mail outbox). Made once by the main process; the workers load this file
// again and inherit the variable, so tests read the very outbox the server writes (e2e/support/outbox.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ott-e2e-'));

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/**
 * Specs that start built servers of their own (several instances, short token or address lifetimes, locks), and the
 * raw-request fuzz, which runs against the shared server once the browser tests are done: its thousands of
 * requests (sign-in attempts among them, counted by the rate limits of 127.0.0.1) must not slow or lock them.
 */
const OWN_SERVER_SPECS = /(instances|region-china|social-sign-in|cleeng-accounts|cleeng-payments|jwp-commerce|session-expiry|paid-playback|checkout|hosted-checkout|data-dir-lock|account-steps|upstream-faults|database-faults|process-errors|raw-requests|site-url)\.spec\.ts$/;

/** End-to-end tests against the BUILT server (all adapters embedded), in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder at start: keep it apart from the unit-test report in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // Generous: on a busy 2-core machine an idle-time island can take several seconds to appear.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A visitor who has answered the cookie banner (it would cover the foot of every page); consent.spec.ts starts
    // without a choice.
    storageState: {
      cookies: [
        { name: 'cookies.consent', value: 'declined', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: OWN_SERVER_SPECS },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile/, testIgnore: OWN_SERVER_SPECS },
    // Tests that start servers of their own run last, on their own: beside the other tests on two cores their
    // extra servers slowed everything into timeouts.
    { name: 'servers', use: desktop, testMatch: OWN_SERVER_SPECS, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CMS_PREVIEW_SECRET: PREVIEW_SECRET,
      // The built site on its embedded database (PGlite in DATA_DIR), even where DATABASE_URL is set for the API tests.
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Every test browser is one IP (127.0.0.1); the ads limit has its own API test.
      ADS_RATE_LIMIT: '0',
    },
  },
});

import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineName } from './e2e/support/engines/session';

/**
 * The cross-engine journeys (issue 42, decision 4210): Firefox (firefox-esr over WebDriver BiDi) and WebKit
 * (WebKitGTK's MiniBrowser over WebKitWebDriver), each at 1280 px and on a phone's 390×844, against the BUILT
 * server — behind the recording proxy that sees every response, page error and CSP violation. Run by
 * scripts/test.mjs under xvfb-run (MiniBrowser needs a display).
 */
const serverPort = Number(process.env.ENGINES_PORT ?? 4590);
const proxyPort = serverPort + 1;
const site = `http://127.0.0.1:${proxyPort}`;
process.env.ENGINES_SITE_URL = site;
// The server's data folder; the journeys read the mail outbox in it (e2e/support/outbox.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ott-engines-'));

const engines: EngineName[] = ['firefox', 'webkit'];

export default defineConfig<{ engineName: EngineName }>({
  testDir: 'e2e/engines',
  testMatch: /\.engine\.ts$/,
  outputDir: 'test-results/engines-artifacts',
  // One worker per engine, each running its journeys one tab at a time: the proxy tells the engines apart by their
  // User-Agent, so what it recorded of one engine while a journey ran is that journey's.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/engines.json' }]],
  projects: engines.map((engineName) => ({ name: engineName, use: { engineName } })),
  webServer: [
    {
      command: 'node server.mjs',
      url: `http://127.0.0.1:${serverPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        // The address the browsers use: the proxy's.
        SITE_URL: site,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADS_RATE_LIMIT: '0',
      },
    },
    {
      command: 'node e2e/support/engines/recording-proxy.mjs',
      url: `${site}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(proxyPort), TARGET: `http://127.0.0.1:${serverPort}` },
    },
  ],
});

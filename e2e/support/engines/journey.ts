import { expect, test as base } from '@playwright/test';
import { FirefoxEngine, WebKitEngine, type EngineName, type EngineSession } from './session';

/**
 * The cross-engine journeys' fixtures (decision 4210): `site` is a fresh tab of the project's engine at the
 * project's screen size, and when the journey is over it must have met no page error, no CSP violation and no
 * failed request — as the recording proxy in front of the server saw them (e2e/support/engines/recording-proxy.mjs),
 * plus what the driver itself reports.
 */
export const SITE = process.env.ENGINES_SITE_URL ?? 'http://127.0.0.1:4591';

/** The two screens every journey runs at: a laptop's width and a phone's (CSS px). */
export const SCREENS = { '1280': { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The narrowest page MiniBrowser's window gives (measured: 447 px, its toolbar's width). */
const MINIBROWSER_NARROWEST = 450;

interface LogEntry {
  seq: number;
  kind: string;
  detail: string;
  agent: string;
}

async function proxyLog(after: number): Promise<{ last: number; entries: LogEntry[] }> {
  return (await (await fetch(`${SITE}/__engines/log?after=${after}`)).json()) as { last: number; entries: LogEntry[] };
}

/** Which of the two engines sent a request (the tests' own calls from Node are neither). */
function engineOf(agent: string): EngineName | undefined {
  if (/Firefox\//.test(agent)) return 'firefox';
  if (/AppleWebKit\//.test(agent) && !/Chrome\//.test(agent)) return 'webkit';
  return undefined;
}

export const test = base.extend<
  { engineScreen: { width: number; height: number }; site: EngineSession },
  { engineName: EngineName; engine: FirefoxEngine | WebKitEngine }
>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engineScreen: [{ width: 1280, height: 800 }, { option: true }],
  engine: [
    async ({ engineName }, use) => {
      const engine = engineName === 'firefox' ? await FirefoxEngine.launch() : await WebKitEngine.launch();
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ engine, engineName, engineScreen }, use, testInfo) => {
    const session = await engine.session(SITE);
    await session.setViewport(engineScreen.width, engineScreen.height);
    const [width, height] = await session.evaluate(() => [innerWidth, innerHeight]);
    if (engineName === 'webkit' && width > engineScreen.width && width <= MINIBROWSER_NARROWEST) {
      // MiniBrowser's window cannot be narrower than its toolbar: its page is 447 px at the least.
      testInfo.annotations.push({ type: 'viewport', description: `WebKit at ${width}×${height}, its narrowest` });
    } else {
      expect([width, height], 'the page gets the screen size asked for').toEqual([engineScreen.width, engineScreen.height]);
    }
    const { last } = await proxyLog(0);
    const probeFindings: string[] = [];
    try {
      await use(session);
      // Reports go out as the events happen; give the last ones a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // A probe that could not run would see nothing: the last page of the site must have it.
      await session.leaveFrame();
      if ((await session.url()).startsWith(SITE)) {
        const alive = await session.evaluate(() => (window as { __engineProbe?: boolean }).__engineProbe === true);
        if (!alive) probeFindings.push(`the probe did not run on ${await session.url()}`);
      }
    } finally {
      const { entries } = await proxyLog(last);
      const seen = entries
        .filter((entry) => entry.kind !== 'response' && engineOf(entry.agent) === engineName)
        .map((entry) => `${entry.kind}: ${entry.detail}`);
      const findings = [...seen, ...session.driverFindings(), ...probeFindings];
      await session.close();
      // A journey marked to fix in this engine never opened a page of the site: nothing to judge.
      const skipped = testInfo.status === 'skipped';
      if (!skipped && testInfo.status === testInfo.expectedStatus) {
        expect(findings, 'no page error, CSP violation or failed request').toEqual([]);
      } else if (findings.length) {
        testInfo.annotations.push({ type: 'findings', description: findings.join('\n') });
      }
    }
  },
});

export { expect };

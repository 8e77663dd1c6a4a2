import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type Frame } from 'puppeteer-core';
import { Builder, By, Capabilities, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../free-port';

/**
 * One browser tab of Firefox or WebKit, driven the same way for the cross-engine journeys (decision 4210):
 * Firefox (Debian's firefox-esr) by puppeteer-core over WebDriver BiDi, WebKit (WebKitGTK's MiniBrowser) by
 * selenium-webdriver over WebKitWebDriver's classic WebDriver. Only what the journeys need: navigate, run a
 * function in the page, and real pointer and keyboard input on an element found by a CSS selector.
 */
export type EngineName = 'firefox' | 'webkit';

export interface EngineSession {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the current frame (the page, or the frame entered last) and returns its JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Sets the size of the page's viewport (CSS px). */
  setViewport(width: number, height: number): Promise<void>;
  /** Makes the first iframe matching `selector` the current frame; `leaveFrame` goes back to the page. */
  enterFrame(selector: string): Promise<void>;
  leaveFrame(): Promise<void>;
  /** What the driver itself reports (Firefox: BiDi page errors and network failures; WebKit: nothing). */
  driverFindings(): string[];
  close(): Promise<void>;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const asScript = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments);`;

/** Firefox: one browser per worker, a fresh private context (cookies, storage) per session. */
export class FirefoxEngine {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<FirefoxEngine> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      extraPrefsFirefox: {
        'media.autoplay.default': 0,
        'media.autoplay.blocking_policy': 0,
        'browser.shell.checkDefaultBrowser': false,
      },
    });
    return new FirefoxEngine(browser);
  }

  async session(origin: string): Promise<EngineSession> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    const findings: string[] = [];
    page.on('pageerror', (error) => findings.push(`pageerror: ${error instanceof Error ? error.message : error}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // A request the page itself gave up (a navigation away, a media element's range request) is no failure.
      if (!/ABORT/i.test(reason)) findings.push(`request failed: ${request.url()} ${reason}`);
    });
    await context.setCookie({ name: 'cookies.consent', value: 'declined', domain: new URL(origin).hostname, path: '/' });
    let frame: Frame = page.mainFrame();
    return {
      engine: 'firefox',
      goto: async (url) => {
        frame = page.mainFrame();
        await page.goto(url, { waitUntil: 'load' });
      },
      url: async () => page.url(),
      evaluate: (fn, ...args) => frame.evaluate(fn as never, ...(args as unknown as never[])) as never,
      click: async (selector) => {
        const element = await frame.waitForSelector(selector, { visible: true, timeout: 15_000 });
        await element!.click();
      },
      type: async (selector, text) => {
        const element = await frame.waitForSelector(selector, { visible: true, timeout: 15_000 });
        await element!.type(text);
      },
      setViewport: (width, height) => page.setViewport({ width, height }),
      enterFrame: async (selector) => {
        const handle = await page.waitForSelector(selector, { timeout: 15_000 });
        frame = (await handle!.contentFrame())!;
      },
      leaveFrame: async () => {
        frame = page.mainFrame();
      },
      driverFindings: () => findings,
      close: () => context.close(),
    };
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

/** WebKit: one WebKitWebDriver per worker (under the Xvfb display `xvfb-run` gives), a new session per journey. */
export class WebKitEngine {
  private constructor(
    private readonly driverProcess: ChildProcess,
    private readonly server: string,
  ) {}

  static async launch(): Promise<WebKitEngine> {
    if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
      throw new Error('WebKit needs a display: run the engines stage under xvfb-run (scripts/test.mjs does)');
    }
    const port = await freePort();
    const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
    const server = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${server}/status`)).ok) break;
      } catch {
        if (attempt > 50) throw new Error(`WebKitWebDriver did not start on ${server}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return new WebKitEngine(driverProcess, server);
  }

  async session(origin: string): Promise<EngineSession> {
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    });
    const driver: WebDriver = await new Builder()
      .forBrowser('MiniBrowser')
      .usingServer(this.server)
      .withCapabilities(capabilities)
      .build();
    // The consent cookie can only be set on a page of its site (the proxy's blank page).
    await driver.get(`${origin}/__engines/blank`);
    await driver.manage().addCookie({ name: 'cookies.consent', value: 'declined', path: '/' });
    const find = async (selector: string) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const [element] = await driver.findElements(By.css(selector));
        if (element && (await element.isDisplayed())) return element;
        if (Date.now() > deadline) throw new Error(`no visible element matches ${selector}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const pageSize = async () => (await driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
    /** The page's size once two reads 150 ms apart agree (at most ~3 s). */
    const settledPageSize = async () => {
      let last = await pageSize();
      for (let read = 0; read < 20; read += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        const now = await pageSize();
        if (now[0] === last[0] && now[1] === last[1]) return now;
        last = now;
      }
      return last;
    };
    return {
      engine: 'webkit',
      goto: async (url) => {
        await driver.switchTo().defaultContent();
        await driver.get(url);
      },
      url: () => driver.getCurrentUrl(),
      evaluate: (fn, ...args) => driver.executeScript(asScript(fn as never), ...args) as never,
      // Real pointer and key input through the Actions API: WebKitWebDriver's element click and send-keys refuse
      // elements it judges not interactable (a styled checkbox, a button under its own tooltip) that a viewer can use.
      // The element is centred both ways first: one at the edge of a side-scrolling area (the live guide at 447 px)
      // was scrolled again by the driver between aiming and pressing, and the press hit its neighbour.
      click: async (selector) => {
        const element = await find(selector);
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" })', element);
        await driver.actions().move({ origin: element }).press().release().perform();
      },
      type: async (selector, text) => {
        const element = await find(selector);
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" })', element);
        await driver.actions().move({ origin: element }).press().release().perform();
        await driver.actions().sendKeys(text).perform();
      },
      setViewport: async (width, height) => {
        // The window's size includes MiniBrowser's own bars, and GTK applies a new size some frames later (on a
        // loaded machine the page reported the old size, and the correction overshot to 1536×832): size the
        // window, wait until the page's size settles, then correct by what is still missing.
        await driver.manage().window().setRect({ width, height });
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const inner = await settledPageSize();
          if (inner[0] === width && inner[1] === height) return;
          const rect = await driver.manage().window().getRect();
          await driver.manage().window().setRect({ width: rect.width + width - inner[0], height: rect.height + height - inner[1] });
        }
      },
      enterFrame: async (selector) => driver.switchTo().frame(await find(selector)),
      leaveFrame: async () => driver.switchTo().defaultContent(),
      driverFindings: () => [],
      close: () => driver.quit(),
    };
  }

  async close(): Promise<void> {
    this.driverProcess.kill();
  }
}

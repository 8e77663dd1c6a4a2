import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';

/**
 * A viewer in China (spec 1 §1, spec 2 §1), as a CDN in front of the site reports it: a server behind a trusted
 * proxy (`TRUST_PROXY`) and the viewer's requests carrying Cloudflare's `CF-IPCountry: CN`. On Android in another
 * browser than Chrome or Edge, the Chinese dialog recommends them; the app-download dialog stays hidden; the
 * service worker is told the China flag.
 */
let group: InstanceGroup;
const origin = () => group.instances[0]!.url;

const HUAWEI_BROWSER =
  'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.322 Mobile Safari/537.36';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const browserDialog = (page: Page) => page.getByRole('dialog', { name: '推荐使用 Chrome 或 Edge 浏览器' });

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  group = await startInstances({ count: 1, env: { TRUST_PROXY: 'true' } });
});

test.afterAll(async () => {
  await group?.stop();
});

test.describe('on an Android browser other than Chrome or Edge', () => {
  test.use({
    userAgent: HUAWEI_BROWSER,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'CF-IPCountry': 'CN' },
  });

  test('the Chinese dialog offers to open the page in Chrome or Edge, and stays away once dismissed', async ({
    page,
  }, testInfo: TestInfo) => {
    await page.goto(`${origin()}/live`);
    const dialog = browserDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('lang', 'zh-CN');
    const host = new URL(origin()).host;
    await expect(dialog.getByRole('link', { name: '在 Chrome 中打开' })).toHaveAttribute(
      'href',
      `intent://${host}/live#Intent;scheme=http;package=com.android.chrome;end`,
    );
    await expect(dialog.getByRole('link', { name: '在 Edge 中打开' })).toHaveAttribute(
      'href',
      `intent://${host}/live#Intent;scheme=http;package=com.microsoft.emmx;end`,
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, testInfo, `china-browser-dialog-${width}`, { fullPage: false });
    }
    await expectNoSeriousViolations(page);

    await dialog.getByRole('button', { name: '暂不' }).click();
    await expect(dialog).toBeHidden();
    // The dialog's close event (which stores the dismissal) comes in a task after it is hidden.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chrome_recommendation_dismissed'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(2_500);
    await expect(dialog).toBeHidden();
  });

  test('the service worker is told the China flag', async ({ page }) => {
    await page.goto(`${origin()}/`);
    await expect(browserDialog(page)).toBeVisible();
    const state = await page.evaluate(async () => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const kept = await (await caches.open('region-state-v1')).match('/__service-worker/region-state');
        if (kept) return kept.json();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    });
    expect(state).toEqual({ china: true, alternateOrigins: {} });
  });

  test('the app-download dialog stays hidden in China, even with store links', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('chrome_recommendation_dismissed', 'true'));
    await page.goto(`${origin()}/?app-config=demoapps`);
    await page.waitForTimeout(2_500);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });
});

test.describe('in Chrome on Android', () => {
  test.use({ userAgent: CHROME_ANDROID, extraHTTPHeaders: { 'CF-IPCountry': 'CN' } });

  test('no recommendation: the viewer already uses Chrome', async ({ page }) => {
    await page.goto(`${origin()}/`);
    await page.waitForTimeout(2_500);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });
});

test.describe('outside China', () => {
  test.use({ userAgent: HUAWEI_BROWSER, extraHTTPHeaders: { 'CF-IPCountry': 'HK' } });

  test('no recommendation, and the app-download dialog shows', async ({ page }) => {
    await page.goto(`${origin()}/?app-config=demoapps`);
    await expect(page.getByRole('dialog', { name: 'Get the Aurora Games TV app' })).toBeVisible();
    await expect(browserDialog(page)).toBeHidden();
  });
});

import { expect, test } from '@playwright/test';

/**
 * No page's own script breaks the site's Content-Security-Policy (issue 42): zod compiled its object parsers with
 * `new Function`, which the policy (no 'unsafe-eval') blocks, and Firefox reported it on the live guide. Chromium
 * shows no console message for it, but fires the same `securitypolicyviolation` event, which is what is read here.
 */
const PAGES = ['/p/8PEvjIMX', '/q/archery', '/schedule', '/m/NW52o2Ew', '/notifications', '/login'];

for (const path of PAGES) {
  test(`${path}: no CSP violation once its islands have run`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { cspViolations?: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Islands that wait for intent start on the first pointer move or key.
    await page.mouse.move(200, 300);
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);
  });
}

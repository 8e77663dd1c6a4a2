import type { Page, TestInfo } from '@playwright/test';
import { dirname, join } from 'node:path';

/**
 * A full-page screenshot for people to look at: test-results/screens/{project}-{name}.png. Lazy images are loaded
 * first (bounded wait) so what lies below the fold shows too.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  // test-results/screens next to the config (not Playwright's outputDir, which it empties and may move).
  const projectRoot = testInfo.config.configFile ? dirname(testInfo.config.configFile) : process.cwd();
  const path = join(projectRoot, 'test-results', 'screens', `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
}

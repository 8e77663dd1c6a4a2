import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Time each axe scan adds to its test's limit. A scan takes 1-4 s on a quiet machine, but axe walks every element
 * of the page in the page's main thread, and on a loaded two-core CI machine one scan of a long page took over 45 s.
 */
const SCAN_ALLOWANCE_MS = 60_000;

/**
 * axe on the page as it is now (or on the part `include` selects): no serious or critical violation, with a
 * readable report when there is one.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  test.info().setTimeout(test.info().timeout + SCAN_ALLOWANCE_MS);
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const violations = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
    )
    .join('\n');
  expect(violations, `accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe on the page as it is now: no serious or critical violation, with a readable report when there is one. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
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

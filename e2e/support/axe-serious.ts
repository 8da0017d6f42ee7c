import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from './test';

/** The WCAG 2.2 A and AA rule tags the suite audits with (as a11y-axe.spec.ts). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe (WCAG 2.2 A/AA) on what is on screen and fails on a serious or critical violation,
 * naming the rule and the first elements; the counts per impact are attached to the test.
 */
export async function expectNoSeriousAxeViolation(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  await testInfo.attach(`axe ${label}`, {
    body: JSON.stringify(
      violations.map((violation) => `${violation.impact} ${violation.id} (${violation.nodes.length})`),
      null,
      2,
    ),
    contentType: 'application/json',
  });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 90)}`)
          .join(' | ')}`,
    );
  expect(blocking, `axe on ${label}`).toEqual([]);
}

/** Switches the page to the dark theme the way the header's toggle does (the root's `data-theme`). */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

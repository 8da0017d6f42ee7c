import { TRUSTED_TYPES_POLICIES } from 'shared-contracts';
import { PROMOTIONS } from '../support/promotions';
import { expect, test } from '../support/test';

// Issue 49.7: the site enforces Trusted Types. Every journey already fails on a CSP violation (the
// page fixture, support/test.ts), so a remote or library that hands a plain string to a script or
// HTML sink fails there; this journey proves the enforcement itself is on, in a page of its own
// (its deliberate violations would fail the fixture's page).
test.describe('shell-trusted-types', { tag: ['@shell', '@mfe-promotions', '@mfe-lobby'] }, () => {
  test('the page refuses a plain string in a script or HTML sink, and the site still loads its remotes and server HTML', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const violations: string[] = [];
    await page.exposeBinding('__wlViolation', (_source, text: string) => violations.push(text));
    await page.addInitScript(() => {
      window.localStorage.setItem('hisLang', 'EN');
      window.sessionStorage.setItem('index_notice', '1');
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __wlViolation(text: string): void }).__wlViolation(event.effectiveDirective);
      });
    });
    const response = await page.goto(`/promotions?id=${PROMOTIONS.firstDeposit.id}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain(`trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`);
    // The promotions remote loaded (webpack's and the federation's policies made its scripts' URLs)
    // and shows the platform's HTML through the sanitizing component's policy.
    await expect(page.getByTestId('promotion-detail').locator(`#promotion-title-${PROMOTIONS.firstDeposit.id}`)).toBeVisible();
    // The operator's HTML (promotion-content) is on the page, its heading included.
    await expect(
      page.getByTestId('promotion-content').getByRole('heading', { level: 2, name: PROMOTIONS.firstDeposit.title }),
    ).toBeVisible();
    expect(violations, 'violations while the site loaded').toEqual([]);

    const refused = await page.evaluate(() => {
      const outcomes: string[] = [];
      try {
        document.createElement('div').innerHTML = '<img src=x onerror="alert(1)">';
        outcomes.push('innerHTML taken');
      } catch (error) {
        outcomes.push(`innerHTML refused: ${(error as Error).name}`);
      }
      try {
        document.createElement('script').src = '/registry/evil.js';
        outcomes.push('script.src taken');
      } catch (error) {
        outcomes.push(`script.src refused: ${(error as Error).name}`);
      }
      try {
        (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy(
          'attacker',
          { createHTML: (s: string) => s },
        );
        outcomes.push('policy made');
      } catch (error) {
        outcomes.push(`policy refused: ${(error as Error).name}`);
      }
      return outcomes;
    });
    expect(refused).toEqual(['innerHTML refused: TypeError', 'script.src refused: TypeError', 'policy refused: TypeError']);
    await expect.poll(() => violations).toEqual(expect.arrayContaining(['require-trusted-types-for', 'trusted-types']));
    await context.close();
  });
});

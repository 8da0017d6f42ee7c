import { CATEGORY_ROUTES, ROUTES } from 'shared-contracts';
import { expect, test, type Page } from '../support/test';
import { PlatformControl } from '../support/control';
import { navigateInApp, NetworkQuiet } from '../support/network-quiet';
import { ShellPage } from '../support/shell-page';

test.describe('shell-six-languages', { tag: ['@mfe-lobby', '@mfe-account', '@mfe-promotions', '@shell'] }, () => {
  // Issue 14 item 13: every route of the shell's route table, in each of the six translated
  // languages, shows no raw translation key, logs no i18next missing key, and (outside EN) shows none
  // of the interface's known English strings.

  const LANGUAGES = ['CN', 'EN', 'ID', 'TH', 'TY', 'VI'] as const;

  /** One path per route of the shell's table (aliases once), and an unknown path for the not-found page. */
  const PATHS = [
    ROUTES.home,
    ROUTES.register,
    ...new Set(Object.values(CATEGORY_ROUTES)),
    ROUTES.vnLottery,
    ROUTES.seamless,
    ROUTES.game,
    ROUTES.promotions,
    ROUTES.promoDetail,
    ROUTES.pointMall,
    ROUTES.vip,
    ROUTES.referral,
    ROUTES.download,
    '/download',
    ROUTES.help,
    ROUTES.helpCentre,
    ROUTES.login,
    '/no-such-page',
  ];

  /** English interface strings (never server content) a screen must not show in another language. */
  const EVERYWHERE = ['Log in', 'Switch to dark theme', 'App download', 'Speed test', 'Customer service'];
  const ENGLISH_BY_PATH: Record<string, string[]> = {
    [ROUTES.home]: ['Hot games', 'Loading games…'],
    [ROUTES.register]: ['Submit', 'Reset', 'Username', 'By registering you agree to our'],
    [CATEGORY_ROUTES.RNG]: ['All vendors', 'Search games', 'Load more games', 'Game hall'],
    [ROUTES.promotions]: ['Loading promotions…', 'Coming soon'],
    [ROUTES.download]: ['Download the app'],
    [ROUTES.help]: ['Help centre', 'Did not find your answer?', 'Send feedback'],
    '/no-such-page': ['Page not found'],
  };

  /**
   * A raw key on screen: `namespace:key.path`, or a dotted camelCase path such as `header.login` or
   * `feedback.errors.required` (domain names and file names excluded).
   */
  const RAW_KEY = /\b(?:[a-z]+[A-Za-z-]*:[a-z][\w.]+|[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9_]*)+)\b/g;
  const NOT_A_KEY = /\.(com|net|org|io|vn|cn|th|id|png|jpe?g|svg|gif|html?|json|js)$|^www\.|^e\.g$|^i\.e$/i;

  async function visibleText(page: Page): Promise<string> {
    return page.evaluate(() => document.body.innerText);
  }

  function rawKeysIn(text: string): string[] {
    return [...text.matchAll(RAW_KEY)].map((match) => match[0]).filter((found) => !NOT_A_KEY.test(found) && /[A-Z]|\./.test(found));
  }

  // The languages are independent (each starts from a reset platform): they spread over both workers.
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  for (const language of LANGUAGES) {
    test(`every shell route in ${language}: no raw key, no missing-key warning${language === 'EN' ? '' : ', no English interface string'}`, async ({
      page,
    }) => {
      test.setTimeout(5 * 60_000);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/missingKey/i.test(message.text())) warnings.push(`${page.url()} ${message.text()}`);
      });
      const shell = new ShellPage(page);
      const network = new NetworkQuiet(page);
      const problems: string[] = [];
      let first = true;
      for (const path of PATHS) {
        // One page load per language; every other route is reached as the app's own links reach it.
        if (first) await shell.goto(path, language);
        else await navigateInApp(page, path);
        first = false;
        await expect(shell.header.or(page.locator('main')).first()).toBeVisible();
        // Let the remotes of the page render (their skeletons carry no text worth scanning).
        await network.settle();
        const text = await visibleText(page);
        for (const key of rawKeysIn(text)) problems.push(`${path}: raw key "${key}"`);
        if (language !== 'EN') {
          for (const english of [...EVERYWHERE, ...(ENGLISH_BY_PATH[path] ?? [])]) {
            if (new RegExp(`(^|[^A-Za-z])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(text))
              problems.push(`${path}: English "${english}"`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }
});

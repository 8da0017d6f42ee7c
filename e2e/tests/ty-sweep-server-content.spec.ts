import { ACCOUNTS } from '../support/accounts';
import { PlatformControl } from '../support/control';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Locator, type Page, type TestInfo } from '../support/test';

test.describe('ty-sweep-server-content', { tag: ['@mfe-account', '@mfe-promotions', '@shell'] }, () => {
  // Issue 36 "Done when": a sweep in the default language (TY) of the pages whose words come from the
  // platform (promotions, the points mall, VIP, referral, help) and of a refusal, which fails on an
  // English sentence. Two nets: the English texts the reference API answers with when it ignores the
  // request's language (its seed's EN side), and a heuristic for any other English sentence (two or
  // more English function words on one line: Vietnamese has none of them).
  test.describe.configure({ timeout: 300_000 });

  const PHONE = { width: 390, height: 844 };

  /** English texts of the reference API's content and refusals (platform-api/src/db/content). */
  const KNOWN_ENGLISH = [
    'Incorrect username or password',
    'Welcome Free Spins',
    '100% First Deposit Bonus',
    'Daily Reload',
    'Invite Friends, Earn Together',
    'cash voucher',
    'Credited at once',
    'Shipped within 14 days',
    'Branded T-shirt',
    'How do I register?',
    'I forgot my password',
    'Our support team answers',
    'terms apply',
    'The password is incorrect',
  ];

  /** Function words of English that no Vietnamese sentence carries (short, diacritic-free Vietnamese words left out). */
  const ENGLISH_WORDS = /\b(the|and|your|you|with|please|this|that|will|been|have|from|when|after|each|which|must|should)\b/gi;

  /** The lines of `text` that read as English: a known server text, or two different English function words. */
  function englishLines(text: string): string[] {
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => {
        if (!line) return false;
        if (KNOWN_ENGLISH.some((phrase) => line.toLowerCase().includes(phrase.toLowerCase()))) return true;
        const words = new Set((line.match(ENGLISH_WORDS) ?? []).map((word) => word.toLowerCase()));
        return words.size >= 2;
      });
  }

  async function expectNoEnglish(page: Page, testInfo: TestInfo, name: string): Promise<void> {
    const text = await page.locator('main').innerText();
    await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    expect(englishLines(text), `English on ${name}`).toEqual([]);
  }

  /**
   * Issue 49 items 2 and 3: the amounts of `text` written in another format than TY's one
   * (`$1.000,00`, the kit's formatMoney for vi-VN): "$1,000.00", "$0.1", "10 $", "$25000.00".
   */
  function foreignAmounts(text: string): string[] {
    const tokens = text.match(/-?\$\s?\d[\d.,]*|\d[\d.,]*\s?\$(?!\s?\d)/g) ?? [];
    return tokens.map((token) => token.replace(/[.,]+$/, '')).filter((token) => !/^-?\$\d{1,3}(?:\.\d{3})*,\d{2}$/.test(token));
  }

  /** The dates of `text` written month first (TY writes day first, `dd/mm/yyyy`): a second part above 12, or today month first. */
  function monthFirstDates(text: string, today = new Date()): string[] {
    const pad = (n: number) => String(n).padStart(2, '0');
    const todayMonthFirst = `${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}`;
    const dayIsMonth = today.getDate() === today.getMonth() + 1;
    return (text.match(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/g) ?? []).filter((date) => {
      const [, second] = date.split('/').map(Number);
      return second! > 12 || (!dayIsMonth && date === todayMonthFirst);
    });
  }

  /** What a player reads in `scope`: its text and the values and placeholders of its inputs. */
  async function readable(scope: Locator): Promise<string> {
    const fields = await scope
      .locator('input:visible')
      .evaluateAll((inputs) => inputs.map((input) => `${(input as HTMLInputElement).value} ${(input as HTMLInputElement).placeholder}`));
    return `${await scope.innerText()}\n${fields.join('\n')}`;
  }

  async function expectOneFormat(page: Page, scope: Locator, testInfo: TestInfo, name: string): Promise<void> {
    const text = await readable(scope);
    await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    expect(foreignAmounts(text), `an amount in another format on ${name}`).toEqual([]);
    expect(monthFirstDates(text), `a month-first date on ${name}`).toEqual([]);
  }

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  test('the heuristic flags an English sentence and passes a Vietnamese one', () => {
    expect(englishLines('Your friend registers with your link and deposits.')).toHaveLength(1);
    expect(englishLines('Phiếu tiền mặt $5,00\nBạn nhận được $10,00 cho mỗi người bạn nạp tiền lần đầu.')).toEqual([]);
    expect(englishLines('Phiếu: $5 cash voucher')).toHaveLength(1);
  });

  test('a member in TY reads promotions, the points mall, VIP, referral and help without an English sentence', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    for (const path of ['/promotions', '/pointMall', '/vip', '/referral', '/help']) {
      await shell.goto(path, 'TY');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
      // The page's server content has arrived once the network is quiet (its queries are answered).
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, testInfo, `${path} 390 TY`);
    }
  });

  test("the money and date checks flag another format and pass TY's own", () => {
    // A name that ends in digits before an amount ("ag***02 $6,00", the winner board) is not "02 $".
    expect(foreignAmounts('Số dư $1.000,00 · cược tối thiểu $0,10 · hoàn -$5,00. ag***02 $6,00')).toEqual([]);
    expect(foreignAmounts('$1,000.00 · Cược tối thiểu $0.1 · nạp tối thiểu 10 $ · $25000.00 · $1')).toEqual([
      '$1,000.00',
      '$0.1',
      '10 $',
      '$25000.00',
      '$1',
    ]);
    const today = new Date(2026, 10, 2);
    expect(monthFirstDates('Từ 26/11/2026 đến 02/11/2026', today)).toEqual([]);
    expect(monthFirstDates('11/26/2026 · 11/02/2026', today)).toEqual(['11/26/2026', '11/02/2026']);
  });

  test('a member in TY reads one money format and day-first dates: card rooms, promotions, the mall, VIP, My account, records', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    const shell = new ShellPage(page);
    await shell.signInAs(ACCOUNTS.member.username, ACCOUNTS.member.password, '/');
    for (const path of ['/pvp', '/promotions', '/promoDetail?id=2004', '/pointMall', '/vip', '/referral']) {
      await shell.goto(path, 'TY');
      await expect(
        page
          .getByRole('heading', { level: 1 })
          .or(page.getByRole('heading', { level: 2 }))
          .first(),
      ).toBeVisible({
        timeout: 45_000,
      });
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('header-balance')).toContainText('$');
      await expectOneFormat(page, page.locator('body'), testInfo, `${path} 390 TY`);
    }
    // The member centre: "My account" and a record page with its date filter.
    await page.getByRole('banner').getByRole('button', { name: 'Menu tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Trung tâm hội viên' }).click();
    const centre = page.getByRole('dialog', { name: 'Trung tâm thành viên' });
    const menu = centre.getByRole('navigation', { name: 'Các mục của trung tâm thành viên' });
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    for (const name of ['Tài khoản của tôi', 'Lịch sử tài khoản', 'Lịch sử cược']) {
      await menu.getByRole('button', { name }).click();
      await expect(centre.getByRole('heading', { name, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectOneFormat(page, centre, testInfo, `member centre, ${name}, 390 TY`);
    }
  });

  test('a refused login in TY is told in Vietnamese', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    const shell = new ShellPage(page);
    await shell.goto('/', 'TY');
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await dialog.getByLabel('Tên đăng nhập').fill(ACCOUNTS.member.username);
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill('not-my-password');
    await dialog.locator('button[type="submit"]').click();
    const alert = dialog.getByTestId('login-error');
    await expect(alert).not.toBeEmpty();
    const text = await alert.innerText();
    await testInfo.attach('login refused 390 TY', { body: await page.screenshot(), contentType: 'image/png' });
    expect(englishLines(text), 'English in the refusal').toEqual([]);
  });
});

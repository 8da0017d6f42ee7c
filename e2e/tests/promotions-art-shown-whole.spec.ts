import { PlatformControl } from '../support/control';
import { PROMOTIONS, PromotionsPage } from '../support/promotions';
import { ShellPage } from '../support/shell-page';
import { expect, test, type Locator, type Page, type TestInfo } from '../support/test';

test.describe('promotions-art-shown-whole', { tag: ['@mfe-promotions', '@check-mfe-promotions', '@mfe-account'] }, () => {
  // Issue 36: promotion art was cut on the left on the cards, the detail and the registration slider
  // ("elcome Free Spins": a 16:7 frame over 3:1 art, cropped by object-fit: cover). The whole art
  // shows at every width, and its place is reserved before it loads (nothing below it moves).
  test.describe.configure({ timeout: 180_000 });

  const WIDTHS = [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ] as const;

  test.beforeEach(async ({ request }) => {
    await new PlatformControl(request).reset();
  });

  /**
   * The share of each loaded piece of art that is on screen inside its frame: 1 when the art is
   * contained (or the frame has the art's own ratio), less when `cover` crops it.
   */
  async function shownShares(art: Locator): Promise<number[]> {
    await expect(art.first().locator('img')).toBeVisible();
    return art.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => {
          const box = image.getBoundingClientRect();
          const fit = getComputedStyle(image).objectFit;
          if (fit === 'contain' || fit === 'scale-down') return 1;
          const artRatio = image.naturalWidth / image.naturalHeight;
          const boxRatio = box.width / box.height;
          return Math.min(artRatio / boxRatio, boxRatio / artRatio);
        }),
    );
  }

  async function expectWholeArt(art: Locator, label: string): Promise<void> {
    await expect.poll(async () => (await shownShares(art)).length, { message: `${label}: art loaded` }).toBeGreaterThan(0);
    for (const share of await shownShares(art)) expect(share, `${label}: the whole art is shown`).toBeGreaterThan(0.99);
  }

  async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
    await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
  }

  for (const viewport of WIDTHS) {
    for (const language of ['TY', 'EN'] as const) {
      test(`the cards, the detail and the registration slider show the whole art at ${viewport.width} px (${language})`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        const shell = new ShellPage(page);
        const promotions = new PromotionsPage(page);

        await shell.goto('/promotions', language);
        const cards = page.getByRole('article').getByTestId('promotion-art');
        await expect(cards.first()).toBeVisible({ timeout: 45_000 });
        await expectWholeArt(cards, `cards ${viewport.width} ${language}`);
        await cards.first().scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `promotion cards ${viewport.width} ${language}`);

        await shell.goto(`/promotions?id=${PROMOTIONS.firstDeposit.id}`, language);
        const detail = promotions.detail().getByTestId('promotion-art');
        await expectWholeArt(detail, `detail ${viewport.width} ${language}`);
        await detail.scrollIntoViewIfNeeded();
        await shoot(page, testInfo, `promotion detail ${viewport.width} ${language}`);

        await shell.goto('/register', language);
        // The slider sits under the form and loads when it comes near the screen.
        await expect(page.getByTestId('register-page').getByRole('textbox').first()).toBeVisible({ timeout: 45_000 });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const slider = page.getByRole('region', { name: language === 'TY' ? 'Khuyến mãi Người chơi mới' : 'New player promotions' });
        await expect(slider).toBeVisible({ timeout: 45_000 });
        await slider.scrollIntoViewIfNeeded();
        await expectWholeArt(slider.getByTestId('promotion-art'), `slider ${viewport.width} ${language}`);
        await shoot(page, testInfo, `registration slider ${viewport.width} ${language}`);
      });
    }
  }

  test('the art keeps its place while it loads: the card does not grow when it arrives', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets-api/promotion/**', async (route) => {
      await held;
      await route.continue();
    });
    const shell = new ShellPage(page);
    await shell.goto('/promotions');
    const frame = page.getByRole('article').first().getByTestId('promotion-art');
    await expect(frame).toBeVisible({ timeout: 45_000 });
    const before = await frame.boundingBox();
    expect(before?.height, 'the frame is reserved at 3:1 before the art arrives').toBeCloseTo((before?.width ?? 0) / 3, 0);
    release();
    await expect(frame.locator('img')).toHaveJSProperty('complete', true);
    await expect.poll(async () => frame.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect((await frame.boundingBox())?.height).toBeCloseTo(before?.height ?? 0, 0);
  });
});

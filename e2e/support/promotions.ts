import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The smallest valid PNG (1 × 1 pixel). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A PNG file for `setInputFiles`, padded to `bytes` when given (a 6 MB image is refused by size). */
export function pngFile(name: string, bytes?: number): { name: string; mimeType: string; buffer: Buffer } {
  const buffer = bytes && bytes > PNG_1X1.length ? Buffer.concat([PNG_1X1, Buffer.alloc(bytes - PNG_1X1.length)]) : PNG_1X1;
  return { name, mimeType: 'image/png', buffer };
}

/** Seeded promotions of the reference API (platform-api seed) that the journeys use. */
export const PROMOTIONS = {
  /** New player, open, no application for member01. */
  firstDeposit: { id: 2001, title: '100% First Deposit Bonus' },
  /** Deposit, open, no application for member01; a $20.00 bonus once issued. */
  dailyReload: { id: 2005, title: 'Daily Reload 10%' },
  /** New player raffle, open, not drawn today by member01. */
  luckyWheel: { id: 2004, title: 'New Player Lucky Wheel' },
} as const;

/** The reference API's promotion review control. */
export class PromotionControl {
  constructor(private readonly request: APIRequestContext) {}

  /** Approves (issued) or rejects an application (with the reviewer's reason). */
  async decide(applicationId: number, decision: 'approve' | 'reject', reason?: string): Promise<void> {
    const response = await this.request.post(`/__control/promotion-applications/${applicationId}`, {
      data: reason ? { decision, reason } : { decision },
    });
    if (!response.ok()) throw new Error(`promotion review failed: ${response.status()} ${await response.text()}`);
  }
}

/** The promotions remote's pages as a player sees them. */
export class PromotionsPage {
  constructor(readonly page: Page) {}

  /** The open promotion's detail. */
  detail(): Locator {
    return this.page.getByTestId('promotion-detail');
  }

  /**
   * The open promotion's header (title and state). The content's own HTML may repeat the title in
   * a heading of its own, so the title is looked for here only.
   */
  detailHeader(): Locator {
    return this.detail().locator(':scope > header');
  }

  /** The open promotion's title, in its header. */
  detailTitle(title: string): Locator {
    return this.detailHeader().getByRole('heading', { level: 2, name: title, exact: true });
  }

  applyDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Apply:/ });
  }

  /** Sends the open application dialog and returns the id of the application the API created. */
  async sendApplication(): Promise<number> {
    const answer = this.page.waitForResponse(
      (response) => response.url().includes('PROMOFE_applyPromotion') && response.request().method() === 'POST',
    );
    await this.applyDialog().getByRole('button', { name: 'Send application' }).click();
    const body = (await (await answer).json()) as { success: boolean; value?: { application?: { id: number } } };
    expect(body.success, 'the application was accepted').toBe(true);
    return body.value?.application?.id ?? Number.NaN;
  }

  /** One item card of the points mall. */
  mallItem(name: string): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** The member's points in the mall's summary (shown once signed in). */
  pointsBalance(): Locator {
    return this.page.getByTestId('points-balance');
  }

  records(): Locator {
    return this.page.getByRole('table', { name: 'Redemption records' });
  }

  /** Opens an item's redeem dialog and fills in `password` (not sent yet). */
  async openRedeem(name: string, password: string): Promise<Locator> {
    await this.mallItem(name).getByRole('button', { name: 'Redeem' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Redeem ${name}` });
    await dialog.getByLabel('Login password').fill(password);
    return dialog;
  }

  /** Opens an item's redeem dialog and sends it with `password`. */
  async redeem(name: string, password: string): Promise<Locator> {
    const dialog = await this.openRedeem(name, password);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    return dialog;
  }
}

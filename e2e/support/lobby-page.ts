import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The lobby remote as a player sees it inside the shell: category lobby, game frame, lottery pages. */
export class LobbyPage {
  constructor(readonly page: Page) {}

  /** The virtualised game list of a category lobby. */
  grid(): Locator {
    return this.page.getByRole('list', { name: 'Games' });
  }

  /** The card buttons in the grid (the favourite stars are separate buttons). */
  cards(): Locator {
    return this.grid().getByRole('button').and(this.page.locator(':not([aria-pressed])'));
  }

  vendorTabs(): Locator {
    return this.page.getByRole('tablist', { name: 'Game vendors' });
  }

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search games' }).or(this.page.getByLabel('Search games'));
  }

  /** The favourite star of a game card, by game name. */
  star(gameName: string): Locator {
    return this.page.getByRole('button', { name: `Favourite: ${gameName}`, exact: true });
  }

  /** The name of the n-th card (0-based) in the grid. */
  async cardName(index: number): Promise<string> {
    const card = this.cards().nth(index);
    await expect(card).toBeVisible();
    return (await card.locator('span').first().locator('span').first().textContent())?.trim() ?? '';
  }

  /** The embedded game frame (on /game or the lottery pages). */
  frame(title = 'Game'): FrameLocator {
    return this.page.frameLocator(`iframe[title="${title}"]`);
  }
}

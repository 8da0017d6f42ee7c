import type { Locator, Page } from '@playwright/test';

/** The status gate's pages (maintenance and IP restriction). */
export class ShellStatusPage {
  readonly maintenanceHeading: Locator;
  readonly restrictionHeading: Locator;
  readonly contactUs: Locator;
  readonly ip: Locator;
  readonly country: Locator;

  constructor(readonly page: Page) {
    this.maintenanceHeading = page.getByRole('heading', { name: 'System Maintenance / RESTRICTION OF VISIT' });
    this.restrictionHeading = page.getByRole('heading', { name: 'IP Restriction' });
    this.contactUs = page.getByRole('button', { name: 'Contact Us' });
    this.ip = page.getByTestId('status-ip');
    this.country = page.getByTestId('status-country');
  }
}

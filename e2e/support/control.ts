import type { APIRequestContext } from '@playwright/test';

/** The reference API's control surface, through the edge (enabled for e2e runs only). */
export class PlatformControl {
  constructor(private readonly request: APIRequestContext) {}

  /** Back to the seeded state. */
  async reset(): Promise<void> {
    const response = await this.request.post('/__control/reset');
    if (!response.ok()) throw new Error(`control reset failed: ${response.status()}`);
  }

  /** 0 normal, 1 maintenance, 2 IP restriction. */
  async setSystemStatus(status: 0 | 1 | 2, location?: { ip: string; country: string }): Promise<void> {
    const response = await this.request.post('/__control/system-status', { data: { status, ...location } });
    if (!response.ok()) throw new Error(`control system-status failed: ${response.status()}`);
  }
}

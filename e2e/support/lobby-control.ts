import type { APIRequestContext } from '@playwright/test';

/** What `POST /__control/launch` sets on the reference API (platform-api README, control surface). */
export interface LaunchControl {
  /** The next launches (game, lottery, PVP) are refused with `game.maintenance` / `game.previous.unfinished`. */
  failure?: 'maintenance' | 'unfinished' | null;
  /** Launches answer their address on this origin instead of the caller's. */
  gameUrlOrigin?: string | null;
  /** Replaces `permission.info.launchGameCDNs` of `/wps/system/status`. */
  launchGameCDNs?: string[] | null;
}

/** The reference API's launch control, through the edge (`/__control/reset` clears it too). */
export async function setLaunchControl(request: APIRequestContext, control: LaunchControl): Promise<void> {
  const response = await request.post('/__control/launch', { data: control });
  if (!response.ok()) throw new Error(`control launch failed: ${response.status()} ${await response.text()}`);
}

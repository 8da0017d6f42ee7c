import { endpoints, type ApiClient } from 'shared-contracts';
import type { LaunchGameQuery, PvpLaunchQuery } from './launch-route';

/** Asks the platform for a game's launch address (`GET /wps/game/launchGame`, token). */
export async function requestLaunchAddress(api: ApiClient, query: LaunchGameQuery): Promise<string> {
  const value = await api.call(endpoints.launchGame, { query }, query.language ? { language: query.language } : undefined);
  return value.content.game_url;
}

/** Asks the platform for a PVP room's launch address (`GET /wps/relay/GCS_pvpLaunch`, token). */
export async function requestPvpLaunchAddress(api: ApiClient, query: PvpLaunchQuery): Promise<string> {
  return (await api.call(endpoints.pvpLaunch, { query }, query.language ? { language: query.language } : undefined)).content;
}

import { agentTeamOverview } from './agent';
import { login, logout, memberInfo, rsaKey } from './auth';
import { gameList, gameMenus, gameVendors, launchGame } from './games';
import { promotionList } from './promotions';
import { notices, systemStatus, whitelabel } from './system';
import { walletBalance } from './wallet';
import type { EndpointDef } from '../endpoint';

/**
 * The endpoint catalogue: every call the front end makes, by name. The reference API implements
 * exactly these entries, and its contract test checks each answer against the `value` schema.
 */
export const endpoints = {
  rsaKey,
  login,
  logout,
  memberInfo,
  systemStatus,
  whitelabel,
  notices,
  gameMenus,
  gameVendors,
  gameList,
  launchGame,
  walletBalance,
  promotionList,
  agentTeamOverview,
} as const satisfies Record<string, EndpointDef>;

/** Name of a catalogue entry. */
export type EndpointName = keyof typeof endpoints;

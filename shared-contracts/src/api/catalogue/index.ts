import {
  affiliateCheck,
  captcha,
  changePassword,
  countries,
  domainRoute,
  forgotPasswordEmail,
  freePlay,
  helpCenter,
  loggedInAnnouncements,
  passwordByPhone,
  register,
  registerMobile,
  registerSettings,
  smsLoginCode,
  smsPasswordCode,
  smsRegister,
  unreadCount,
} from './account';
import { agentTeamOverview } from './agent';
import { login, logout, memberInfo, rsaKey } from './auth';
import {
  favouriteAdd,
  favouriteIds,
  favouriteRemove,
  favourites,
  gameList,
  gameMenus,
  gameVendors,
  hotGames,
  launchGame,
  recentGames,
  vassGameTypes,
  winnerBoard,
} from './games';
import { lotteryLaunch, popularLottery, pvpLaunch, pvpRooms, recentLottery, vnLotteryMenus, vnNumbers, vnOpenedNumbers } from './lottery';
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
  captcha,
  registerSettings,
  register,
  registerMobile,
  affiliateCheck,
  smsRegister,
  smsLoginCode,
  smsPasswordCode,
  forgotPasswordEmail,
  passwordByPhone,
  changePassword,
  freePlay,
  countries,
  domainRoute,
  loggedInAnnouncements,
  unreadCount,
  helpCenter,
  hotGames,
  winnerBoard,
  recentGames,
  favouriteIds,
  favourites,
  favouriteAdd,
  favouriteRemove,
  vassGameTypes,
  lotteryLaunch,
  popularLottery,
  recentLottery,
  vnLotteryMenus,
  vnNumbers,
  vnOpenedNumbers,
  pvpRooms,
  pvpLaunch,
} as const satisfies Record<string, EndpointDef>;

/** Name of a catalogue entry. */
export type EndpointName = keyof typeof endpoints;
